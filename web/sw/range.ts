/**
 * Range requests answered from a whole file kept on the device (issue #26): a saved talk's audio is
 * kept whole in the saved cache, and an <audio> element asks for it in pieces (`Range: bytes=0-`,
 * then from wherever the listener seeks). The service worker answers each piece as the Worker does
 * online: 206 with Content-Range and Content-Length, 416 when the range starts past the end
 * (RFC 9110 §14). A Range header that is not one well-formed byte range (several ranges, another
 * unit, last before first) is ignored and the whole file is the answer (200), as the RFC allows.
 * If-Range is not looked at: the kept copy never changes under its address.
 *
 * Written here rather than with workbox-range-requests: the site's Workbox modules do not include
 * it, and that module answers 416 for the malformed headers the RFC says to ignore.
 */

/** One byte range of a file, both ends included. */
export interface ByteRange {
  start: number;
  end: number;
}

const RANGE_SPEC = /^(\d*)-(\d*)$/;

/**
 * The range a `Range` header asks of a file of `size` bytes: the range (its end cut to the file),
 * 'unsatisfiable' when it starts at or past the end (or asks for the last 0 bytes), or undefined
 * when the header is absent or is not one well-formed byte range (the whole file is then sent).
 */
export function parseRange(header: string | null | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^\s*bytes\s*=\s*(.+)$/i.exec(header);
  if (!match) return undefined;
  const specs = match[1]!.split(',');
  if (specs.length !== 1) return undefined;
  const spec = RANGE_SPEC.exec(specs[0]!.trim());
  if (!spec) return undefined;
  const [, first = '', last = ''] = spec;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    // The last N bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  if (end < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

/**
 * The answer to `request` from `whole`, a complete 200 response kept on the device: the whole file
 * when no (usable) range is asked, 206 with the piece asked for, or 416. The headers of the kept
 * file (its type) go with every piece.
 */
export async function answerRange(request: Request, whole: Response): Promise<Response> {
  const header = request.headers.get('range');
  const headers = new Headers(whole.headers);
  headers.set('accept-ranges', 'bytes');
  if (!header) return new Response(whole.body, { status: 200, headers });
  const blob = await whole.blob();
  const range = parseRange(header, blob.size);
  if (range === undefined) {
    headers.set('content-length', String(blob.size));
    return new Response(blob, { status: 200, headers });
  }
  if (range === 'unsatisfiable') {
    headers.delete('content-type');
    headers.set('content-length', '0');
    headers.set('content-range', `bytes */${blob.size}`);
    return new Response(null, { status: 416, statusText: 'Range Not Satisfiable', headers });
  }
  const piece = blob.slice(range.start, range.end + 1);
  headers.set('content-length', String(piece.size));
  headers.set('content-range', `bytes ${range.start}-${range.end}/${blob.size}`);
  return new Response(piece, { status: 206, statusText: 'Partial Content', headers });
}
