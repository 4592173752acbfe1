// Issue #31: on the local stack a body the answer left unread is read to its end (workerd closes
// such a connection, Miniflare reused it, and the next request answered a plain 500).
import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { drain, drainUnreadBody } from './drain-body';

/** A body of `chunks` chunks of 1 KiB that counts what was read of it. */
function countedBody(chunks: number) {
  const read = { chunks: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (read.chunks === chunks) return controller.close();
        read.chunks += 1;
        controller.enqueue(new Uint8Array(1024));
      },
      cancel() {
        read.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { body, read };
}

const app = new Hono<AppEnv>()
  .use('*', drainUnreadBody)
  .post('/refused', (c) => c.json({ error: 'unauthenticated' }, 401))
  .post('/read', async (c) => c.text(String((await c.req.arrayBuffer()).byteLength)));

const post = (path: string, body: ReadableStream<Uint8Array>, devMode: string) =>
  app.request(path, { method: 'POST', body, duplex: 'half' } as RequestInit, { DEV_MODE: devMode });

describe('drainUnreadBody', () => {
  it('reads a refused body to its end on the local stack, and never in production', async () => {
    const local = countedBody(5);
    expect((await post('/refused', local.body, 'true')).status).toBe(401);
    expect(local.read.chunks).toBe(5);
    const deployed = countedBody(5);
    expect((await post('/refused', deployed.body, 'false')).status).toBe(401);
    expect(deployed.read.chunks).toBe(0);
  });

  it('leaves a body the answer read alone', async () => {
    const { body, read } = countedBody(3);
    expect(await (await post('/read', body, 'true')).text()).toBe('3072');
    expect(read.chunks).toBe(3);
  });
});

describe('drain', () => {
  it('stops and cancels past its limit', async () => {
    const { body, read } = countedBody(100);
    await drain(body, 4 * 1024);
    // 4 KiB in 1 KiB chunks: the fifth passes the limit (one more may be queued ahead).
    expect(read.chunks).toBeLessThanOrEqual(6);
    expect(read.cancelled).toBe(true);
  });
});
