/**
 * `GET`/`HEAD /answers/:id/recording` (decision 0040): an approved answer's recording from the R2
 * bucket MEDIA, with range requests like the talks' audio (a plain `<audio preload="none">` plays
 * and seeks it). Only while the answer is in the published snapshot: a withdrawn or unapproved
 * answer's recording is a 404 (and a withdrawn one's object is deleted). Not cached for long
 * anywhere: a withdrawal must take it off within minutes.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { ApiError } from '../services/api-error';
import { contentRange, parseRange, rangeApplies, unsatisfiedRange } from '#shared/lib/byte-range.ts';
import { readPublishedAnswers } from '../services/answers/published';
import { firestoreFor } from '../services/members/from-settings';
import { getAnswer } from '../services/answers/store';

export const RECORDING_ROUTE = '/answers/:id/recording';
/** A browser and the service worker may keep it for five minutes, no shared cache longer. */
const CACHE_CONTROL = 'public, max-age=300';

const notFound = () => new ApiError(404, 'not_found', 'answers:errors.notFound');

/**
 * Where each approved answer's recording is stored, as read from Firestore once per isolate and
 * snapshot version: a player asks for many ranges of one file, and each would read the answer
 * again. The published snapshot is still checked on every request first (a withdrawn answer is a
 * 404 at once).
 */
const storedAt = new Map<string, { key: string; type: string }>();
const STORED_AT_MAX = 500;

export const answerRecordings = new Hono<AppEnv>();

answerRecordings.on(['GET', 'HEAD'], RECORDING_ROUTE, async (c) => {
  const id = c.req.param('id');
  const snapshot = await readPublishedAnswers(c.env.CONTENT_KV);
  const published = snapshot.items.find((item) => item.id === id);
  if (!published?.recording) throw notFound();
  // The key is the Worker's own, read from the stored answer (the snapshot holds only public fields).
  // Kept per snapshot version: any approval, edit or withdrawal reads it again.
  const held = `${snapshot.version}/${id}`;
  let recording = storedAt.get(held);
  if (!recording) {
    const answer = await getAnswer(firestoreFor(c.get('settings'), c.env), id);
    if (answer.status !== 'approved' || !answer.recording) throw notFound();
    recording = { key: answer.recording.key, type: answer.recording.type };
    if (storedAt.size >= STORED_AT_MAX) storedAt.clear();
    storedAt.set(held, recording);
  }
  return serveRecording(c.req.raw, c.env.MEDIA, recording, CACHE_CONTROL);
});

/**
 * A stored recording with range requests (the public route, and the console's for an answer not
 * yet approved): 206 for one satisfiable range, 416 past the end, 200 otherwise.
 */
export async function serveRecording(
  request: Request,
  bucket: R2Bucket,
  recording: { key: string; type: string },
  cacheControl: string,
): Promise<Response> {
  const head = await bucket.head(recording.key);
  if (!head) throw notFound();
  const size = head.size;
  const headers = new Headers({
    'content-type': recording.type,
    'cache-control': cacheControl,
    'accept-ranges': 'bytes',
    etag: head.httpEtag,
    'last-modified': head.uploaded.toUTCString(),
  });
  const range = rangeApplies(request.headers.get('if-range'), {
    etag: head.httpEtag,
    lastModified: head.uploaded.toUTCString(),
  })
    ? parseRange(request.headers.get('range'), size)
    : ({ kind: 'whole' } as const);
  if (range.kind === 'unsatisfiable') {
    headers.set('content-range', unsatisfiedRange(size));
    return new Response(null, { status: 416, headers });
  }
  const part = range.kind === 'part' ? { offset: range.start, length: range.end - range.start + 1 } : null;
  headers.set('content-length', String(part ? part.length : size));
  if (part) headers.set('content-range', contentRange(part.offset, part.offset + part.length - 1, size));
  const status = part ? 206 : 200;
  if (request.method === 'HEAD') return new Response(null, { status, headers });
  const object = await bucket.get(recording.key, part ? { range: part } : {});
  if (!object) throw notFound();
  return new Response(object.body, { status, headers });
}
