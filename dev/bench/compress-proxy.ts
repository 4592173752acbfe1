// A small HTTP proxy for the bench that compresses like the edge: the local Worker sends its HTML
// uncompressed (DEV_MODE sets `Content-Encoding: identity`, because miniflare's gzip holds a
// stream until its end; see PLATFORM-NOTES), so measured totals would count uncompressed HTML.
// In front of it, this proxy gzips every compressible answer the client accepts gzip for, flushing
// each chunk as it comes (streamed pages stay streamed, as on Cloudflare), and records the bytes
// it sent for each request, so a run's JavaScript, CSS and HTML weights are the bytes on the wire.
// Gzip at zlib's default level 6; Cloudflare would send Brotli to Chromium, about 15-20% smaller,
// so the totals here are a little pessimistic.
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { constants, createGzip } from 'node:zlib';

export interface ServedResponse {
  /** Path and query, as requested. */
  path: string;
  status: number;
  /** The content type without parameters, e.g. text/html. */
  contentType: string;
  /** Body bytes sent to the client (compressed when the proxy compressed it). */
  bytes: number;
  /**
   * Asked by the site's service worker: its script (`Service-Worker: script`) or a fetch it made
   * (its requests' referrer is its script, /sw.js), e.g. the offline pages it keeps on install.
   * Only set when true.
   */
  serviceWorker?: true;
}

/** Whether a request with these headers came from the service worker at `/sw.js` (or is its script). */
export function fromServiceWorker(headers: IncomingHttpHeaders): boolean {
  if (headers['service-worker'] === 'script') return true;
  const referer = headers.referer;
  if (!referer) return false;
  try {
    return new URL(referer).pathname === '/sw.js';
  } catch {
    return false;
  }
}

export interface CompressingProxy {
  url: string;
  /** Every answer completed since the last `reset`. */
  served: ServedResponse[];
  reset(): void;
  close(): Promise<void>;
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json|rss\+xml|atom\+xml)|image\/svg\+xml)/;

/** Whether an answer of `contentType` is worth compressing (what a CDN compresses). */
export const isCompressible = (contentType: string) => COMPRESSIBLE.test(contentType);

export interface ByteFigures {
  js: number;
  css: number;
  html: number;
  /** Every answer the page asked for (the service worker's apart). */
  total: number;
  /** Images and video the page asked for. */
  media: number;
  /** What the service worker asked for: its script and what it keeps on install. */
  serviceWorker: number;
}

const isMedia = (contentType: string) => /^(image|video)\//.test(contentType);

/** The gzipped bytes a run loaded, by kind, from the proxy's record of what it sent. */
export function bytesByKind(served: readonly ServedResponse[]): ByteFigures {
  const sum = (test: (response: ServedResponse) => boolean) =>
    served.filter(test).reduce((total, response) => total + response.bytes, 0);
  const page = (test: (response: ServedResponse) => boolean) =>
    sum((response) => !response.serviceWorker && test(response));
  return {
    js: page((response) => /javascript/.test(response.contentType)),
    css: page((response) => response.contentType === 'text/css'),
    html: page((response) => response.contentType === 'text/html'),
    total: page(() => true),
    media: page((response) => isMedia(response.contentType)),
    serviceWorker: sum((response) => response.serviceWorker === true),
  };
}

const RESIZED = /^\/cdn-cgi\/image\/[^/]+\/(.+)$/;

/**
 * The source of a Cloudflare Image Resizing address (`/cdn-cgi/image/<options>/<source>`, decision
 * 0023): an absolute http(s) URL, or a path on the site (`upstream`). Null for any other address.
 */
export function resizedSource(address: string, upstream: URL): URL | null {
  const source = RESIZED.exec(address)?.[1];
  if (source === undefined) return null;
  if (/^https?:\/\//i.test(source)) return new URL(source);
  return new URL(`/${source}`, upstream);
}

/**
 * Starts the proxy on `port` (0: any free port) in front of `upstream` (an http origin). With
 * `imageResizing`, it answers the site's `/cdn-cgi/image/…` addresses as the zone does in
 * production (IMAGE_RESIZING on): from the page's own origin, with the source's bytes (Cloudflare
 * passes SVG through unresized, and the sample pack's images are SVG).
 */
export async function startCompressingProxy(options: {
  port: number;
  upstream: string;
  imageResizing?: boolean;
}): Promise<CompressingProxy> {
  const upstream = new URL(options.upstream);
  const served: ServedResponse[] = [];
  const server = createServer((incoming, outgoing) => {
    // The Host stays the proxy's: the Worker's SITE_URL is the proxy's address in the bench.
    const headers: IncomingHttpHeaders = { ...incoming.headers, 'accept-encoding': 'identity' };
    const acceptsGzip = /\bgzip\b/.test(String(incoming.headers['accept-encoding'] ?? ''));
    const image = options.imageResizing ? resizedSource(incoming.url ?? '/', upstream) : null;
    if (image) headers.host = image.host;
    const target = image ?? new URL(incoming.url ?? '/', upstream);
    const forward = request(target, { method: incoming.method, headers }, (answer) => {
      const contentType = String(answer.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim();
      const encoding = String(answer.headers['content-encoding'] ?? 'identity');
      const compress =
        acceptsGzip && encoding === 'identity' && isCompressible(contentType) && incoming.method !== 'HEAD';
      const responseHeaders = { ...answer.headers };
      let bytes = 0;
      const record = () =>
        served.push({
          path: incoming.url ?? '/',
          status: answer.statusCode ?? 0,
          contentType,
          bytes,
          ...(fromServiceWorker(incoming.headers) ? { serviceWorker: true as const } : {}),
        });
      if (compress) {
        delete responseHeaders['content-length'];
        responseHeaders['content-encoding'] = 'gzip';
        const vary = responseHeaders.vary ? `${responseHeaders.vary}, Accept-Encoding` : 'Accept-Encoding';
        responseHeaders.vary = vary;
      } else if (encoding === 'identity') {
        delete responseHeaders['content-encoding'];
      }
      outgoing.writeHead(answer.statusCode ?? 502, responseHeaders);
      const body = compress ? answer.pipe(createGzip({ flush: constants.Z_SYNC_FLUSH })) : answer;
      body.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        outgoing.write(chunk);
      });
      body.on('end', () => {
        record();
        outgoing.end();
      });
      body.on('error', () => outgoing.destroy());
    });
    forward.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502).end();
      else outgoing.destroy();
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, upstream.hostname, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${upstream.hostname}:${port}`,
    served,
    reset: () => {
      served.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
