/**
 * `GET`/`HEAD /video-presentations/:id/media/:name` (issue #26): a presentation's audio or small
 * video at the site's own address (shared/lib/renditions.ts names it), relayed from the address the
 * CMS gives with range requests (services/renditions/relay.ts), so a plain `<audio preload="none">`
 * plays and seeks it, the service worker can keep it and the CSP needs only `media-src 'self'`.
 * `?download=1` answers it as a file to save, named after the talk. Mounted before the session
 * and the pages: no session is read, no page kept or counted as a page view.
 */
import { Hono, type Context } from 'hono';
import { downloadStem, RENDITION_NAME, renditionNamed } from '#shared/lib/renditions.ts';
import { SAVE_HEADER } from '#shared/lib/offline.ts';
import type { Presentation, Rendition } from '#shared/schemas/content.ts';
import type { AppEnv } from '../context';
import { ApiError } from '../services/api-error';
import { createContentClient } from '../services/content/factory';
import { relayRendition, RenditionMissing, RenditionUnavailable } from '../services/renditions/relay';
import { recordRungChoice } from './api/rung-choices';

export const RENDITION_ROUTE = '/video-presentations/:id/media/:name';

/** The query a podcast feed's enclosure carries (`?from=podcast`), so its download is counted. */
export const PODCAST_FROM = 'podcast';

const notFound = () => new ApiError(404, 'not_found');

/** The presentation whose id (or slug, for a hand-made link) is `key`. */
export function findPresentation(
  items: Presentation[],
  key: string,
): { item: Presentation; bySlug: boolean } | undefined {
  const byId = items.find((item) => item.id === key);
  if (byId) return { item: byId, bySlug: false };
  const bySlug = items.find((item) => item.slug !== undefined && item.slug === key);
  return bySlug ? { item: bySlug, bySlug: true } : undefined;
}

/** The name a saved copy gets: the talk's slug (else its id) and the rendition's name. */
export function downloadName(presentation: Pick<Presentation, 'id' | 'slug'>, name: string): string {
  return `${downloadStem(presentation)}-${name}`;
}

/** What the rung count hears when a play or download starts. */
export interface RenditionStart {
  presentation: Presentation;
  rendition: Rendition;
  /** `?download=1`: a file to keep rather than a play. */
  download: boolean;
}

/** A play or a download of a rendition has started (its first bytes are on their way): a rung chosen. */
function playOrDownloadStarted(c: Context<AppEnv>, start: RenditionStart): void {
  // Save for offline keeps the audio with the page: a page saved, not a rung chosen.
  if (c.req.header(SAVE_HEADER) === '1') return;
  recordRungChoice(
    c,
    { presentationId: start.presentation.id, rung: start.rendition.kind === 'audio' ? 'listen' : 'watch-small' },
    // A podcast feed's enclosure (issue #35) is the listen rung, whatever the app calls itself.
    { podcastApp: c.req.query('from') === PODCAST_FROM },
  );
}

export const renditions = new Hono<AppEnv>();

renditions.on(['GET', 'HEAD'], RENDITION_ROUTE, async (c) => {
  const name = c.req.param('name');
  const key = c.req.param('id');
  // Only names renditionName writes: anything else is no file of ours, before any content is read.
  if (!RENDITION_NAME.test(name)) throw notFound();
  const settings = c.get('settings');
  const warn = (error: unknown) => console.warn('rendition:', error instanceof Error ? error.message : error);
  const waitUntil = (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise);
  // Every language's presentations: a file's address does not depend on the reader's language.
  const presentations = await createContentClient(settings, c.env, warn, waitUntil).list('presentations');
  const found = findPresentation(presentations, key);
  if (!found) throw notFound();
  const { item, bySlug } = found;
  if (bySlug) {
    // One address per file (as the page's): a slug link is sent on to the id's.
    const url = new URL(c.req.url);
    return c.redirect(`/video-presentations/${encodeURIComponent(item.id)}/media/${name}${url.search}`, 301);
  }
  const rendition = renditionNamed(item.renditions, name);
  if (!rendition) throw notFound();
  const download = c.req.query('download') === '1';
  let response: Response;
  try {
    response = await relayRendition(c.req.raw, rendition, {
      timeoutMs: settings.CONTENT_TIMEOUT_MS,
      filename: downloadName(item, name),
      download,
      warn,
    });
  } catch (error) {
    if (error instanceof RenditionMissing) {
      warn(error);
      throw notFound();
    }
    if (error instanceof RenditionUnavailable) {
      warn(error);
      throw new ApiError(503, 'unavailable');
    }
    throw error;
  }
  // The count itself keeps only a play's or a download's first request (a GET from byte 0).
  if (response.status === 200 || response.status === 206) {
    playOrDownloadStarted(c, { presentation: item, rendition, download });
  }
  return response;
});

renditions.all(RENDITION_ROUTE, (c) => {
  c.header('allow', 'GET, HEAD');
  throw new ApiError(405, 'method_not_allowed');
});
