/**
 * Every page of the site: the request goes to React Router's request handler (framework mode,
 * web/app), with the Worker's services, this response's CSP nonce and the rendering mode in its
 * load context. Route data for client navigations (`*.data`) and form posts take the same path.
 */
import { Hono, type Context } from 'hono';
import { isbot } from 'isbot';
import { createRequestHandler } from 'react-router';
import { getCookie } from 'hono/cookie';
import { serializeCookie } from '../../../shared/lib/cookies';
import { MODE_HINTS } from '../../../shared/lib/render-mode';
import type { AppEnv } from '../context';
import { pageServices } from '../page-services';
import { FORM_BODY_MAX_BYTES, limitBody } from '../middleware/validate';
import { ApiError } from '../services/api-error';
import { pageViewOf, routeMatcher, type RouteMatcher } from '../services/analytics/page-views';
import { recordPageView } from '../services/analytics/record';

const NO_SCRIPT_PARAM = 'nojs';
const NO_SCRIPT_COOKIE = 'nojs';

const loadBuild = () => import('virtual:react-router/server-build');
const handleRequest = createRequestHandler(loadBuild, import.meta.env.MODE);

/** The route table of the server build, for naming a page view's route (one per build). */
const matchers = new WeakMap<object, RouteMatcher>();
async function matchRoute(): Promise<RouteMatcher> {
  const build = await loadBuild();
  let matcher = matchers.get(build.routes);
  if (!matcher) {
    matcher = routeMatcher(build.routes);
    matchers.set(build.routes, matcher);
  }
  return matcher;
}

/** Counts the answered request when it is a page view (services/analytics); never throws. */
async function countPageView(c: Context<AppEnv>, url: URL, response: Response): Promise<void> {
  try {
    const view = pageViewOf(
      {
        method: c.req.method,
        url,
        headers: c.req.raw.headers,
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        locale: c.get('locale'),
        siteUrl: c.get('settings').SITE_URL,
      },
      await matchRoute(),
    );
    if (view) await recordPageView(c.env, view);
  } catch (error) {
    console.warn('page view not counted:', error instanceof Error ? error.message : error);
  }
}

/** The same address with `nojs=1`, for browsers without JavaScript. */
function noScriptAddress(url: URL): string {
  const target = new URL(url);
  target.searchParams.set(NO_SCRIPT_PARAM, '1');
  return `${target.pathname}${target.search}`;
}

const render = async (c: Context<AppEnv>) => {
  const url = new URL(c.req.url);
  // A browser without JavaScript (it followed the <noscript> refresh once; the cookie remembers).
  const noScript = url.searchParams.has(NO_SCRIPT_PARAM) || getCookie(c, NO_SCRIPT_COOKIE) === '1';
  // Lite pages have no script to fill in streamed parts: they come complete, as for crawlers.
  const lite = c.get('mode') === 'lite';
  const waitForAll = lite || noScript || isbot(c.req.header('user-agent') ?? '');
  const response = await handleRequest(c.req.raw, {
    services: pageServices(c),
    nonce: c.get('secureHeadersNonce') ?? '',
    render: { waitForAll, lite, noScriptUrl: waitForAll ? null : noScriptAddress(url) },
  });
  // After the answer, beside it: counting never delays or fails a page.
  c.executionCtx.waitUntil(countPageView(c, url, response));
  const headers = new Headers(response.headers);
  if (!headers.has('cache-control')) headers.set('cache-control', 'private, no-cache');
  headers.set('vary', `Cookie, Accept-Language, ${MODE_HINTS.join(', ')}`);
  // Asks browsers for the hints that choose lite pages (Save-Data is sent unasked where it is on).
  headers.set('accept-ch', MODE_HINTS.join(', '));
  // Local dev only: miniflare's gzip holds a stream until its end (see PLATFORM-NOTES).
  const isHtml = headers.get('content-type')?.startsWith('text/html') ?? false;
  if (isHtml && c.get('settings').DEV_MODE === 'true') headers.set('content-encoding', 'identity');
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
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};

/** Pages are read (GET, HEAD) and forms posted (POST); nothing else reaches React Router. */
const PAGE_METHODS = ['GET', 'HEAD', 'POST'];

export const pages = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    if (!PAGE_METHODS.includes(c.req.method)) {
      c.header('allow', PAGE_METHODS.join(', '));
      if (c.req.method === 'OPTIONS') return c.body(null, 204);
      throw new ApiError(405, 'method_not_allowed');
    }
    await next();
  })
  .post('*', limitBody(FORM_BODY_MAX_BYTES))
  .all('*', render);
