/**
 * A rendition's bytes from its address at the CMS, answered as the site's own (issue #26): the
 * visitor's Range (and If-Range, If-None-Match) is passed on; a 206 comes back as it is, and a host
 * that ignores ranges (200) is cut to the range here, so the answer is a 206 either way. The type is
 * the one the content schema checked (never the host's), the length the host's. No Hono inside.
 */
import { contentRange, parseRange, rangeApplies, readContentRange, unsatisfiedRange } from '#shared/lib/byte-range.ts';

/**
 * A file's address as the logs may say it: its origin and path, never its query (a CMS may sign
 * its addresses, and a signature is a secret).
 */
export function loggable(address: string): string {
  try {
    const url = new URL(address);
    return `${url.origin}${url.pathname}`;
  } catch {
    return '(an address that is not a URL)';
  }
}
import type { Rendition } from '#shared/schemas/content.ts';

/** A day in browsers and shared caches: a rendition's address names one file of one talk. */
export const RENDITION_CACHE_CONTROL = 'public, max-age=86400';

export interface RelayOptions {
  /** How long the host has to start answering (the body then takes as long as it takes). */
  timeoutMs: number;
  /** The name a saved copy gets (`rhino-poaching-on-the-front-line-audio-en.ogg`). */
  filename: string;
  /** Answer as a download (Content-Disposition: attachment) rather than to play. */
  download: boolean;
  fetch?: typeof fetch;
  /** Hears what is wrong with the host's answer or the CMS's description of the file. */
  warn?: (message: string) => void;
}

/** The host cannot be reached, or answered what a file host must not (logged, answered 503). */
export class RenditionUnavailable extends Error {
  override name = 'RenditionUnavailable';
}

/** The host says the file is not there (answered 404). */
export class RenditionMissing extends Error {
  override name = 'RenditionMissing';
}

/** Request headers passed on to the host. */
const PASSED_ON = ['if-range', 'if-none-match', 'if-modified-since'] as const;
/** Response headers of the host kept in the answer. */
const KEPT = ['etag', 'last-modified'] as const;

/** Whether an If-None-Match header matches an existing file of `etag` (weak comparison). */
function noneMatch(header: string | null, etag: string | null): boolean {
  if (header === null) return false;
  if (header.trim() === '*') return true;
  if (etag === null) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * The answer to `request` (GET or HEAD) for `rendition`: 200, 206, 304 or 416 with Accept-Ranges,
 * Content-Length, Content-Range, Content-Type, Cache-Control, Content-Disposition and nosniff.
 * Throws RenditionMissing or RenditionUnavailable.
 */
export async function relayRendition(request: Request, rendition: Rendition, options: RelayOptions): Promise<Response> {
  const head = request.method === 'HEAD';
  const range = request.headers.get('range');
  // A Range this route would ignore is not sent on: the host might read it otherwise.
  const ranged = range !== null && parseRange(range, rendition.bytes).kind !== 'whole';
  const upstreamHeaders = new Headers({ 'accept-encoding': 'identity' });
  if (ranged) upstreamHeaders.set('range', range);
  for (const name of PASSED_ON) {
    const value = request.headers.get(name);
    if (value !== null && (name !== 'if-range' || ranged)) upstreamHeaders.set(name, value);
  }

  const upstream = await fetchHeaders(rendition.url, head ? 'HEAD' : 'GET', upstreamHeaders, options);
  const headers = new Headers({
    'accept-ranges': 'bytes',
    'content-type': rendition.type,
    'cache-control': RENDITION_CACHE_CONTROL,
    'content-disposition': `${options.download ? 'attachment' : 'inline'}; filename="${options.filename}"`,
    'x-content-type-options': 'nosniff',
  });
  for (const name of KEPT) {
    const value = upstream.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const warn = options.warn ?? (() => undefined);
  const differs = (size: number) => {
    if (size !== rendition.bytes)
      warn(`${loggable(rendition.url)}: the CMS says ${rendition.bytes} bytes, the file has ${size}`);
  };

  if (upstream.status === 304) {
    await upstream.body?.cancel();
    return new Response(null, { status: 304, headers });
  }
  if (upstream.status === 416) {
    await upstream.body?.cancel();
    const size = sizeOfUnsatisfied(upstream.headers.get('content-range')) ?? rendition.bytes;
    return unsatisfiable(headers, size);
  }
  if (upstream.status === 206) {
    const part = readContentRange(upstream.headers.get('content-range'));
    if (!part) {
      await upstream.body?.cancel();
      throw new RenditionUnavailable(`${loggable(rendition.url)}: a 206 without a usable Content-Range`);
    }
    differs(part.size);
    headers.set('content-range', contentRange(part.start, part.end, part.size));
    headers.set('content-length', String(part.end - part.start + 1));
    return new Response(head ? null : upstream.body, { status: 206, headers });
  }
  if (upstream.status === 404 || upstream.status === 410) {
    await upstream.body?.cancel();
    throw new RenditionMissing(`${loggable(rendition.url)}: the host answered ${upstream.status}`);
  }
  if (upstream.status !== 200) {
    await upstream.body?.cancel();
    throw new RenditionUnavailable(`${loggable(rendition.url)}: the host answered ${upstream.status}`);
  }

  // A host that ignored If-None-Match (`*` matches any file that exists, RFC 9110 13.1.2).
  if (noneMatch(request.headers.get('if-none-match'), upstream.headers.get('etag'))) {
    await upstream.body?.cancel();
    return new Response(null, { status: 304, headers });
  }

  // A whole file: the host's length, else the CMS's.
  const declared = upstream.headers.get('content-length');
  const size = declared !== null && /^\d{1,15}$/.test(declared) ? Number(declared) : rendition.bytes;
  differs(size);
  const current = { etag: upstream.headers.get('etag'), lastModified: upstream.headers.get('last-modified') };
  const asked = ranged && rangeApplies(request.headers.get('if-range'), current) ? parseRange(range, size) : undefined;
  if (asked?.kind === 'unsatisfiable') {
    await upstream.body?.cancel();
    return unsatisfiable(headers, size);
  }
  if (asked?.kind === 'part') {
    // The host ignored the range: the Worker sends only the bytes asked for.
    const length = asked.end - asked.start + 1;
    headers.set('content-range', contentRange(asked.start, asked.end, size));
    headers.set('content-length', String(length));
    if (head || !upstream.body) {
      await upstream.body?.cancel();
      return new Response(null, { status: 206, headers });
    }
    return new Response(fixedLength(sliceBytes(upstream.body, asked.start, length), length), { status: 206, headers });
  }
  headers.set('content-length', String(size));
  return new Response(head ? null : upstream.body, { status: 200, headers });
}

/** The host's answer once its headers have come, within the time allowed for that. */
async function fetchHeaders(url: string, method: string, headers: Headers, options: RelayOptions): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('timed out')), options.timeoutMs);
  try {
    return await (options.fetch ?? fetch)(url, { method, headers, signal: controller.signal, redirect: 'follow' });
  } catch (cause) {
    throw new RenditionUnavailable(`${loggable(url)}: ${cause instanceof Error ? cause.message : 'request failed'}`, {
      cause,
    });
  } finally {
    // The body is not timed: a long file on a slow line may take minutes.
    clearTimeout(timer);
  }
}

function unsatisfiable(headers: Headers, size: number): Response {
  headers.delete('content-type');
  headers.delete('content-disposition');
  headers.set('content-range', unsatisfiedRange(size));
  headers.set('content-length', '0');
  return new Response(null, { status: 416, headers });
}

/** The complete length of a 416's `Content-Range: bytes *\/1234`. */
function sizeOfUnsatisfied(header: string | null): number | undefined {
  const match = /^bytes \*\/(\d{1,15})$/.exec(header?.trim() ?? '');
  return match ? Number(match[1]) : undefined;
}

/** `length` bytes of `body` from byte `start`; the rest of the body is not read. */
export function sliceBytes(
  body: ReadableStream<Uint8Array>,
  start: number,
  length: number,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let position = 0;
  let remaining = length;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        if (remaining <= 0) {
          controller.close();
          await reader.cancel();
          return;
        }
        const { done, value } = await reader.read();
        if (done) {
          controller.error(new Error(`the file ended ${remaining} bytes before the range did`));
          return;
        }
        const from = Math.max(0, start - position);
        position += value.byteLength;
        if (from >= value.byteLength) continue;
        const part = value.subarray(from, from + remaining);
        remaining -= part.byteLength;
        controller.enqueue(part);
        return;
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/** A stream the runtime sends with its Content-Length (workerd's FixedLengthStream). */
function fixedLength(body: ReadableStream<Uint8Array>, length: number): ReadableStream<Uint8Array> {
  const { readable, writable } = new FixedLengthStream(length);
  body.pipeTo(writable).catch(() => undefined);
  return readable;
}
