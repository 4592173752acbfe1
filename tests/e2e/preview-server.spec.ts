// What the local stack's server answers to requests no browser sends (issue #23, item 9): never a
// stack trace nor a folder of this machine (dev/build/preview-guard.ts). Raw HTTP over a socket,
// against the running stack.
import { connect } from 'node:net';
import path from 'node:path';
import { BASE_URL, expect, test } from './fixtures';

const { hostname, port } = new URL(BASE_URL);
const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Sends `head` (and `bodyBytes` bytes of body), returns everything the server sent back. */
function raw(head: string, bodyBytes = 0): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const received: Buffer[] = [];
    const done = () => resolve(Buffer.concat(received).toString('latin1'));
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('close', done);
    // The server may answer and close before the whole body is sent.
    socket.on('error', () => undefined);
    socket.setTimeout(20_000, () => socket.destroy());
    socket.write(head);
    const chunk = Buffer.alloc(64 * 1024, 0x89);
    let sent = 0;
    const pump = () => {
      while (sent < bodyBytes && !socket.destroyed) {
        const size = Math.min(chunk.length, bodyBytes - sent);
        sent += size;
        if (!socket.write(chunk.subarray(0, size))) {
          socket.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);

function expectNothingOfTheMachine(answer: string, what: string) {
  expect(answer, what).not.toContain(repoRoot);
  expect(answer, what).not.toContain('/work/');
  expect(answer, what).not.toContain('node_modules');
  expect(answer, what).not.toContain('file://');
  expect(answer, what).not.toMatch(/^\s*at\s.+(\(|\s)(\/|node:)/m);
  expect(answer, what).not.toMatch(/&nbsp;at /);
}

const request = (method: string, target = '/', headers = '') =>
  `${method} ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n${headers}Connection: close\r\n\r\n`;

test.describe('the local stack’s server', () => {
  test('refuses TRACE, TRACK and CONNECT plainly', async () => {
    for (const method of ['TRACE', 'TRACK', 'CONNECT']) {
      const target = method === 'CONNECT' ? `${hostname}:${port}` : '/';
      const answer = await raw(request(method, target));
      expectNothingOfTheMachine(answer, method);
      // 405 (TRACE), 400 (TRACK, a method Node does not parse) or the connection closed (CONNECT).
      const status = statusOf(answer);
      expect([0, 400, 405, 501], `${method}: ${answer.slice(0, 80)}`).toContain(status);
    }
    const trace = await raw(request('TRACE'));
    expect(statusOf(trace)).toBe(405);
    expect(trace).toMatch(/\r\nallow: GET, HEAD, POST/i);
  });

  test('refuses with 405 the methods Node parses and workerd does not (it answered a bare 501)', async () => {
    for (const method of ['M-SEARCH', 'LINK', 'UNLINK', 'SOURCE']) {
      const answer = await raw(request(method));
      expect(statusOf(answer), method).toBe(405);
      expect(answer, method).toMatch(/\r\nallow: GET, HEAD, POST/i);
    }
  });

  test('answers a malformed request line with 400 and nothing more', async () => {
    for (const head of [
      'GET\r\n\r\n',
      'GET / HTTP/9.9\r\n\r\n',
      'G E T / HTTP/1.1\r\nHost: x\r\n\r\n',
      '\x00\x01\x02\r\n\r\n',
    ]) {
      const answer = await raw(head);
      expectNothingOfTheMachine(answer, JSON.stringify(head));
      expect([0, 400, 505], JSON.stringify(head)).toContain(statusOf(answer));
    }
  });

  test('answers big uploads without a stack trace', async () => {
    test.setTimeout(120_000);
    const uploads: [bytes: number, targets: string[]][] = [
      [944_000, ['/', '/account/profile', '/api/account/photo']],
      [1_200_000, ['/', '/account/profile']],
      [2_400_000, ['/', '/account/profile']],
      [30_000_000, ['/']],
    ];
    for (const [bytes, targets] of uploads) {
      for (const target of targets) {
        const answer = await raw(
          request('POST', target, `Content-Type: image/png\r\nContent-Length: ${bytes}\r\nOrigin: ${BASE_URL}\r\n`),
          bytes,
        );
        // The Worker's answer (413, 404), or the connection reset mid-upload: never a page of the
        // machine's, and no plain 500 (issue #31: the Worker reads the body it refused, up to
        // 64 MiB, so workerd keeps the connection and Miniflare loses no answer).
        expectNothingOfTheMachine(answer, `${bytes} bytes to ${target}`);
        expect(statusOf(answer), `${bytes} bytes to ${target}`).not.toBe(500);
      }
    }
  });
});
