// The bench's gzip proxy against a real local HTTP server: compressed HTML that still streams,
// the bytes sent recorded per answer, images passed through, and the sums by kind.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bytesByKind,
  fromServiceWorker,
  resizedSource,
  startCompressingProxy,
  type CompressingProxy,
} from './compress-proxy';

const PAGE = `<!doctype html><html><body>${'<p>Rhino protection in the Kruger. </p>'.repeat(400)}</body></html>`;
let releaseSecondChunk: () => void = () => undefined;

let upstream: Server;
let proxy: CompressingProxy;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    if (req.url === '/streamed') {
      // Sends its head at once and the rest only when the test has seen the head arrive.
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'identity' });
      res.write('<!doctype html><html><body><p>head</p>');
      releaseSecondChunk = () => res.end('<p>tail</p></body></html>');
      return;
    }
    if (req.url === '/image.png') {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': '1000' });
      return res.end(Buffer.alloc(1000, 7));
    }
    res.writeHead(200, { 'content-type': req.url?.endsWith('.js') ? 'text/javascript' : 'text/html' });
    res.end(PAGE);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  proxy = await startCompressingProxy({ port: 0, upstream: `http://127.0.0.1:${port}` });
});

afterAll(async () => {
  await proxy.close();
  upstream.closeAllConnections();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

function get(path: string, acceptEncoding = 'gzip, deflate, br') {
  return new Promise<{ headers: Record<string, unknown>; raw: Buffer }>((resolve, reject) => {
    request(`${proxy.url}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, raw: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('compressing proxy', () => {
  it('gzips HTML and records the bytes it sent', async () => {
    proxy.reset();
    const { headers, raw } = await get('/');
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers['content-length']).toBeUndefined();
    expect(String(headers.vary)).toMatch(/Accept-Encoding/);
    expect(gunzipSync(raw).toString()).toBe(PAGE);
    expect(raw.length).toBeLessThan(PAGE.length / 10);
    expect(proxy.served).toEqual([{ path: '/', status: 200, contentType: 'text/html', bytes: raw.length }]);
  });

  it('sends HTML unchanged to a client that does not accept gzip', async () => {
    const { headers, raw } = await get('/', 'identity');
    expect(headers['content-encoding']).toBeUndefined();
    expect(raw.toString()).toBe(PAGE);
  });

  it('passes images through uncompressed', async () => {
    proxy.reset();
    const { headers, raw } = await get('/image.png');
    expect(headers['content-encoding']).toBeUndefined();
    expect(raw.length).toBe(1000);
    expect(proxy.served[0]).toMatchObject({ contentType: 'image/png', bytes: 1000 });
  });

  it('answers /cdn-cgi/image/ with the source, from the page origin, when it stands for image resizing', async () => {
    const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const resizing = await startCompressingProxy({ port: 0, upstream: upstreamUrl, imageResizing: true });
    try {
      for (const source of ['image.png', `${upstreamUrl}/image.png`]) {
        const raw = await new Promise<{ type: string; length: number }>((resolve, reject) => {
          request(`${resizing.url}/cdn-cgi/image/width=640,quality=75,format=auto/${source}`, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ type: String(response.headers['content-type']), length: Buffer.concat(chunks).length }),
            );
          })
            .on('error', reject)
            .end();
        });
        expect(raw, source).toEqual({ type: 'image/png', length: 1000 });
      }
      expect(resizing.served.map((answer) => answer.contentType)).toEqual(['image/png', 'image/png']);
    } finally {
      await resizing.close();
    }
    // Without the option, the address goes to the upstream as it is (which answers a page here).
    proxy.reset();
    await get('/cdn-cgi/image/width=640,quality=75,format=auto/image.png');
    expect(proxy.served[0]?.contentType).toBe('text/html');
  });

  it('reads the source of a resizing address', () => {
    const site = new URL('http://127.0.0.1:8736');
    expect(resizedSource('/cdn-cgi/image/width=320,quality=45,format=auto/media/a.jpg', site)?.href).toBe(
      'http://127.0.0.1:8736/media/a.jpg',
    );
    expect(resizedSource('/cdn-cgi/image/width=320/http://127.0.0.1:8738/media/a.svg', site)?.href).toBe(
      'http://127.0.0.1:8738/media/a.svg',
    );
    expect(resizedSource('/media/a.jpg', site)).toBeNull();
    expect(resizedSource('/cdn-cgi/image/width=320', site)).toBeNull();
  });

  it('keeps a streamed page streamed: the first chunk arrives compressed before the page ends', async () => {
    const firstChunk = await new Promise<{ first: Buffer; rest: Promise<Buffer> }>((resolve, reject) => {
      request(`${proxy.url}/streamed`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        let resolved = false;
        const rest = new Promise<Buffer>((done) => response.on('end', () => done(Buffer.concat(chunks))));
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          if (!resolved) {
            resolved = true;
            resolve({ first: Buffer.concat(chunks), rest });
          }
        });
      })
        .on('error', reject)
        .end();
    });
    // The head decompresses on its own (a sync flush), while the upstream has not sent the tail.
    const { unzipSync, constants } = await import('node:zlib');
    expect(unzipSync(firstChunk.first, { finishFlush: constants.Z_SYNC_FLUSH }).toString()).toContain('head');
    releaseSecondChunk();
    expect(gunzipSync(await firstChunk.rest).toString()).toBe(
      '<!doctype html><html><body><p>head</p><p>tail</p></body></html>',
    );
  });

  it('sums the bytes of a run by kind', () => {
    expect(
      bytesByKind([
        { path: '/', status: 200, contentType: 'text/html', bytes: 10 },
        { path: '/a.js', status: 200, contentType: 'text/javascript', bytes: 100 },
        { path: '/b.js', status: 200, contentType: 'application/javascript', bytes: 50 },
        { path: '/c.css', status: 200, contentType: 'text/css', bytes: 7 },
        { path: '/i.png', status: 200, contentType: 'image/png', bytes: 1000 },
        { path: '/v.mp4', status: 200, contentType: 'video/mp4', bytes: 3000 },
        { path: '/sw.js', status: 200, contentType: 'text/javascript', bytes: 900, serviceWorker: true },
        { path: '/offline', status: 200, contentType: 'text/html', bytes: 800, serviceWorker: true },
      ]),
    ).toEqual({ js: 150, css: 7, html: 10, total: 4167, media: 4000, serviceWorker: 1700 });
  });

  it("tells the service worker's requests from the page's", () => {
    expect(fromServiceWorker({ 'service-worker': 'script' })).toBe(true);
    expect(fromServiceWorker({ referer: 'http://127.0.0.1:8736/sw.js' })).toBe(true);
    expect(fromServiceWorker({ referer: 'http://127.0.0.1:8736/video-presentations' })).toBe(false);
    expect(fromServiceWorker({ referer: 'not a url' })).toBe(false);
    expect(fromServiceWorker({})).toBe(false);
  });
});
