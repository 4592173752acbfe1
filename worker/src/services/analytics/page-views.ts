/**
 * Page views, first-party and cookieless (docs/decisions/0016-analytics.md): which page, under
 * which route, in which language, and from which other site, for each page served to a person.
 * Nothing about the person: no address, no user agent, no user id, no cookie. Nothing at all when
 * the browser asks not to be tracked (`DNT: 1`, `Sec-GPC: 1`).
 *
 * A page view is a GET that React Router answered 200: a document (HTML), or a client navigation's
 * route data (`<path>.data`), counted once, by the request that loads the page's own route (the
 * deepest match: each route with a client loader fetches its data in a request of its own).
 */
import { isbot } from 'isbot';
import type { Locale } from '#shared/constants/spec.ts';

/** The Analytics Engine dataset (wrangler.toml's `analytics_engine_datasets`; the SQL API's table). */
export const PAGE_VIEWS_DATASET = 'cta_page_views';

/** Paths longer than this are cut (no page of the site has one; the row stays bounded). */
const PATH_MAX = 256;

/** What one page view records. The data point's blobs, in this order (see `dataPointOf`). */
export interface PageView {
  /** The address's path, without its query string (`/video-presentations/12`). */
  path: string;
  /** The route's pattern (`/video-presentations/:id`). */
  route: string;
  /** The route module's id (`routes/presentation`). */
  routeId: string;
  locale: Locale;
  /** The host of the page the reader came from, when it is another site; '' otherwise. */
  referrerHost: string;
}

/** The route of a page: its module's id and its address pattern. */
export interface RouteMatch {
  id: string;
  pattern: string;
}

/**
 * The route of the page at a path, or null (no page, or the not-found route): the route facts'
 * `match` (shared/lib/route-facts.ts), which matches as React Router does.
 */
export type RouteMatcher = (pathname: string) => RouteMatch | null;

export interface PageViewRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** The answer's status and media type. */
  status: number;
  contentType: string;
  locale: Locale;
  /** The site's public address (SITE_URL): a referrer on it is not another site. */
  siteUrl: string;
}

/** The browser asked not to be tracked: Do Not Track or Global Privacy Control. */
export function optedOut(headers: Headers): boolean {
  return headers.get('dnt')?.trim() === '1' || headers.get('sec-gpc')?.trim() === '1';
}

/** A speculative load (prefetch, prerender, link preview) is not someone reading the page. */
function speculative(headers: Headers): boolean {
  const purpose = `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''} ${headers.get('x-purpose') ?? ''}`;
  return /prefetch|prerender|preview/i.test(purpose);
}

/** React Router's single-fetch address back to the page's path (as its server does). */
function dataRequestPath(pathname: string): string {
  if (pathname === '/_root.data') return '/';
  return pathname.replace(/(?:\/_)?\.data$/, '') || '/';
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);

/** The host of an http(s) referrer on another site; '' for this site, none, or anything else. */
export function externalReferrerHost(referrer: string | null, ownHosts: readonly string[]): string {
  if (!referrer) return '';
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return '';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
  if (ownHosts.includes(url.host.toLowerCase())) return '';
  return url.hostname.toLowerCase();
}

/** The page view this answered request is, or null when it is none (or must not be counted). */
export function pageViewOf(request: PageViewRequest, match: RouteMatcher): PageView | null {
  const { url, headers } = request;
  if (request.method !== 'GET' || request.status !== 200) return null;
  if (optedOut(headers) || isbot(headers.get('user-agent') ?? '') || speculative(headers)) return null;
  // The no-JavaScript reload (`?nojs=1`, from the <noscript> refresh) repeats a page just counted.
  if (url.searchParams.has('nojs')) return null;
  const isData = url.pathname.endsWith('.data');
  const type = request.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (isData ? type !== 'text/x-script' : type !== 'text/html') return null;
  const path = withoutTrailingSlash(isData ? dataRequestPath(url.pathname) : url.pathname);
  const route = match(path);
  if (!route) return null;
  if (isData) {
    // Only the request that loads the page's own route; the layouts' requests are the same view.
    const only = url.searchParams.get('_routes');
    if (only !== null && !only.split(',').includes(route.id)) return null;
  }
  const ownHosts = [url.host.toLowerCase()];
  try {
    ownHosts.push(new URL(request.siteUrl).host.toLowerCase());
  } catch {
    // SITE_URL is checked at start-up; nothing to add otherwise.
  }
  return {
    path: path.slice(0, PATH_MAX),
    route: route.pattern,
    routeId: route.id,
    locale: request.locale,
    // A client navigation's referrer is this site's page; the document's is where the reader came from.
    referrerHost: isData ? '' : externalReferrerHost(headers.get('referer'), ownHosts),
  };
}

/** The data point of a page view: blob1 path, blob2 route, blob3 language, blob4 referrer host, blob5 route id. */
export function dataPointOf(view: PageView): AnalyticsEngineDataPoint {
  return {
    blobs: [view.path, view.route, view.locale, view.referrerHost, view.routeId],
    doubles: [1],
    // The sampling key: Analytics Engine samples within a route, never across routes.
    indexes: [view.route],
  };
}
