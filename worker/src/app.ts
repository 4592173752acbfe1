/**
 * The Worker's Hono app: settings check, security headers, locale and session, then the routes
 * (health, route data, admin console, pages) and one error handler for all of them.
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './context';
import { readSettings, SettingsError } from './env';
import { securityHeaders } from './middleware/security-headers';
import { localeMiddleware } from './middleware/locale';
import { sameSiteOnly } from './middleware/same-site';
import { routeActionRoute } from './routes/route-action';
import { calendar } from './routes/calendar';
import { discovery } from './routes/discovery';
import { api } from './routes/api/index';
import { devMailbox } from './routes/dev-mailbox';
import { readSessionUser } from './session';
import { routeData } from './routes/route-data';
import { ssr } from './routes/ssr';
import { admin } from './routes/admin';
import { ROUTE_ACTION_PREFIX, ROUTE_DATA_PREFIX } from '../../web/src/lib/route-data';
import { errorDocument } from './error-document';

export function createApp() {
  const app = new Hono<AppEnv>();

  app.get('/healthz', (c) => c.json({ status: 'ok' }));

  app.use('*', async (c, next) => {
    c.set('settings', readSettings(c.env));
    await next();
  });
  app.use('*', securityHeaders);
  app.use('*', sameSiteOnly);
  app.use('*', localeMiddleware);
  app.use('*', async (c, next) => {
    c.set('user', await readSessionUser(c));
    await next();
  });

  app.route(ROUTE_DATA_PREFIX.replace(/\/$/, ''), routeData);
  app.route(ROUTE_ACTION_PREFIX.replace(/\/$/, ''), routeActionRoute);
  app.route('/admin', admin);
  app.route('/', calendar);
  app.route('/', discovery);
  app.route('/', api);
  app.route('/', devMailbox);
  app.route('/', ssr);

  app.onError((error, c) => {
    const status = error instanceof HTTPException ? error.status : 500;
    if (error instanceof SettingsError) console.error(error.message);
    else if (status >= 500) console.error('unhandled error:', error);
    const message = error instanceof HTTPException ? error.message : 'An error occurred';
    if (c.req.method === 'GET' && (c.req.header('accept') ?? '').includes('text/html')) {
      return c.html(errorDocument(status), status);
    }
    return c.json({ error: { code: String(status), message } }, status);
  });

  return app;
}
