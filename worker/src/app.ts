/**
 * The Worker's Hono app: security headers, settings check, locale and session, then the routes
 * (health, APIs, feeds, admin console, then every page through React Router) and one error handler for all of them.
 */
import { Hono } from 'hono';
import type { AppEnv } from './context';
import { readSettings } from './env';
import { securityHeaders } from './middleware/security-headers';
import { urlLimit } from './middleware/url-limit';
import { localeMiddleware } from './middleware/locale';
import { modeMiddleware } from './middleware/mode';
import { countryMiddleware } from './middleware/country';
import { sameSiteOnly } from './middleware/same-site';
import { calendar } from './routes/calendar';
import { transcriptDownload } from './routes/transcript';
import { discovery } from './routes/discovery';
import { api } from './routes/api/index';
import { devMailbox } from './routes/dev-mailbox';
import { renditions } from './routes/renditions';
import { answerRecordings } from './routes/answer-recordings';
import { devSeed } from './routes/dev-seed';
import { captions } from './routes/captions';
import { talkFiles } from './routes/talk-files';
import { podcasts } from './routes/podcasts';
import { readSession } from './session';
import { userOfSession } from './services/auth/session-cookie';
import { pages } from './routes/pages';
import { admin } from './routes/admin';
import { answerError } from './middleware/api-errors';
import { drainUnreadBody } from './middleware/drain-body';

export function createApp() {
  const app = new Hono<AppEnv>();

  // Outermost: on the local stack, a body the answer left unread is read before it leaves.
  app.use('*', drainUnreadBody);
  // First, so every answer carries them: the health check and errors included.
  app.use('*', securityHeaders);
  app.get('/healthz', (c) => c.json({ status: 'ok' }));

  app.use('*', async (c, next) => {
    c.set('settings', readSettings(c.env));
    await next();
  });
  app.use('*', sameSiteOnly);
  app.use('*', localeMiddleware);
  app.use('*', modeMiddleware);
  app.use('*', countryMiddleware);
  app.use('*', urlLimit);
  // Audio and small video files (issue #26): before the session and the pages, so a media request
  // (many per play: one per range) reads no session and is never kept or counted as a page.
  app.route('/', captions);
  app.route('/', talkFiles);
  app.route('/', podcasts);
  app.route('/', renditions);
  app.route('/', answerRecordings);
  app.use('*', async (c, next) => {
    const session = await readSession(c);
    c.set('session', session);
    c.set('user', session ? userOfSession(session) : null);
    await next();
  });

  app.route('/admin', admin);
  app.route('/', calendar);
  app.route('/', transcriptDownload);
  app.route('/', discovery);
  app.route('/', api);
  app.route('/', devMailbox);
  app.route('/', devSeed);
  app.route('/', pages);

  app.onError(answerError);

  return app;
}
