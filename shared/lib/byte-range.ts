/**
 * HTTP range requests (RFC 9110 §14) for one representation of known length: reading a `Range`
 * header, whether `If-Range` lets it apply, and the `Content-Range` of the answer. Used by the
 * Worker's media route and the local content service; pure, for the Worker, the browser and Node.
 */

/** What a request's `Range` header asks of a representation of `size` bytes. */
export type RangeRequest =
  /** No range, or one to ignore (another unit, bad syntax, several ranges): the whole, 200. */
  | { kind: 'whole' }
  /** One satisfiable range, `start` to `end` inclusive, clipped to the size: 206. */
  | { kind: 'part'; start: number; end: number }
  /** A valid range that starts past the end (or a suffix of zero bytes): 416. */
  | { kind: 'unsatisfiable' };

const BYTE_RANGE = /^bytes[ \t]*=[ \t]*(\d*)[ \t]*-[ \t]*(\d*)[ \t]*$/i;
/** Digits beyond this many cannot name a byte of any file served here (and stay exact numbers). */
const MAX_DIGITS = 15;

/**
 * Reads `header` for a representation of `size` bytes. Only one `bytes` range is served: a
 * server may ignore a Range it does not support (§14.2), so several ranges, another unit and bad
 * syntax (`bytes=5-2`, `bytes=-`, `bytes=abc`) all answer the whole representation.
 */
export function parseRange(header: string | null | undefined, size: number): RangeRequest {
  if (header === null || header === undefined) return { kind: 'whole' };
  const match = BYTE_RANGE.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first.length > MAX_DIGITS || last.length > MAX_DIGITS) return { kind: 'whole' };
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // A suffix: the last `last` bytes (all of them when the file is shorter).
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (last !== '' && end < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end: Math.min(end, size - 1) };
}

/**
 * Whether a Range applies given the request's `If-Range` (§13.1.5): always without one; with an
 * entity tag, only when it is strong and equal to the representation's; with a date, only when
 * it is exactly the representation's Last-Modified.
 */
export function rangeApplies(
  ifRange: string | null | undefined,
  current: { etag?: string | null; lastModified?: string | null },
): boolean {
  if (ifRange === null || ifRange === undefined) return true;
  const condition = ifRange.trim();
  if (condition.startsWith('"') || condition.startsWith('W/')) {
    return (
      !condition.startsWith('W/') && !!current.etag && !current.etag.startsWith('W/') && condition === current.etag
    );
  }
  if (!current.lastModified) return false;
  const asked = Date.parse(condition);
  return !Number.isNaN(asked) && asked === Date.parse(current.lastModified);
}

/** `Content-Range` of a 206 with bytes `start`-`end` of `size`. */
export function contentRange(start: number, end: number, size: number): string {
  return `bytes ${start}-${end}/${size}`;
}

/** `Content-Range` of a 416: the representation's length. */
export function unsatisfiedRange(size: number): string {
  return `bytes */${size}`;
}

/**
 * The `start`-`end` of a 206's `Content-Range` with its complete length (`bytes 0-99/1000`), or
 * null when the header is not one (an unknown length `*` included).
 */
export function readContentRange(
  header: string | null | undefined,
): { start: number; end: number; size: number } | null {
  const match = /^bytes (\d{1,15})-(\d{1,15})\/(\d{1,15})$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const start = Number(match[1]);
  const end = Number(match[2]);
  const size = Number(match[3]);
  return start <= end && end < size ? { start, end, size } : null;
}
