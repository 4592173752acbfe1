/// <reference lib="webworker" />
/**
 * The site's service worker (docs/decisions/0024-offline.md), built by dev/build/service-worker.ts
 * into /sw.js. Workbox routes each same-origin GET by what it is (shared/lib/offline.ts):
 * - build files (hashed): from the device once kept;
 * - images: from the device, refreshed in the background;
 * - public pages and their route data: stale-while-revalidate on a slow connection, the network
 *   first (the device's copy when it fails or is slow) on a fast one, in a cache of their audience
 *   (pages seen signed in are kept apart and dropped at sign-out, and at any change of session);
 * - members' and the team's pages, the APIs, sign-in screens: the network only, never kept.
 * A navigation the device cannot answer gets the offline page in the reader's language, and so does
 * a client navigation whose route data it cannot get (the page is then loaded as a document). What
 * the visitor saved ("Save for offline") is kept in a cache of its own that only they empty; a
 * saved talk's audio is answered from there, range requests included (range.ts).
 * Lite pages (decision 0019) are never kept and never served from the runtime caches: offline they
 * fall back to what the visitor saved, and the offline page.
 * A new version waits until a page asks it to take over (the page announces it; nothing is forced).
 */
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { LOCALE_COOKIE } from '#shared/constants/spec.ts';
import { costlyConnection, liteConnection, type BrowserConnection } from '#shared/lib/render-mode.ts';
import {
  AUDIENCE_HEADER,
  CACHE_LIMITS,
  CACHES,
  EARLY_HEAD_HEADER,
  lateFailure,
  LOCALE_HEADER,
  COUNTRY_HEADER,
  keptPageFits,
  MODE_HEADER,
  offlineLanguage,
  offlinePageUrl,
  offlineRoute,
  pageOfRouteData,
  reloadAsDocument,
  type Audience,
  type ToServiceWorker,
} from '#shared/lib/offline.ts';
import { answerRange } from './range.ts';

declare const self: ServiceWorkerGlobalScope;
/** The build this worker belongs to (the hashes of the site's entry files), set at build time. */
declare const __BUILD_ID__: string;

const SHELL = `${CACHES.shellPrefix}${__BUILD_ID__}`;
const LANGUAGES = ['en', 'fr'] as const;
const MATCH = { ignoreVary: true } as const;

// ---- The worker's state: who is signed in, the page language, lite or not (kept across restarts).

interface State {
  audience: Audience;
  /** The locale of the last page (en, fr, combined): the kept pages are all of it. */
  locale: string;
  language: 'en' | 'fr';
  lite: boolean;
  /** The visitor's country as the last page said it (issue #26): priced pages kept are of it. */
  country?: string | null;
}
const STATE_KEY = '/__sw__/state.json';
let state: State | undefined;

async function readState(): Promise<State> {
  if (state) return state;
  const stored = await (await caches.open(CACHES.state)).match(STATE_KEY);
  const language = offlineLanguage(self.navigator.language);
  const fallback: State = { audience: 'visitor', locale: language, language, lite: false };
  state = stored ? { ...fallback, ...((await stored.json()) as Partial<State>) } : fallback;
  return state;
}

async function writeState(next: State): Promise<void> {
  state = next;
  const cache = await caches.open(CACHES.state);
  await cache.put(STATE_KEY, new Response(JSON.stringify(next), { headers: { 'content-type': 'application/json' } }));
}

/** Forgets every page kept for a member (sign-out, a new session, a member's change). */
const dropMemberPages = () => caches.delete(CACHES.memberPages);

/**
 * What a page response says of how it was made; updates the state and drops what it outdates.
 * Null for a response that is no page of the Worker's (a static file such as the speculation rules
 * the browser fetches, or a manifest): it says nothing of the session, and is not kept as a page.
 */
async function learnFrom(response: Response): Promise<{ audience: Audience; lite: boolean } | null> {
  if (!response.headers.has(AUDIENCE_HEADER)) return null;
  const current = await readState();
  const audience: Audience = response.headers.get(AUDIENCE_HEADER) === 'member' ? 'member' : 'visitor';
  const lite = response.headers.get(MODE_HEADER) === 'lite';
  const locale = response.headers.get(LOCALE_HEADER) ?? current.locale;
  const language = offlineLanguage(locale === 'en' ? 'en' : 'fr');
  const country = response.headers.get(COUNTRY_HEADER);
  if (country !== null && country !== (current.country ?? 'none')) {
    await writeState({ ...current, country: country === 'none' ? null : country });
  }
  if (audience !== current.audience || lite !== current.lite || locale !== current.locale) {
    if (audience !== current.audience) await dropMemberPages();
    // Another language: the pages kept in the last one would show it again.
    if (locale !== current.locale) await Promise.all([caches.delete(CACHES.pages), dropMemberPages()]);
    await writeState({ audience, locale, language, lite });
    if (lite && !current.lite) await stepAside();
  }
  return { audience, lite };
}

/**
 * Lite pages (decision 0019) keep nothing on the device: what was kept for speed goes, and unless
 * the visitor saved something to read offline (which they asked for), the worker unregisters.
 */
async function stepAside(): Promise<void> {
  const runtime = [CACHES.pages, CACHES.memberPages, CACHES.images, CACHES.assets];
  await Promise.all(runtime.map((name) => caches.delete(name)));
  if (!(await caches.has(CACHES.saved))) {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith('cta-')).map((name) => caches.delete(name)));
    state = undefined;
    await self.registration.unregister();
  }
}

// ---- The offline page: kept when the visitor may need it, never at the cost of a second download
// (issue #31). The page arrives with its CSS written in (it is fetched without cookies, as a first
// visit: decision 0022), so it needs nothing else; a build that links its sheets instead (`vite dev`,
// CTA_INLINE_CSS=off) has them kept beside it, from a cache of ours or the browser's HTTP cache,
// each once. A first install keeps the page of the
// browser's language, unless the connection is costly (Save-Data, 2g): then nothing until the
// visitor saves something (the page asks, 'keep-offline'). A later page in another language
// brings its own; a new version keeps the languages the last one had.

type Language = (typeof LANGUAGES)[number];

/** The connection of the browser this worker runs in. */
const connection = () => (self.navigator as WorkerNavigator & { connection?: BrowserConnection }).connection;

const STYLESHEET = /<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g;

async function keepOfflinePage(language: Language): Promise<void> {
  const cache = await caches.open(SHELL);
  const url = offlinePageUrl(language);
  if (await cache.match(url)) return;
  // No cookie goes or comes back: the page is the signed-out one, and the visitor's own
  // language and mode choices are left as they are.
  const response = await fetch(url, { credentials: 'omit', cache: 'no-store' });
  if (!response.ok) throw new Error(`offline page ${language}: ${response.status}`);
  const html = await response.clone().text();
  for (const [, href] of html.matchAll(STYLESHEET)) {
    if (!href?.startsWith('/') || (await cache.match(href))) continue;
    const file = (await caches.match(href, MATCH)) ?? (await fetch(href, { cache: 'force-cache' }));
    if (!file.ok) throw new Error(`offline page ${language}: ${href} ${file.status}`);
    await cache.put(href, file);
  }
  // Last: a kept page always has its stylesheets.
  await cache.put(url, response);
}

/** The languages whose offline page an earlier version of the worker kept. */
async function languagesKeptBefore(): Promise<Language[]> {
  const names = (await caches.keys()).filter((name) => name.startsWith(CACHES.shellPrefix) && name !== SHELL);
  const kept = new Set<Language>();
  for (const name of names) {
    const cache = await caches.open(name);
    for (const language of LANGUAGES) if (await cache.match(offlinePageUrl(language))) kept.add(language);
  }
  return [...kept];
}

async function install(): Promise<void> {
  const before = await languagesKeptBefore();
  if (before.length > 0) {
    for (const language of before) await keepOfflinePage(language);
    return;
  }
  if (!liteConnection(connection())) await keepOfflinePage((await readState()).language);
}

self.addEventListener('install', (event) => event.waitUntil(install()));

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(CACHES.shellPrefix) && name !== SHELL)
          .map((name) => caches.delete(name)),
      );
      // The first version takes the open pages at once (nothing to replace); a later one waits for
      // a page to ask (see the message below).
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const message = event.data as ToServiceWorker | undefined;
  if (message?.type === 'skip-waiting') void self.skipWaiting();
  if (message?.type === 'keep-offline' && LANGUAGES.includes(message.language)) {
    const port = event.ports[0];
    event.waitUntil(
      keepOfflinePage(message.language).then(
        () => port?.postMessage({ kept: true }),
        () => port?.postMessage({ kept: false }),
      ),
    );
  }
});

// ---- The offline page.

async function offlinePage(): Promise<Response> {
  const { language } = await readState();
  const other = language === 'en' ? 'fr' : 'en';
  // The other language's page rather than none (the device may have kept only one).
  const cached =
    (await caches.match(offlinePageUrl(language), { cacheName: SHELL })) ??
    (await caches.match(offlinePageUrl(other), { cacheName: SHELL }));
  return (
    cached ??
    new Response(language === 'fr' ? 'Vous êtes hors ligne.' : 'You are offline.', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  );
}

/**
 * A request the network failed and the device has nothing for: a navigation gets the offline page;
 * the route data of a client navigation, the page loaded as a document (which then gets the offline
 * page); anything else, the error.
 */
async function unanswered(request: Request, error: unknown): Promise<Response> {
  if (request.mode === 'navigate') return offlinePage();
  const page = pageOfRouteData(new URL(request.url));
  if (page !== null && request.method === 'GET') return new Response(null, reloadAsDocument(page));
  throw error;
}

// ---- Writes: whatever a member changes (lists, requests, sign-in, sign-out) outdates their pages.
// The request itself goes to the network untouched (no respondWith); the member's pages are
// dropped beside it, long before its answer is back.

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method === 'GET' || request.method === 'HEAD') return;
  if (new URL(request.url).origin !== self.location.origin) return;
  event.waitUntil(dropMemberPages());
});

// ---- Build files and images.

const sameOrigin = (url: URL) => url.origin === self.location.origin;

const assets = new CacheFirst({
  cacheName: CACHES.assets,
  matchOptions: MATCH,
  plugins: [new ExpirationPlugin({ maxEntries: CACHE_LIMITS.assets, purgeOnQuotaError: true })],
});
registerRoute(
  ({ url, request }) => sameOrigin(url) && offlineRoute(url.pathname, request.destination) === 'asset',
  async (options) => (await caches.match(options.request, MATCH)) ?? assets.handle(options),
);

const images = new StaleWhileRevalidate({
  cacheName: CACHES.images,
  matchOptions: MATCH,
  plugins: [
    new ExpirationPlugin({ maxEntries: CACHE_LIMITS.images, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    // Only images whose bytes can be counted (same origin, or a host that allows it): an opaque
    // answer takes megabytes of the device's quota whatever its size.
    {
      cacheWillUpdate: async ({ response }) =>
        response.status === 200 && response.type !== 'opaque' ? response : null,
    },
  ],
});
registerRoute(
  ({ url, request }) =>
    request.destination === 'image' && (!sameOrigin(url) || offlineRoute(url.pathname, 'image') === 'image'),
  async (options) => {
    const { lite } = await readState();
    // Saved items' images first; lite pages keep nothing else.
    const saved = await caches.match(options.request, { ...MATCH, cacheName: CACHES.saved });
    if (saved) return saved;
    return lite ? fetch(options.request) : images.handle(options);
  },
);

// ---- A talk's audio and video (issue #26): the network, or the whole file the visitor saved with
// the talk, each range the <audio> element asks for answered from it (206, or 416). What is not
// saved is not kept: a stream the visitor did not ask to keep would take megabytes of the device.

registerRoute(
  ({ url }) => sameOrigin(url) && offlineRoute(url.pathname, '') === 'media',
  async ({ request }) => {
    const saved = await caches.match(request.url, { ...MATCH, cacheName: CACHES.saved });
    return saved ? answerRange(request, saved) : fetch(request);
  },
);

// ---- Pages.

async function keep(cacheName: string, request: Request, response: Response, limit: number): Promise<void> {
  const cache = await caches.open(cacheName);
  await cache.put(request, response);
  const keys = await cache.keys();
  // Oldest first (keys() lists in insertion order; a put moves the entry to the end).
  for (const old of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(old);
}

async function refreshSaved(request: Request, response: Response): Promise<void> {
  const saved = await caches.open(CACHES.saved);
  if (await saved.match(request, MATCH)) await saved.put(request, response);
}

/** How long a page may take from the network before the copy on the device is shown instead. */
const NETWORK_TIMEOUT_MS = 6000;

/**
 * Whether a kept page is in the language the visitor has now chosen: the locale cookie (not
 * HttpOnly) where the worker can read cookies (Chromium's Cookie Store API), else the locale of
 * the last page seen.
 */
async function inCurrentLocale(kept: Response, state: State): Promise<boolean> {
  const store = (self as unknown as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } })
    .cookieStore;
  const chosen = store ? ((await store.get(LOCALE_COOKIE).catch(() => null))?.value ?? state.locale) : state.locale;
  return kept.headers.get(LOCALE_HEADER) === chosen;
}

/**
 * Public pages and their route data. On a slow connection a page kept on the device is shown at
 * once and refreshed behind it (stale-while-revalidate); on a fast one the network answers first,
 * so a member's own change or a page the team withdrew is never shown as it was, and the kept copy
 * is shown only when the network fails or takes longer than NETWORK_TIMEOUT_MS. Either way the
 * answer streams through untouched; the copy is kept once it has ended.
 */
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) && offlineRoute(url.pathname, request.destination) === 'page' && request.method === 'GET',
  async ({ request, event }) => {
    const extendable = event as ExtendableEvent;
    const current = await readState();
    const { audience, lite } = current;
    const cacheName = audience === 'member' ? CACHES.memberPages : CACHES.pages;
    const saved = await caches.match(request, { ...MATCH, cacheName: CACHES.saved });
    const found = lite ? undefined : await caches.match(request, { ...MATCH, cacheName });
    const kept = found && (await inCurrentLocale(found, current)) ? found : undefined;
    const network = fetch(request).then(async (response) => {
      const made = await learnFrom(response);
      // A page in a language whose offline page the device has not kept yet brings it.
      if (made && !made.lite && !liteConnection(connection())) {
        extendable.waitUntil(keepOfflinePage((await readState()).language).catch(() => undefined));
      }
      const keepable = made && response.ok && response.type === 'basic' && !made.lite && !response.redirected;
      if (keepable) {
        const target = made.audience === 'member' ? CACHES.memberPages : CACHES.pages;
        const limit = made.audience === 'member' ? CACHE_LIMITS.memberPages : CACHE_LIMITS.pages;
        const copy = response.clone();
        const savedCopy = saved ? response.clone() : undefined;
        extendable.waitUntil(
          (async () => {
            // A page sent head first may have turned out an error page (decision 0029).
            if (copy.headers.has(EARLY_HEAD_HEADER) && lateFailure(await copy.clone().text())) return;
            await keep(target, request, copy, limit);
            if (savedCopy) await refreshSaved(request, savedCopy);
          })().catch(() => undefined),
        );
      }
      return response;
    });
    extendable.waitUntil(network.then(() => undefined).catch(() => undefined));
    const cached = kept ?? (lite ? undefined : saved);
    // A priced page kept for another country or connection is shown only when the network fails.
    const fits =
      cached !== undefined &&
      keptPageFits(cached.headers, {
        country: (await readState()).country ?? null,
        cheapFirst: costlyConnection(connection()),
      });
    if (cached && costlyConnection(connection()) && fits) return cached;
    const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), NETWORK_TIMEOUT_MS));
    try {
      const first = await (cached ? Promise.race([network, timeout]) : network);
      if (first) return first;
      return cached ?? (await network);
    } catch (error) {
      if (cached) return cached;
      if (saved) return saved;
      return unanswered(request, error);
    }
  },
);

// Every other navigation (members' pages, sign-in, the console): the network, or the offline page;
// their route data: the network, or the page loaded as a document (which then gets the offline page).
registerRoute(
  ({ url, request }) => sameOrigin(url) && (request.mode === 'navigate' || pageOfRouteData(url) !== null),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      return unanswered(request, error);
    }
  },
);
