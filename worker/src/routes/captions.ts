/**
 * `GET /video-presentations/:id/media/captions-{en,fr}.vtt` (issue #35): a talk's timed transcript
 * as WebVTT captions for its small video (shared/lib/captions.ts), at an address beside its media
 * files so the service worker keeps and answers them as it does the files (a saved talk's captions
 * play offline), cached like them. Mounted before the session: no session is read, nothing counted.
 */
import { Hono } from 'hono';
import { CAPTIONS_NAME, linesFor, webVtt } from '#shared/lib/captions.ts';
import type { AppEnv } from '../context';
import { ApiError } from '../services/api-error';
import { createContentClient } from '../services/content/factory';
import { RENDITION_CACHE_CONTROL } from '../services/renditions/relay';
import { findPresentation } from './renditions';

export const captions = new Hono<AppEnv>();

captions.on(['GET', 'HEAD'], '/video-presentations/:id/media/:name{captions-(?:en|fr)\\.vtt}', async (c) => {
  const lang = CAPTIONS_NAME.exec(c.req.param('name'))?.[1];
  if (lang !== 'en' && lang !== 'fr') throw new ApiError(404, 'not_found');
  const settings = c.get('settings');
  const warn = (error: unknown) => console.warn('captions:', error instanceof Error ? error.message : error);
  const presentations = await createContentClient(settings, c.env, warn, (promise) =>
    c.executionCtx.waitUntil(promise),
  ).list('presentations');
  const found = findPresentation(presentations, c.req.param('id'));
  if (!found) throw new ApiError(404, 'not_found');
  if (found.bySlug) {
    return c.redirect(`/video-presentations/${encodeURIComponent(found.item.id)}/media/captions-${lang}.vtt`, 301);
  }
  // Lines timed on some recording of the talk: which file they fit is the ladder's business.
  const lines = linesFor(found.item, lang, undefined);
  if (!lines) throw new ApiError(404, 'not_found');
  return c.body(webVtt(lines, lang, found.item.durationSeconds), 200, {
    'content-type': 'text/vtt; charset=utf-8',
    'cache-control': RENDITION_CACHE_CONTROL,
    // Another site's page may not use them as its own track (no CORS header): the site's own player does.
    'x-content-type-options': 'nosniff',
  });
});
