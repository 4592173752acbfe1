/** The catch-all page route: every page of the site, streamed by the web app's server entry. */
import { Hono } from 'hono';
import { isbot } from 'isbot';
import { renderPage } from '../../../web/src/entry.server';
import type { AppEnv } from '../context';
import { loaderServices } from '../loaders/loader-services';
import { serverLoaders } from '../loaders/server-loaders';
import { pageAssets } from '../services/assets';

export const ssr = new Hono<AppEnv>().get('*', async (c) => {
  const services = loaderServices(c);
  const headers = new Headers({
    'cache-control': 'private, no-cache',
    vary: 'Cookie, Accept-Language',
  });
  // Local dev only: miniflare's gzip holds a stream until its end (see PLATFORM-NOTES).
  if (c.get('settings').DEV_MODE === 'true') headers.set('content-encoding', 'identity');
  const response = await renderPage({
    request: c.req.raw,
    locale: services.locale,
    assets: await pageAssets(c.env.ASSETS),
    loadContext: { loadRoute: (key, args) => serverLoaders[key](args, services) },
    waitForAll: isbot(c.req.header('user-agent') ?? ''),
    onError: (error) => console.error('render error:', error),
    headers,
  });
  return response;
});
