/**
 * `GET /media/*`: objects of the R2 bucket MEDIA (presenter images) with the content type they
 * were stored with, an ETag (conditional requests answer 304) and a year of immutable caching:
 * a new upload always gets a new key. A presenter image's variant is made from its upload when it
 * is missing (./services/presenters/images.ts). Anything else missing is a 404.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { ApiError } from '../../services/api-error';
import { makeMissingVariant, MEDIA_CACHE_CONTROL } from '../../services/presenters/images';
import { IMAGE_FORMATS } from '#shared/lib/image-check.ts';

const MEDIA_PREFIX = '/media/';
const MAX_KEY_BYTES = 1024;
/** Only what uploads store is served as itself; anything else would be a download. */
const SERVED_TYPES = new Set(Object.values(IMAGE_FORMATS).map((format) => format.contentType));

/** The object key of a /media/ address (segments URL-decoded), or null for one that names none. */
export function mediaKey(pathname: string): string | null {
  if (!pathname.startsWith(MEDIA_PREFIX)) return null;
  const segments = pathname.slice(MEDIA_PREFIX.length).split('/');
  const decoded: string[] = [];
  for (const segment of segments) {
    let value: string;
    try {
      value = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (value === '' || value === '.' || value === '..' || value.includes('/')) return null;
    decoded.push(value);
  }
  const key = decoded.join('/');
  // R2 keys are at most 1,024 bytes of UTF-8 (a longer one makes R2 throw, not answer "none").
  return key.length > 0 && new TextEncoder().encode(key).byteLength <= MAX_KEY_BYTES ? key : null;
}

const notFound = () => new ApiError(404, 'not_found', 'presenter:errors.mediaNotFound');

const hasBody = (object: R2Object | R2ObjectBody): object is R2ObjectBody => 'body' in object;

export const mediaApi = new Hono<AppEnv>();

mediaApi.get('/*', async (c) => {
  const key = mediaKey(new URL(c.req.url).pathname);
  if (!key) throw notFound();
  // `If-None-Match: *` matches any existing object (RFC 9110 13.1.2), which R2's onlyIf does not
  // apply: the object's metadata is enough for the 304. A presenter image's variant not stored yet
  // (uploaded before variants existed) is made now, once.
  const anyMatches = c.req.header('if-none-match')?.trim() === '*';
  const stored = anyMatches ? await c.env.MEDIA.head(key) : await c.env.MEDIA.get(key, { onlyIf: c.req.raw.headers });
  const object: R2Object | R2ObjectBody | null = stored ?? (await makeMissingVariant(c.env.MEDIA, key));
  if (!object) throw notFound();
  const storedType = object.httpMetadata?.contentType ?? '';
  const headers = new Headers({
    'content-type': SERVED_TYPES.has(storedType) ? storedType : 'application/octet-stream',
    'cache-control': MEDIA_CACHE_CONTROL,
    etag: object.httpEtag,
    'last-modified': object.uploaded.toUTCString(),
  });
  // With If-None-Match (or If-Modified-Since) matching, R2 answers the metadata without a body.
  if (anyMatches || !hasBody(object)) return new Response(null, { status: 304, headers });
  headers.set('content-length', String(object.size));
  return new Response(object.body, { headers });
});
