/**
 * Shared copies of pages (decision 0021): a signed-out visitor's GET or HEAD of a public address is
 * answered from the copy kept for its language, mode (and country and connection, for a priced
 * page) while the content it was made from is unchanged; a stale copy is served while a fresh one
 * is made beside it. One render per page at a time in this isolate (issue #23.10): a request that
 * finds one under way waits for its copy. A render this request leads keeps its copy (the render is
 * wrapped, so a page sent head first is kept too). The storage itself is services/page-cache.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { firebasePublicConfig, pageServices } from '../page-services';
import { SESSION_COOKIE } from '../services/auth/session-cookie';
import { captchaSiteKey } from '../services/forms/captcha';
import {
  countRender,
  currentVersion,
  deploymentOf,
  dropPage,
  findPage,
  isKeepable,
  keepPage,
  pageAddress,
  pageCacheKey,
  pageFlight,
  refreshOnce,
  RENDER_LIMIT_CONTENT_CALLS,
  servePage,
  type FlightEnd,
  type KeptPage,
} from '../services/page-cache/page-cache';
import { buildVersion } from '../server-build';
import type { PageEnv } from './page-env';
import { renderPage, warn, type Rendered } from './render';

/** The key of this request's shared copy, or null when it has none (not a signed-out visitor's read of a public address). */
async function sharedCopyKey(c: Context<PageEnv>): Promise<Request | null> {
  const settings = c.get('settings');
  if (settings.PAGE_CACHE === 'off') return null;
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return null;
  if (getCookie(c, SESSION_COOKIE) !== undefined || c.get('user') !== null) return null;
  const { url, render, priced } = c.get('page');
  const address = pageAddress(url);
  if (address === null) return null;
  const deployment = await deploymentOf(await buildVersion(), {
    imageResizing: settings.IMAGE_RESIZING,
    captcha: captchaSiteKey(settings),
    firebase: firebasePublicConfig(settings),
    site: settings.SITE_URL,
  });
  const variant = { locale: c.get('locale'), mode: c.get('mode') };
  const country = { country: c.get('country'), cheapFirst: render.cheapFirst };
  return pageCacheKey(address, priced ? { ...variant, ...country } : variant, deployment);
}

/** Whether the content a kept copy was made from is still what it is now (unreadable: no). */
async function stillCurrent(c: Context<PageEnv>, kept: KeptPage): Promise<boolean> {
  try {
    return (await currentVersion(pageServices(c).allContent, kept.parts)) === kept.version;
  } catch {
    return false;
  }
}

/** A kept copy as this request's answer (counted as a page view, count-views.ts). */
function serveCopy(c: Context<PageEnv>, kept: KeptPage, state: 'hit' | 'stale'): Response {
  const response = servePage(kept);
  c.set('pageCache', state);
  c.set('answer', Promise.resolve(response));
  return response;
}

/** Renders the page of a stale copy again, for no one in particular (a request of its own), and keeps it. */
async function refreshCopy(c: Context<PageEnv>, key: Request): Promise<void> {
  countRender();
  const request = new Request(c.get('page').url, { method: 'GET', headers: c.req.raw.headers });
  const rendered = await renderPage(c, request);
  const { response } = rendered;
  if (!isKeepable(response) || !response.body) return void (await response.body?.cancel());
  await keepPage(caches.default, key, response.body, response.headers, rendered);
}

/**
 * `render`, keeping the copy of a complete page for `key` as the visitor's stream passes (never
 * holding it up) and handing it (or null) to the requests waiting for this render.
 */
function keeping(c: Context<PageEnv>, key: Request, render: PageEnv['Variables']['renderPage'], handOver: FlightEnd) {
  return async (request: Request): Promise<Rendered> => {
    let rendered: Rendered;
    try {
      rendered = await render(request);
    } catch (error) {
      handOver(null);
      throw error;
    }
    const { response } = rendered;
    if (c.req.method !== 'GET' || !isKeepable(response) || !response.body) {
      handOver(null);
      return rendered;
    }
    const [visitor, copy] = response.body.tee();
    const kept = keepPage(caches.default, key, copy, response.headers, rendered).catch((error: unknown) => {
      warn('page not kept')(error);
      return null;
    });
    c.executionCtx.waitUntil(kept.then(handOver));
    return { ...rendered, response: new Response(visitor, response) };
  };
}

export const pageCache: MiddlewareHandler<PageEnv> = async (c, next) => {
  const key = await sharedCopyKey(c);
  if (!key) return next();
  c.set('pageCache', 'miss');
  const kept = await findPage(caches.default, key);
  if (kept && !(await stillCurrent(c, kept))) dropPage(key);
  else if (kept) {
    const fresh = Date.now() - kept.storedAt < c.get('settings').PAGE_CACHE_FRESH_SECONDS * 1000;
    // Served as it is; a fresh copy is made beside it (one at a time per key here).
    const refresh = fresh ? null : refreshOnce(key.url, () => refreshCopy(c, key), warn('page not refreshed'));
    if (refresh) c.executionCtx.waitUntil(refresh);
    return serveCopy(c, kept, fresh ? 'hit' : 'stale');
  }
  // A request that finds a render under way waits for its copy, and renders the page itself when it
  // gets none (the render failed, kept nothing or is slow).
  const limit = c.get('settings').CONTENT_TIMEOUT_MS * RENDER_LIMIT_CONTENT_CALLS;
  const flight = pageFlight(key.url, limit, c.req.method === 'GET');
  if (flight.wait) {
    const copy = await flight.wait;
    if (copy) return serveCopy(c, copy, 'hit');
    countRender();
    return next();
  }
  countRender();
  let rendered = false;
  const render = keeping(c, key, c.get('renderPage'), flight.lead);
  c.set('renderPage', (request) => {
    rendered = true;
    return render(request);
  });
  await next();
  // No render came of it: the requests waiting render the page themselves.
  if (!rendered) flight.lead(null);
};
