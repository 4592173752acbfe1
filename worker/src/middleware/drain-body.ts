/**
 * Local stack only (DEV_MODE): a request body the answer did not read is read to its end before
 * the answer leaves (issue #31). workerd closes the connection of a request whose body the Worker
 * left unread, and the Cloudflare plugin's Miniflare keeps that connection in its pool and sends
 * the next request on it: that request then fails between Node and workerd ("fetch failed":
 * ECONNRESET, EPIPE, "other side closed") and `vite preview` answers a plain 500, whatever the
 * route. Upstream: cloudflare/workerd#1741 (cancelling the body does not help; draining does).
 * Decision 0031, note of issue #31. A deployed Worker never waits for a body it does not want.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';

/** The most read of a body nobody wanted (the largest upload a test sends is 30 MB): beyond it, the connection closes as before and the local server answers its last-resort 500. */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;

/** Reads `body` to its end, or stops (and cancels it) past `maxBytes`. Never throws. */
export async function drain(body: ReadableStream<Uint8Array>, maxBytes = DRAIN_MAX_BYTES): Promise<void> {
  const reader = body.getReader();
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      bytes += value.byteLength;
      if (bytes > maxBytes) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away or the body was cut short: nothing left to keep the connection for.
  } finally {
    reader.releaseLock();
  }
}

export const drainUnreadBody = createMiddleware<AppEnv>(async (c, next) => {
  // The request as it arrived: a body limit may put another in its place.
  const request = c.req.raw;
  await next();
  if (c.env.DEV_MODE !== 'true' || request.body === null || request.bodyUsed) return;
  const declared = Number(request.headers.get('content-length'));
  if (declared > DRAIN_MAX_BYTES) return;
  await drain(request.body);
});
