/**
 * What the service worker (web/sw) and the pages agree on: the caches, the headers pages carry
 * for it, the messages they exchange, and which addresses may be kept on the device
 * (docs/decisions/0024-offline.md).
 */

/** Where the service worker is served from (the site's root: its scope is the whole site). */
export const SERVICE_WORKER_PATH = '/sw.js';
/** The page that answers a navigation the device cannot answer with no connection. */
export const OFFLINE_PATH = '/offline';
/** The "Saved on this device" page. */
export const SAVED_PATH = '/saved';

/** The caches of the site on the device. `shell` is per build; the others outlive a deployment. */
export const CACHES = {
  /** The offline pages (en, fr) and their stylesheets, kept at install. */
  shellPrefix: 'cta-shell-',
  /** Hashed build files (scripts, styles, strings): never change under one address. */
  assets: 'cta-assets',
  /** Images seen on pages. */
  images: 'cta-images',
  /** Public pages visited while signed out. */
  pages: 'cta-pages',
  /** Pages visited while signed in (they show the member): dropped at sign-out. */
  memberPages: 'cta-member-pages',
  /** What the visitor asked to keep ("Save for offline"): kept until they remove it. */
  saved: 'cta-saved',
  /** The worker's small state (who is signed in, the page language, the mode). */
  state: 'cta-state',
} as const;

/** How many entries the runtime caches keep (the oldest go first). */
export const CACHE_LIMITS = { assets: 300, images: 150, pages: 60, memberPages: 30 } as const;

/** Response headers of pages that tell the service worker how a page was made. */
export const AUDIENCE_HEADER = 'x-site-audience';
export type Audience = 'member' | 'visitor';
export const MODE_HEADER = 'x-site-mode';
/** The page's locale (en, fr, combined): kept pages are of one locale, dropped when it changes. */
export const LOCALE_HEADER = 'x-site-locale';
/**
 * The stylesheets a page carries written into its head (`<style data-href>`, decision 0022), by
 * address, space-separated: the Worker turns them back into links for a visitor whose browser has
 * them cached (worker/src/pages/inline-css.ts) and never sends this header on.
 */
export const INLINED_CSS_HEADER = 'x-inlined-css';

/**
 * A page sent head first (decision 0029) is a 200 before its data decides; when the data turns it
 * into an error page or a redirect, its head says so with this attribute (on a `noindex` meta), and
 * such a page is never kept for offline use. The header marks the responses to look into.
 */
export const EARLY_HEAD_HEADER = 'x-early-head';
export const LATE_STATUS_ATTRIBUTE = 'data-late-status';

/** Whether a page's HTML says it was not a page after all (see LATE_STATUS_ATTRIBUTE). */
export function lateFailure(html: string): boolean {
  return html.includes(` ${LATE_STATUS_ATTRIBUTE}="`);
}

/**
 * What a page priced in the visitor's money was made for (issue #26, decision 0034): the country
 * (a code of the price table, or `none`) and whether it leads with the cheap ways in ('1': Save-Data
 * or a 3g connection or slower). The Worker sends them with the pages of the routes that are
 * priced (`handle.pricedByCountry`) and with no other; every page says the country it was made
 * for in COUNTRY_HEADER only then.
 */
export const COUNTRY_HEADER = 'x-site-country';
export const CHEAP_HEADER = 'x-site-cheap';

/**
 * Whether a page kept on the device may be shown before the network answers: a priced one (it has
 * COUNTRY_HEADER) only when it was made for the country the visitor has now and for the
 * connection they are on; any other page always.
 */
export function keptPageFits(
  kept: { get(name: string): string | null },
  now: { country: string | null; cheapFirst: boolean },
): boolean {
  const country = kept.get(COUNTRY_HEADER);
  if (country === null) return true;
  return country === (now.country ?? 'none') && (kept.get(CHEAP_HEADER) === '1') === now.cheapFirst;
}

/**
 * A request header (value '1') on the fetch that keeps a talk's audio or small video for "Save for
 * offline" (issues #26, #35): the Worker can tell a file kept for later from a play that starts now.
 */
export const SAVE_HEADER = 'x-site-save';

/** The key, in the saved cache, of the list of saved items. */
export const SAVED_INDEX_KEY = '/__saved__/index.json';

/** Messages from a page to the service worker. */
export type ToServiceWorker =
  | { type: 'skip-waiting' }
  /** Keep the offline page of a language (after a save; answered on the message's port when kept). */
  | { type: 'keep-offline'; language: 'en' | 'fr' };

/** What a saved item is. */
export type SavedKind = 'article' | 'presentation';

/** One item kept on the device, as the saved index lists it. */
export interface SavedItem {
  /** The page's path (its key in the saved cache). */
  path: string;
  kind: SavedKind;
  title: string;
  /** When it was saved (ISO 8601). */
  savedAt: string;
  /** The page itself, its own images, and its audio and small video when kept, in bytes. */
  bytes: number;
  /** The talk's audio kept with the page (issue #26), whole; absent when not kept. */
  audio?: { path: string; bytes: number };
  /** The talk's small video kept with the page when asked (issue #35), whole; absent when not kept. */
  video?: { path: string; bytes: number };
  /** The addresses that are the item's own: the page, its images and captions, its audio and video. */
  own: string[];
  /** Every address kept for it: the page, its images, its scripts and styles (shared with others). */
  parts: string[];
}

/** Every saved item, and the bytes of each kept address (an address shared by items counts once). */
export interface SavedIndex {
  items: SavedItem[];
  sizes: Record<string, number>;
}

/**
 * What the service worker does with a same-origin GET:
 * - `asset`: a hashed build file, kept on first use;
 * - `image`: kept and refreshed in the background;
 * - `page`: a public page or its route data, served from the device first and refreshed;
 * - `media`: a talk's audio or video (issue #26): from the network, or, when the visitor saved
 *   it, from the device, range requests answered from the whole file kept;
 * - `private`: members' and the team's pages, the APIs, sign-in screens, the dev tools: always
 *   from the network, never kept (a navigation answers the offline page when it fails).
 */
export type OfflineRoute = 'asset' | 'image' | 'page' | 'media' | 'private';

const PRIVATE_PREFIXES = ['/account', '/profile', '/admin', '/api', '/dev', '/healthz', '/introductions'];
const SIGN_IN_PATHS = ['/login', '/signup', '/forgot', '/resend-email-verification'];
const FEEDS = /\.(xml|ics|txt|pdf|webmanifest)$/;

const underAny = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}.`));

/** A presentation's rendition at the site's address (shared/lib/renditions.ts). */
const MEDIA_PATH = /^\/video-presentations\/[^/]+\/media\/[^/]+$/;

export function offlineRoute(path: string, destination: string): OfflineRoute {
  if (path.startsWith('/assets/')) return 'asset';
  if (MEDIA_PATH.test(path)) return 'media';
  // Public images: the site's own and the published presenters' photos (/api/media).
  if (destination === 'image' || path.startsWith('/images/')) {
    return underAny(path, PRIVATE_PREFIXES) && !path.startsWith('/api/media/') ? 'private' : 'image';
  }
  if (underAny(path, PRIVATE_PREFIXES) || underAny(path, SIGN_IN_PATHS) || FEEDS.test(path)) return 'private';
  if (path === SERVICE_WORKER_PATH || path.startsWith('/__')) return 'private';
  return 'page';
}

/** The language of the offline page for a page language (`Content-Language`: en, fr). */
export function offlineLanguage(contentLanguage: string | null | undefined): 'en' | 'fr' {
  return contentLanguage?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/** The address the offline page of a language is fetched from (signed out, no cookie kept). */
export function offlinePageUrl(language: 'en' | 'fr'): string {
  return `${OFFLINE_PATH}?lang=${language}&mode=lite`;
}

/**
 * The page whose route data (React Router's single fetch, `<path>.data`) a URL asks for, with its
 * query minus the router's own `_routes`; null when the URL is not route data.
 */
export function pageOfRouteData(url: URL): string | null {
  if (!url.pathname.endsWith('.data')) return null;
  const stem = url.pathname.slice(0, -'.data'.length);
  const pathname = stem === '/_root' ? '/' : stem.endsWith('/_') ? stem.slice(0, -1) : stem;
  const search = new URLSearchParams(url.search);
  search.delete('_routes');
  const query = search.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

/**
 * The answer (status, headers; no body) to route data the device cannot get (no connection, nothing kept): React Router's
 * own "reload the document" redirect (a 204 with its X-Remix-* headers), to the page itself. The
 * browser then loads that page as a document, which the service worker answers from the device
 * or with the offline page, instead of the client navigation failing on an error screen.
 */
export function reloadAsDocument(page: string): { status: 204; headers: Record<string, string> } {
  return {
    status: 204,
    headers: { 'X-Remix-Redirect': page, 'X-Remix-Status': '302', 'X-Remix-Reload-Document': 'true' },
  };
}
