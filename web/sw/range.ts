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
 * it, and that module answers 416 for the malformed headers the RFC says to ignore. The header is
 * read as the Worker reads it (shared/lib/byte-range.ts).
 */

import { contentRange, parseRange, unsatisfiedRange } from '#shared/lib/byte-range.ts';

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
  if (range.kind === 'whole') {
    headers.set('content-length', String(blob.size));
    return new Response(blob, { status: 200, headers });
  }
  if (range.kind === 'unsatisfiable') {
    headers.delete('content-type');
    headers.set('content-length', '0');
    headers.set('content-range', unsatisfiedRange(blob.size));
    return new Response(null, { status: 416, statusText: 'Range Not Satisfiable', headers });
  }
  const piece = blob.slice(range.start, range.end + 1);
  headers.set('content-length', String(piece.size));
  headers.set('content-range', contentRange(range.start, range.end, blob.size));
  return new Response(piece, { status: 206, statusText: 'Partial Content', headers });
}
