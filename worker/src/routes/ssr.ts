/** The catch-all page route: every page of the site, streamed by the web app's server entry. */
import { Hono } from 'hono';
import { isbot } from 'isbot';
import { parseCookies, serializeCookie } from '../../../shared/lib/cookies';

const NO_SCRIPT_PARAM = 'nojs';
const NO_SCRIPT_COOKIE = 'nojs';
import { renderPage } from '../../../web/src/entry.server';
import type { AppEnv } from '../context';
import type { Context } from 'hono';
import { data } from 'react-router-dom';
import { actionServices, loaderServices } from '../loaders/loader-services';
import { serverActions } from '../loaders/actions';
import { serverLoaders } from '../loaders/server-loaders';
import { pageAssets } from '../services/assets';

/** The same address with `nojs=1`, for browsers without JavaScript. */
function noScriptAddress(url: URL): string {
  const target = new URL(url);
  target.searchParams.set(NO_SCRIPT_PARAM, '1');
  return `${target.pathname}${target.search}`;
}

const render = async (c: Context<AppEnv>) => {
  const services = loaderServices(c);
  const url = new URL(c.req.url);
  // A browser without JavaScript (it followed the <noscript> refresh once; the cookie remembers).
  const noScript =
    url.searchParams.has(NO_SCRIPT_PARAM) || parseCookies(c.req.header('cookie'))[NO_SCRIPT_COOKIE] === '1';
  const headers = new Headers({
    'cache-control': 'private, no-cache',
    vary: 'Cookie, Accept-Language',
  });
  // Local dev only: miniflare's gzip holds a stream until its end (see PLATFORM-NOTES).
  if (c.get('settings').DEV_MODE === 'true') headers.set('content-encoding', 'identity');
  if (url.searchParams.has(NO_SCRIPT_PARAM)) {
    headers.append(
      'set-cookie',
      serializeCookie(NO_SCRIPT_COOKIE, '1', {
        path: '/',
        sameSite: 'Lax',
        httpOnly: true,
        secure: url.protocol === 'https:',
      }),
    );
  }
  const response = await renderPage({
    request: c.req.raw,
    locale: services.locale,
    assets: await pageAssets(c.env.ASSETS),
    loadContext: {
      loadRoute: (key, args) => {
        const loader = serverLoaders[key];
        if (!loader) throw new Error(`No server loader for route data "${key}"`);
        return loader(args, services);
      },
      submitRoute: async (key, args) => {
        const action = serverActions[key];
        if (!action) throw new Response(null, { status: 405, statusText: 'Method Not Allowed' });
        const result = await action(args, actionServices(c));
        // A plain form post re-renders the page with the action's answer and its status.
        return result.status >= 400 ? data(result.data, { status: result.status }) : result.data;
      },
    },
    waitForAll: noScript || isbot(c.req.header('user-agent') ?? ''),
    noScriptUrl: noScriptAddress(url),
    onError: (error) => console.error('render error:', error),
    headers,
  });
  return response;
};

export const ssr = new Hono<AppEnv>().get('*', render).post('*', render);
