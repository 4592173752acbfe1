/**
 * Every page of the site: the request goes to React Router's request handler (framework mode,
 * web/app), with the Worker's services and the rendering mode in its
 * load context. Route data for client navigations (`*.data`) and form posts take the same path.
 */
import { Hono, type Context } from 'hono';
import { isbot } from 'isbot';
import { createRequestHandler } from 'react-router';
import { getCookie } from 'hono/cookie';
import { MODE_HINTS, prefersCheapMedia } from '#shared/lib/render-mode.ts';
import {
  AUDIENCE_HEADER,
  CHEAP_HEADER,
  COUNTRY_HEADER,
  EARLY_HEAD_HEADER,
  INLINED_CSS_HEADER,
  LOCALE_HEADER,
  MODE_HEADER,
} from '#shared/lib/offline.ts';
import type { AppEnv } from '../context';
import { firebasePublicConfig, pageServices } from '../page-services';
import { FORM_BODY_MAX_BYTES, limitBody, pageFormOnly } from '../middleware/validate';
import { ApiError } from '../services/api-error';
import { pageViewOf, routeMatcher, type RouteMatcher } from '../services/analytics/page-views';
import { recordPageView } from '../services/analytics/record';
import { SESSION_COOKIE } from '../services/auth/session-cookie';
import { captchaSiteKey } from '../services/forms/captcha';
import type { PageRender } from '../page-context';
import { CSS_COOKIE, deliverCss } from './inline-css';
import { documentAfter, earlyHeadEntry, failedTail, lateStatus, movedTail, type EarlyHead } from './early-head';
import {
  currentVersion,
  deploymentOf,
  dropPage,
  findPage,
  isKeepable,
  keepPage,
  PAGE_CACHE_HEADER,
  pageAddress,
  pageCacheKey,
  ReadParts,
  refreshOnce,
  servePage,
  countRender,
  pageFlight,
  RENDER_LIMIT_CONTENT_CALLS,
  type FlightEnd,
  type KeptPage,
  type PageCacheState,
} from '../services/page-cache/page-cache';

const loadBuild = () => import('virtual:react-router/server-build');
const handleRequest = createRequestHandler(loadBuild, import.meta.env.MODE);

/** Every stylesheet a route of the server build links (one set per build). */
const buildSheets = new WeakMap<object, ReadonlySet<string>>();
async function sheetsOfBuild(): Promise<ReadonlySet<string>> {
  const build = await loadBuild();
  let sheets = buildSheets.get(build.assets);
  if (!sheets) {
    sheets = new Set(Object.values(build.assets.routes).flatMap((route) => route?.css ?? []));
    buildSheets.set(build.assets, sheets);
  }
  return sheets;
}

/** The route table of the server build, for naming a page view's route (one per build). */
const matchers = new WeakMap<object, RouteMatcher>();
export async function matchRoute(): Promise<RouteMatcher> {
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
    if (view) await recordPageView(c.env, view, c.get('settings').LOCAL_PAGE_VIEWS_COPY === 'on');
  } catch (error) {
    console.warn('page view not counted:', error instanceof Error ? error.message : error);
  }
}

/** How this request is rendered (every page is whole, issue #25): lite or not. */
function renderOf(c: Context<AppEnv>): PageRender {
  return {
    lite: c.get('mode') === 'lite',
    cheapFirst: prefersCheapMedia({
      mode: c.get('mode'),
      saveData: c.req.header('save-data'),
      ect: c.req.header('ect'),
    }),
  };
}

/** The headers every page response gets, whether rendered now or served from a kept copy. */
/** The prefetch rules of full pages (web/public; served as application/speculationrules+json). */
const SPECULATION_RULES_PATH = '/speculation-rules.json';

/** What a page was made for besides its language and mode: its country and connection, when priced. */
interface PageShape {
  /** Its route's `handle.pricedByCountry` (issue #26). */
  priced: boolean;
  render: PageRender;
  /** Every stylesheet of the build (sheetsOfBuild). */
  sheets: ReadonlySet<string>;
}

function finish(c: Context<AppEnv>, url: URL, response: Response, state: PageCacheState, shape: PageShape): Response {
  const headers = new Headers(response.headers);
  if (!headers.has('cache-control')) headers.set('cache-control', 'private, no-cache');
  headers.set('vary', `Cookie, Accept-Language, ${MODE_HINTS.join(', ')}`);
  // Asks browsers for the hints that choose lite pages (Save-Data is sent unasked where it is on).
  headers.set('accept-ch', MODE_HINTS.join(', '));
  headers.set(PAGE_CACHE_HEADER, state);
  // For the service worker (decision 0024): pages seen signed in are kept apart from the public
  // ones and dropped at sign-out; lite pages are never kept.
  const signedIn = getCookie(c, SESSION_COOKIE) !== undefined || c.get('user') !== null;
  headers.set(AUDIENCE_HEADER, signedIn ? 'member' : 'visitor');
  headers.set(MODE_HEADER, c.get('mode'));
  headers.set(LOCALE_HEADER, c.get('locale'));
  // What a priced page was made for (issue #26): the service worker shows a kept one only for these.
  if (shape.priced) {
    headers.set(COUNTRY_HEADER, c.get('country') ?? 'none');
    headers.set(CHEAP_HEADER, shape.render.cheapFirst ? '1' : '0');
  }
  // Local dev only: miniflare's gzip holds a stream until its end (see PLATFORM-NOTES).
  const isHtml = headers.get('content-type')?.startsWith('text/html') ?? false;
  if (isHtml && c.get('settings').DEV_MODE === 'true') headers.set('content-encoding', 'identity');
  // The spec's link prefetch, by the browser (issue #25), which skips it with data saving on; never
  // on lite pages.
  if (isHtml && c.get('mode') !== 'lite') headers.set('speculation-rules', `"${SPECULATION_RULES_PATH}"`);
  const inlined = headers.get(INLINED_CSS_HEADER);
  headers.delete(INLINED_CSS_HEADER);
  const out = new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  // The CSS inlined on a first visit only, linked once the browser has it (routes/inline-css.ts).
  if (!isHtml || !inlined) return out;
  return deliverCss(out, {
    sheets: inlined.split(' ').filter(Boolean),
    cookie: getCookie(c, CSS_COOKIE),
    known: shape.sheets,
    secure: url.protocol === 'https:',
    // Fetched ahead for the next page only where bytes are cheap: never on lite pages, with
    // Save-Data or on 3g and slower (a one-page visit would pay for the CSS twice).
    prefetch: !shape.render.cheapFirst,
  });
}

/**
 * The key of this request's shared copy (decision 0021), or null when it has none: only a
 * signed-out visitor's (no session cookie at all, valid or not) GET or HEAD of a public address.
 * A page priced by country is kept per country, and apart for the connections it leads with its
 * cheap ways in on (issue #26).
 */
async function sharedCopyKey(c: Context<AppEnv>, url: URL, shape: PageShape): Promise<Request | null> {
  if (c.get('settings').PAGE_CACHE === 'off') return null;
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return null;
  if (getCookie(c, SESSION_COOKIE) !== undefined || c.get('user') !== null) return null;
  const address = pageAddress(url);
  if (address === null) return null;
  const build = await loadBuild();
  const settings = c.get('settings');
  const deployment = await deploymentOf(build.assets.version, {
    imageResizing: settings.IMAGE_RESIZING,
    captcha: captchaSiteKey(settings),
    firebase: firebasePublicConfig(settings),
    site: settings.SITE_URL,
  });
  const variant = { locale: c.get('locale'), mode: c.get('mode') };
  return pageCacheKey(
    address,
    shape.priced ? { ...variant, country: c.get('country'), cheapFirst: shape.render.cheapFirst } : variant,
    deployment,
  );
}

/**
 * Whether the page at `pathname` shows what data costs in the visitor's money (its route's
 * `handle.pricedByCountry`, web/app/lib/route-handle.ts): its copies are kept per country.
 */
export async function pricedByCountry(pathname: string): Promise<boolean> {
  const handle = await routeHandleOf(pathname);
  return (
    typeof handle === 'object' && handle !== null && (handle as { pricedByCountry?: unknown }).pricedByCountry === true
  );
}

/** The `handle` of the route module that answers `pathname` (web/app/lib/route-handle.ts), if any. */
async function routeHandleOf(pathname: string): Promise<unknown> {
  const [build, match] = await Promise.all([loadBuild(), matchRoute()]);
  const route = match(pathname);
  return route ? build.routes[route.id]?.module.handle : undefined;
}

/** Whether the content a kept copy was made from is still what it is now. */
async function stillCurrent(c: Context<AppEnv>, kept: KeptPage): Promise<boolean> {
  try {
    return (await currentVersion(pageServices(c).allContent, kept.parts)) === kept.version;
  } catch {
    // The content cannot be read: no copy to trust; the page renders (and answers) as it can.
    return false;
  }
}

/** A render of the page by React Router, and what it read and whether a part of it failed. */
async function renderPage(c: Context<AppEnv>, request: Request, render: PageRender) {
  let failed = false;
  const parts = new ReadParts();
  const observer = {
    failed: () => {
      failed = true;
    },
    read: parts.add,
  };
  const response = await handleRequest(request, {
    services: pageServices(c, observer),
    render,
  });
  return { response, parts, failed: () => failed };
}

const render = async (c: Context<AppEnv>) => {
  const url = new URL(c.req.url);
  const render = renderOf(c);
  const shape: PageShape = { priced: await pricedByCountry(url.pathname), render, sheets: await sheetsOfBuild() };
  const waitUntil = (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise);
  const cache = caches.default;
  const key = await sharedCopyKey(c, url, shape);
  /** Hands this render's copy (or null) to the requests of the same page waiting for it. */
  let handOver: FlightEnd | null = null;

  if (key) {
    const kept = await findPage(cache, key);
    if (kept && !(await stillCurrent(c, kept))) dropPage(key);
    else if (kept) {
      const fresh = Date.now() - kept.storedAt < c.get('settings').PAGE_CACHE_FRESH_SECONDS * 1000;
      if (!fresh) {
        // Served as it is; a fresh copy is made beside it (one at a time per key here).
        const refresh = refreshOnce(key.url, () => refreshCopy(c, url, render, key), warn('page not refreshed'));
        if (refresh) waitUntil(refresh);
      }
      return serveCopy(c, url, kept, fresh ? 'hit' : 'stale', shape);
    }
    // One render per page at a time in this isolate (issue #23.10): a request that finds one under
    // way waits for its copy, and renders the page itself when it gets none (the render failed,
    // kept nothing or is slow).
    const limit = c.get('settings').CONTENT_TIMEOUT_MS * RENDER_LIMIT_CONTENT_CALLS;
    const flight = pageFlight(key.url, limit, c.req.method === 'GET');
    if (flight.wait) {
      const copy = await flight.wait;
      if (copy) return serveCopy(c, url, copy, 'hit', shape);
    } else handOver = flight.lead;
  }

  try {
    if (key) countRender();
    const rendering = renderPage(c, c.req.raw, render);
    const early = await earlyHeadOf(c, url);
    if (early) {
      // The data has until the deadline; past it, the head leaves now and the page after it.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const deadline = new Promise<null>((resolve) => {
        timer = setTimeout(resolve, early.ms, null);
      });
      const ready = await Promise.race([rendering, deadline]);
      clearTimeout(timer);
      if (!ready) {
        const sent = headFirst(c, url, early, rendering, key, handOver);
        handOver = null;
        return finish(c, url, sent, key ? 'miss' : 'bypass', shape);
      }
    }
    const rendered = await rendering;
    const { response } = rendered;
    // After the answer, beside it: counting never delays or fails a page.
    waitUntil(countPageView(c, url, response));
    if (key && c.req.method === 'GET' && isKeepable(response) && response.body) {
      // The visitor's stream is not held up: a copy of it is kept once it has ended.
      const [visitor, copy] = response.body.tee();
      waitUntil(keepCopy(cache, key, copy, response.headers, rendered, handOver));
      handOver = null;
      return finish(c, url, new Response(visitor, response), 'miss', shape);
    }
    return finish(c, url, response, key ? 'miss' : 'bypass', shape);
  } finally {
    // No copy is coming from this render: the requests waiting for it render the page themselves.
    handOver?.(null);
  }
};

/** A kept copy as this request's answer, counted as a page view. */
function serveCopy(c: Context<AppEnv>, url: URL, kept: KeptPage, state: PageCacheState, shape: PageShape): Response {
  const response = servePage(kept);
  c.executionCtx.waitUntil(countPageView(c, url, response));
  return finish(c, url, response, state, shape);
}

/**
 * Keeps the copy read from `body` (keepPage) and hands it (or null, when none is kept) to the
 * requests waiting for this render. Never rejects.
 */
async function keepCopy(
  cache: Cache,
  key: Request,
  body: ReadableStream<Uint8Array>,
  headers: Headers,
  rendered: Rendered,
  handOver: FlightEnd | null,
): Promise<void> {
  let kept: KeptPage | null = null;
  try {
    kept = await keepPage(cache, key, body, headers, rendered);
  } catch (error) {
    warn('page not kept')(error);
  } finally {
    handOver?.(kept);
  }
}

type Rendered = Awaited<ReturnType<typeof renderPage>>;

/** What a request for a page may be for: a document, or (Chromium) one its service worker fetches. */
const PAGE_DESTINATIONS = new Set(['document', 'empty']);

/**
 * The head this request may send before its data (decision 0029), or null when it is sent whole:
 * early heads are off, a route data or form request, a HEAD, a request that does not ask for HTML
 * or is for a frame or the like, a crawler (it gets the exact status), or a page that waits for its
 * loaders (earlyHead says which). Never throws.
 */
async function earlyHeadOf(c: Context<AppEnv>, url: URL) {
  const ms = c.get('settings').EARLY_HEAD_MS;
  if (ms === null || c.req.method !== 'GET' || url.pathname.endsWith('.data')) return null;
  if (!(c.req.header('accept') ?? '').includes('text/html')) return null;
  if (!PAGE_DESTINATIONS.has(c.req.header('sec-fetch-dest') ?? 'document')) return null;
  if (isbot(c.req.header('user-agent') ?? '')) return null;
  try {
    const build = await loadBuild();
    const entry = earlyHeadEntry(build);
    const head = entry?.earlyHead(build, url.pathname, { locale: c.get('locale') });
    return entry && head ? { ...head, end: entry.EARLY_HEAD_END, ms } : null;
  } catch (error) {
    warn('no early head')(error);
    return null;
  }
}

const encoder = new TextEncoder();

/**
 * The answer when the data is late: 200 with the head at once, then React's document from where
 * the head stopped. A redirect the loaders decide becomes a refresh with a link, a page that could
 * not be made a short error page; a complete page is still kept for signed-out visitors.
 */
function headFirst(
  c: Context<AppEnv>,
  url: URL,
  early: EarlyHead & { end: string },
  rendering: Promise<Rendered>,
  key: Request | null,
  handOver: FlightEnd | null,
): Response {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const locale = c.get('locale');
  const waitUntil = (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise);
  const end = async (tail: string) => {
    const writer = writable.getWriter();
    await writer.write(encoder.encode(tail));
    await writer.close();
  };
  const send = async () => {
    const writer = writable.getWriter();
    try {
      await writer.write(encoder.encode(early.html));
    } catch {
      // The visitor left before the head: the render is stopped too.
      await rendering.then(({ response }) => response.body?.cancel()).catch(() => undefined);
      return;
    }
    writer.releaseLock();
    let rendered: Rendered;
    try {
      rendered = await rendering;
    } catch (error) {
      console.error('page error:', error);
      return end(failedTail(locale, early.styles, early.inlined));
    }
    const { response } = rendered;
    waitUntil(countPageView(c, url, response));
    // Headers a route decides cannot follow a head already sent (earlyHead leaves out the routes
    // that export some): a loader that starts setting them must be seen.
    for (const name of ['set-cookie', 'cache-control']) {
      if (response.headers.has(name)) console.error(`early head: ${url.pathname} lost its ${name} header`);
    }
    const location = response.headers.get('location');
    if (location && response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      return end(movedTail(location, response.status, locale));
    }
    if (!(response.headers.get('content-type') ?? '').startsWith('text/html') || !response.body) {
      await response.body?.cancel();
      return end(failedTail(locale, early.styles, early.inlined));
    }
    let body = response.body;
    if (key && isKeepable(response)) {
      const [visitor, copy] = body.tee();
      body = visitor;
      waitUntil(keepCopy(caches.default, key, copy, response.headers, rendered, handOver));
      handOver = null;
    }
    // An error page says so in its head (the offline copies keep no such page).
    const insert = response.status === 200 ? '' : lateStatus(response.status);
    await documentAfter(body, early.end, insert, early.inlined).pipeTo(writable);
  };
  waitUntil(
    send()
      .catch(warn('page not sent'))
      // Whatever the render came to, the requests waiting for it are let go (keepCopy does so
      // itself once the copy is kept).
      .finally(() => handOver?.(null)),
  );
  return new Response(readable, {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      [EARLY_HEAD_HEADER]: '1',
      ...(early.link ? { link: early.link } : {}),
      ...(early.inlined?.length ? { [INLINED_CSS_HEADER]: early.inlined.join(' ') } : {}),
    },
  });
}

/** Renders the page of a stale copy again, for no one in particular, and keeps it. */
async function refreshCopy(c: Context<AppEnv>, url: URL, render: PageRender, key: Request): Promise<void> {
  // A request of its own: the visitor leaving must not cut this render short.
  countRender();
  const rendered = await renderPage(c, new Request(url, { method: 'GET', headers: c.req.raw.headers }), render);
  const { response } = rendered;
  if (!isKeepable(response) || !response.body) {
    await response.body?.cancel();
    return;
  }
  await keepPage(caches.default, key, response.body, response.headers, rendered);
}

const warn = (what: string) => (error: unknown) =>
  console.warn(`${what}:`, error instanceof Error ? error.message : error);

/** The file a route's form may post (its handle's `formFileMaxBytes`, web/app/lib/route-handle.ts), 0 when none. */
function formFileMaxBytes(handle: unknown): number {
  if (typeof handle !== 'object' || handle === null) return 0;
  const bytes = (handle as { formFileMaxBytes?: unknown }).formFileMaxBytes;
  return typeof bytes === 'number' && bytes > 0 ? bytes : 0;
}

/** The body limit of a form post to `pathname`: the usual one, plus the file its route's form may carry. */
const formLimits = new Map<number, ReturnType<typeof limitBody>>();
async function formLimitOf(pathname: string) {
  const bytes = FORM_BODY_MAX_BYTES + formFileMaxBytes(await routeHandleOf(pathname));
  let limit = formLimits.get(bytes);
  if (!limit) {
    limit = limitBody(bytes);
    formLimits.set(bytes, limit);
  }
  return limit;
}

/** Pages are read (GET, HEAD) and forms posted (POST); nothing else reaches React Router. */
const PAGE_METHODS = ['GET', 'HEAD', 'POST'];

/**
 * Whether a route other than the 404's answers `pathname` (a route's data address, `….data` or
 * `…/_.data` with v8_trailingSlashAwareDataRequests, is its page's).
 */
async function isPageAddress(pathname: string): Promise<boolean> {
  const page = pathname.endsWith('/_.data') ? pathname.slice(0, -'_.data'.length) : pathname.replace(/\.data$/, '');
  return (await matchRoute())(page) !== null;
}

export const pages = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    // An address no page has is a 404 to any method, as to a read (issue #31), body unread.
    if (!(await isPageAddress(c.req.path))) throw new ApiError(404, 'not_found');
    if (!PAGE_METHODS.includes(method)) {
      c.header('allow', PAGE_METHODS.join(', '));
      if (method === 'OPTIONS') return c.body(null, 204);
      throw new ApiError(405, 'method_not_allowed');
    }
    await next();
  })
  // Forms only, whatever the route's action does with them (415, 400; issue #23.3), within the
  // usual limit plus the file the route's form may carry (`handle.formFileMaxBytes`, issue #25).
  .post('*', async (c, next) => (await formLimitOf(c.req.path))(c, next), pageFormOnly)
  .all('*', render);
