/**
 * `GET /video-presentations/:id/transcript.html`: a presentation's transcript as a file to keep and
 * pass on (issue #26.4; shared/lib/transcript-document.ts), in the reader's language as the page
 * shows it. An attachment, so a phone saves it rather than opening a page.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { transcriptFile } from '#shared/lib/transcript-document.ts';
import { pageServices } from '../page-services';
import { ApiError } from '../services/api-error';

export const transcriptDownload = new Hono<AppEnv>();

transcriptDownload.get('/video-presentations/:id/transcript.html', async (c) => {
  const services = pageServices(c);
  const key = c.req.param('id');
  const [presentations, presenters] = await Promise.all([
    services.content.list('presentations'),
    services.content.list('presenters').catch(() => []),
  ]).catch(() => {
    throw new ApiError(503, 'unavailable', 'presentations:download.unavailable');
  });
  const item = presentations.find((candidate) => candidate.id === key || candidate.slug === key);
  const file = item && transcriptFile(item, presenters, services.locale, services.origin);
  if (!file) throw new ApiError(404, 'not_found', 'presentations:download.noTranscript');
  return c.body(file.html, 200, {
    'content-type': 'text/html; charset=utf-8',
    'content-disposition': `attachment; filename="${file.filename}"`,
    // The file is in the reader's language (cookie); never shared between readers by a cache.
    'cache-control': 'private, max-age=300',
    vary: 'cookie, accept-language',
  });
});
