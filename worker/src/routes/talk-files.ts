/**
 * "Send this talk" (issue #35): `GET`/`HEAD /video-presentations/:id/talk-{en,fr}.html` (with the
 * audio) and `…/talk-video-{en,fr}.html` (with the small video), one self-contained HTML file per
 * talk and language (shared/lib/talk-file.ts), streamed as the media file is read from its host,
 * with the exact Content-Length the page stated. Mounted before the session, as the media files:
 * a public file whose address names its language, cached like them. Counted as the rung its media
 * is (listen, watch small). Below them, the ZIPs of a series, a collection or a presenter.
 */
import { Hono, type Context } from 'hono';
import { makeZip } from 'client-zip';
import { localize } from '#shared/lib/localize.ts';
import { bundleEntries, groupTalks, talkBundle, type BundleGroup } from '#shared/lib/talk-bundle.ts';
import { bundlePath, type BundleKind } from '#shared/lib/group-paths.ts';
import type { Presentation, Presenter } from '#shared/schemas/content.ts';
import { TALK_FILE_NAME, talkFile, type TalkFile } from '#shared/lib/talk-file.ts';
import type { AppEnv } from '../context';
import { ApiError } from '../services/api-error';
import { createContentClient } from '../services/content/factory';
import {
  loggable,
  relayRendition,
  RENDITION_CACHE_CONTROL,
  RenditionMissing,
  RenditionUnavailable,
} from '../services/renditions/relay';
import { talkFileStream } from '../services/talk-file/stream';
import { recordRungChoice } from './api/rung-choices';
import { findPresentation } from './renditions';

/** The talks and presenters in every language (a file's address names its language). */
export async function talkContent(
  c: Context<AppEnv>,
): Promise<{ presentations: Presentation[]; presenters: Presenter[] }> {
  const warn = (error: unknown) => console.warn('talk file:', error instanceof Error ? error.message : error);
  const client = createContentClient(c.get('settings'), c.env, warn, (promise) => c.executionCtx.waitUntil(promise));
  const [presentations, presenters] = await Promise.all([
    client.list('presentations'),
    client.list('presenters').catch(() => [] as Presenter[]),
  ]);
  return { presentations, presenters };
}

/**
 * The media file of `file` from its host, whole, checked to be the size the file was built for
 * (else the Content-Length said would be wrong): its body, or an ApiError (404, 503).
 */
export async function mediaBody(c: Context<AppEnv>, file: TalkFile): Promise<ReadableStream<Uint8Array>> {
  const warn = (message: unknown) => console.warn('talk file:', message instanceof Error ? message.message : message);
  let response: Response;
  try {
    response = await relayRendition(new Request(c.req.url), file.media, {
      timeoutMs: c.get('settings').CONTENT_TIMEOUT_MS,
      filename: file.filename,
      download: true,
      warn,
    });
  } catch (error) {
    warn(error);
    if (error instanceof RenditionMissing) throw new ApiError(404, 'not_found');
    if (error instanceof RenditionUnavailable) throw new ApiError(503, 'unavailable');
    throw error;
  }
  if (
    response.status !== 200 ||
    !response.body ||
    response.headers.get('content-length') !== String(file.media.bytes)
  ) {
    await response.body?.cancel();
    warn(`${loggable(file.media.url)}: not the ${file.media.bytes} bytes the talk file was built for`);
    throw new ApiError(503, 'unavailable');
  }
  return response.body;
}

/** A stream the runtime sends with exactly `length` bytes as its Content-Length. */
export function withLength(body: ReadableStream<Uint8Array>, length: number): ReadableStream<Uint8Array> {
  const { readable, writable } = new FixedLengthStream(length);
  body.pipeTo(writable).catch(() => undefined);
  return readable;
}

export const talkFiles = new Hono<AppEnv>();

talkFiles.on(['GET', 'HEAD'], '/video-presentations/:id/:name{talk(?:-video)?-(?:en|fr)\\.html}', async (c) => {
  const match = TALK_FILE_NAME.exec(c.req.param('name'));
  const lang = match?.[2];
  if (lang !== 'en' && lang !== 'fr') throw new ApiError(404, 'not_found');
  const kind = match?.[1] ? 'video' : 'audio';
  const { presentations, presenters } = await talkContent(c);
  const found = findPresentation(presentations, c.req.param('id'));
  if (!found) throw new ApiError(404, 'not_found');
  if (found.bySlug) {
    return c.redirect(`/video-presentations/${encodeURIComponent(found.item.id)}/${c.req.param('name')}`, 301);
  }
  const file = talkFile(found.item, presenters, lang, kind, c.get('settings').SITE_URL);
  if (!file) throw new ApiError(404, 'not_found');
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(file.bytes),
    'content-disposition': `attachment; filename="${file.filename}"`,
    'cache-control': RENDITION_CACHE_CONTROL,
    'x-content-type-options': 'nosniff',
  };
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  const media = await mediaBody(c, file);
  recordRungChoice(c, { presentationId: found.item.id, rung: kind === 'audio' ? 'listen' : 'watch-small' });
  return new Response(withLength(talkFileStream(file.head, media, file.tail), file.bytes), { status: 200, headers });
});

/**
 * A series, a collection or a presenter's talks as one ZIP (issue #35, shared/lib/talk-bundle.ts):
 * `GET`/`HEAD /video-presentations/series/:id/talks-{en,fr}.zip`, `/collections/:id/talks-….zip`,
 * `/presenters/:id/talks-….zip`. Streamed: each talk's audio is read from its host only when the ZIP
 * reaches it, one at a time, and never held whole; the Content-Length is the size the page stated.
 */
async function bundleAnswer(c: Context<AppEnv>, kind: BundleKind) {
  const lang = /^talks-(en|fr)\.zip$/.exec(c.req.param('name') ?? '')?.[1];
  if (lang !== 'en' && lang !== 'fr') throw new ApiError(404, 'not_found');
  const key = c.req.param('id') ?? '';
  const warn = (error: unknown) => console.warn('talk bundle:', error instanceof Error ? error.message : error);
  const client = createContentClient(c.get('settings'), c.env, warn, (promise) => c.executionCtx.waitUntil(promise));
  const { presentations, presenters } = await talkContent(c);
  let group: BundleGroup | undefined;
  if (kind === 'presenter') {
    const presenter = presenters.find((item) => item.id === key);
    if (presenter) group = { kind, id: presenter.id, title: `${presenter.name} ${presenter.surname}`.trim() };
  } else {
    const groups = await client.list(kind === 'series' ? 'series' : 'collections');
    const found = groups.find((item) => item.id === key || ('slug' in item && item.slug === key));
    if (found) {
      group = {
        kind,
        id: found.id,
        slug: 'slug' in found ? found.slug : undefined,
        title: localize(found.title, lang) || found.id,
      };
    }
  }
  if (!group) throw new ApiError(404, 'not_found');
  if (group.id !== key) return c.redirect(bundlePath(kind, group.id, lang), 301);
  const origin = c.get('settings').SITE_URL;
  const made = talkBundle(group, groupTalks(kind, group.id, presentations), presenters, lang, origin);
  if (!made) throw new ApiError(404, 'not_found');
  const bundle = made;
  const headers = {
    'content-type': 'application/zip',
    'content-length': String(bundle.bytes),
    'content-disposition': `attachment; filename="${bundle.filename}"`,
    'cache-control': RENDITION_CACHE_CONTROL,
    'x-content-type-options': 'nosniff',
  };
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  for (const { item } of bundle.talks) recordRungChoice(c, { presentationId: item.id, rung: 'listen' });
  const entries = bundleEntries(bundle);
  async function* files() {
    yield { name: entries[0]!.name, size: entries[0]!.size, lastModified: bundle.lastModified, input: bundle.index };
    for (const [index, { file }] of bundle.talks.entries()) {
      const entry = entries[index + 1]!;
      const media = await mediaBody(c, file);
      yield {
        name: entry.name,
        size: entry.size,
        lastModified: bundle.lastModified,
        input: talkFileStream(file.head, media, file.tail),
      };
    }
  }
  return new Response(withLength(makeZip(files()), bundle.bytes), { status: 200, headers });
}

talkFiles.on(['GET', 'HEAD'], '/video-presentations/series/:id/:name{talks-(?:en|fr)\\.zip}', (c) =>
  bundleAnswer(c, 'series'),
);
talkFiles.on(['GET', 'HEAD'], '/collections/:id/:name{talks-(?:en|fr)\\.zip}', (c) => bundleAnswer(c, 'collection'));
talkFiles.on(['GET', 'HEAD'], '/presenters/:id/:name{talks-(?:en|fr)\\.zip}', (c) => bundleAnswer(c, 'presenter'));
