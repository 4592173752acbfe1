/**
 * Shared copies of the pages signed-out visitors see (decision 0021), kept in the edge cache
 * (Workers Cache API) per address, language and mode (and country, for a page that shows what data
 * costs) under the
 * build (a deploy makes new keys). A copy names the parts of the content its render read and their
 * version; it is served only while they still have that version (a content change replaces it).
 * A copy older than its freshness is served while a fresh one is made
 * (at most one at a time per key in an isolate). A copy is served as it was kept: a page has no
 * inline script, so nothing in it depends on the response. An isolate holds the copies it used
 * last in memory, so a warm hit reads no cache.
 */
import type { Locale } from '#shared/constants/spec.ts';
import type { SiteMode } from '#shared/lib/render-mode.ts';
import { MOMENT_PARAM } from '#shared/lib/moment-param.ts';
import { INLINED_CSS_HEADER } from '#shared/lib/offline.ts';
import { isMemberPath } from '#shared/lib/route-guard.ts';
import { collectionNames, type CollectionName } from '#shared/schemas/content.ts';
import type { ContentReader, EdgeCache } from '../content/client';

const CACHE_ORIGIN = 'https://page-cache.internal';
/** Bump when what a kept copy holds changes shape. */
const FORMAT = 2;
/** A copy is dropped by the cache this long after it was made (a stale one is served until then). */
export const KEEP_SECONDS = 3600;
const STORED_AT_HEADER = 'x-stored-at';
const PARTS_HEADER = 'x-content-parts';
const VERSION_HEADER = 'x-content-version';
/** The response header that says where a page came from: hit, stale, miss or bypass. */
export const PAGE_CACHE_HEADER = 'x-page-cache';
export type PageCacheState = 'hit' | 'stale' | 'miss' | 'bypass';

/** The headers of a rendered page a kept copy keeps (the rest are set per response). */
const KEPT_HEADERS = ['content-type', 'content-language', 'link', INLINED_CSS_HEADER];

/**
 * The query parameters pages read (listings: page, sort, filters; the events calendar: month; a
 * presentation's moment: t, in whole seconds, decision 0026), each with the values a kept copy's
 * address may have. Any other parameter (a search's `q`, the
 * `lang` and `mode` switches, tracking tags) means the page is not kept, so the number of
 * copies stays bounded by the site's own links.
 */
const QUERY_PARAMS: ReadonlyMap<string, RegExp> = new Map([
  ['page', /^[1-9]\d{0,3}$/],
  ['sort', /^\d{1,2}$/],
  ['category', /^[\w-]{1,64}$/],
  ['tag', /^[\w-]{1,64}$/],
  ['series', /^[\w-]{1,64}$/],
  ['month', /^\d{4}-\d{2}$/],
  [MOMENT_PARAM, /^\d{1,5}$/],
]);

/** Sign-in screens outside the route guard's patterns. */
const AUTH_PATHS = /verification|logout/;

/** How the page was rendered, besides its address: what makes two copies of one address differ. */
export interface PageVariant {
  locale: Locale;
  mode: SiteMode;
  /**
   * Only for a page that shows what data costs (its route's `handle.pricedByCountry`, issue #26):
   * the visitor's country (a code of the price table, or null). Left out, the key has no country.
   */
  country?: string | null;
  /**
   * With the country: whether the page leads with its cheap ways in (Save-Data, 3g or slower; the
   * presentation page's ladder). A copy made for a phone on 3g is never served to one on fibre.
   */
  cheapFirst?: boolean;
}

/**
 * The address part of a kept copy's key (host, path, the known parameters in a fixed order), or
 * null when this address is never kept: route data, members' pages and sign-in screens, and
 * addresses with other parameters or values out of their pattern.
 */
export function pageAddress(url: URL): string | null {
  const path = url.pathname;
  if (path.endsWith('.data') || isMemberPath(path) || AUTH_PATHS.test(path)) return null;
  // A presenter's answer page (decision 0028) shows one request to the holder of its link.
  if (path.startsWith('/introductions/')) return null;
  const pairs: string[] = [];
  const seen = new Set<string>();
  for (const [name, value] of url.searchParams) {
    // A Map, so that `?constructor=` or `?toString=` finds nothing rather than an object's method.
    const pattern = QUERY_PARAMS.get(name);
    if (!pattern || seen.has(name) || !pattern.test(value)) return null;
    seen.add(name);
    pairs.push(`${name}=${value}`);
  }
  pairs.sort();
  return `${url.host}${path}${pairs.length > 0 ? `?${pairs.join('&')}` : ''}`;
}

const renderingSettings = new Map<string, Promise<string>>();

/**
 * What a copy was made with besides the content: the build and a digest of the settings pages
 * render from (image resizing, the captcha's site key, the public Firebase settings, the site's
 * address). Changing one of them (a new deployment of vars keeps the build) makes new copies.
 */
export function deploymentOf(build: string, settings: Record<string, unknown>): Promise<string> {
  const text = JSON.stringify(settings);
  let digest = renderingSettings.get(text);
  if (!digest) {
    if (renderingSettings.size > 8) renderingSettings.clear();
    digest = sha256Hex(text).then((hex) => `${build}.${hex.slice(0, 12)}`);
    renderingSettings.set(text, digest);
  }
  return digest;
}

/**
 * The cache key of a copy: format, deployment (build and settings), language, mode, the country for
 * a page priced by country, address. The country segment has a `=`, which no host has, so it cannot
 * be taken for an address.
 */
export function pageCacheKey(address: string, variant: PageVariant, build: string): Request {
  const country =
    variant.country === undefined ? '' : `country=${variant.country ?? 'none'}${variant.cheapFirst ? ',cheap' : ''}/`;
  return new Request(
    `${CACHE_ORIGIN}/${FORMAT}/${encodeURIComponent(build)}/${variant.locale}/${variant.mode}/${country}${address}`,
  );
}

async function sha256Hex(text: string): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(hash).slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const CONTACT_PART = 'contact';

/**
 * `reader`, telling `read` of every part of the content a render reads (a collection, the contact
 * record) with its version: the parts a kept copy depends on.
 */
export function trackedContent(reader: ContentReader, read: (part: string, version: string) => void): ContentReader {
  return {
    list: async <N extends CollectionName>(name: N) => {
      const { items, version } = await reader.listVersioned(name);
      read(name, version);
      return items;
    },
    listVersioned: async <N extends CollectionName>(name: N) => {
      const value = await reader.listVersioned(name);
      read(name, value.version);
      return value;
    },
    version: async (name: CollectionName) => {
      const version = await reader.version(name);
      read(name, version);
      return version;
    },
    contact: async () => {
      const contact = await reader.contact();
      read(CONTACT_PART, JSON.stringify(contact));
      return contact;
    },
  };
}

/** The parts a render read, with their versions (each part once, the first version read). */
export class ReadParts {
  readonly #parts = new Map<string, string>();
  add = (part: string, version: string): void => {
    if (!this.#parts.has(part)) this.#parts.set(part, version);
  };
  get names(): string[] {
    return [...this.#parts.keys()].sort();
  }
  /** The version of these parts together. */
  version(): Promise<string> {
    return partsVersion(this.names.map((name) => `${name}:${this.#parts.get(name) ?? ''}`));
  }
}

const digests = new Map<string, string>();
const DIGESTS_KEPT = 500;

async function partsVersion(parts: string[]): Promise<string> {
  const text = parts.join('\n');
  const known = digests.get(text);
  if (known) return known;
  const digest = await sha256Hex(text);
  if (digests.size >= DIGESTS_KEPT) digests.clear();
  digests.set(text, digest);
  return digest;
}

const isCollection = (name: string): name is CollectionName => (collectionNames as string[]).includes(name);

/**
 * The version the parts `names` have now (a warm isolate holds them in memory, content/client.ts,
 * so this costs no call). Throws when one cannot be read. The collections' `version` (issue #31),
 * not their items: a hit then never builds the presenters' merged list, nor parses a collection
 * again when the isolate's copy of it has expired (the cached copy's header says its version).
 */
export async function currentVersion(content: ContentReader, names: string[]): Promise<string> {
  const parts = await Promise.all(
    names.map(async (name) => {
      if (name === CONTACT_PART) return `${name}:${JSON.stringify(await content.contact())}`;
      if (!isCollection(name)) throw new Error(`unknown content part ${name}`);
      return `${name}:${await content.version(name)}`;
    }),
  );
  return partsVersion(parts);
}

/** A kept copy, how old it is, and the parts of the content it was made from with their version. */
export interface KeptPage {
  bytes: ArrayBuffer;
  /** The kept headers of the rendered page (KEPT_HEADERS). */
  headers: [string, string][];
  storedAt: number;
  parts: string[];
  version: string;
}

// The copies this isolate served or made last, so a hit reads no cache at all: at most
// MEMORY_COPIES of them and MEMORY_BYTES in all, the least recently used dropped first.
const MEMORY_COPIES = 100;
const MEMORY_BYTES = 16 * 1024 * 1024;
const memory = new Map<string, KeptPage>();
let memoryBytes = 0;

function remember(key: string, page: KeptPage): void {
  forget(key);
  memory.set(key, page);
  memoryBytes += page.bytes.byteLength;
  for (const [oldest, copy] of memory) {
    if (memory.size <= MEMORY_COPIES && memoryBytes <= MEMORY_BYTES) break;
    memory.delete(oldest);
    memoryBytes -= copy.bytes.byteLength;
  }
}

function forget(key: string): void {
  const known = memory.get(key);
  if (!known) return;
  memory.delete(key);
  memoryBytes -= known.bytes.byteLength;
}

// Renders of pages that have a shared copy's key (misses and refreshes), for tests and the bench.
let renders = 0;

/** Counts a render of a page that has a shared copy's key. */
export function countRender(): void {
  renders += 1;
}

/** How many pages with a shared copy's key this isolate has rendered (tests: single flight). */
export function pageRenders(): number {
  return renders;
}

/** Forgets the copies held in this isolate (tests). */
export function resetPageMemory(): void {
  memory.clear();
  memoryBytes = 0;
}

/** The kept copy of `key`, if there is one: in this isolate's memory, else in the edge cache. */
export async function findPage(cache: EdgeCache, key: Request): Promise<KeptPage | null> {
  const known = memory.get(key.url);
  if (known) {
    // Most recently used last.
    memory.delete(key.url);
    memory.set(key.url, known);
    return known;
  }
  const response = await cache.match(key).catch(() => undefined);
  if (!response) return null;
  const storedAt = Number(response.headers.get(STORED_AT_HEADER));
  const version = response.headers.get(VERSION_HEADER);
  const parts = response.headers.get(PARTS_HEADER);
  if (!Number.isFinite(storedAt) || storedAt <= 0 || version === null || parts === null) {
    await response.body?.cancel();
    return null;
  }
  const page: KeptPage = {
    bytes: await response.arrayBuffer(),
    headers: keptHeaders(response.headers),
    storedAt,
    parts: parts ? parts.split(',') : [],
    version,
  };
  remember(key.url, page);
  return page;
}

/** Drops the copy of `key` this isolate holds (its content changed). */
export function dropPage(key: Request): void {
  forget(key.url);
}

const keptHeaders = (headers: Headers): [string, string][] =>
  KEPT_HEADERS.flatMap((name) => {
    const value = headers.get(name);
    return value === null ? [] : [[name, value] as [string, string]];
  });

/**
 * Whether a rendered page may be kept for every signed-out visitor: a complete 200 HTML page that
 * sets no cookie and says nothing about caching itself (a route that does has its reasons).
 */
export function isKeepable(response: Response): boolean {
  return (
    response.status === 200 &&
    response.body !== null &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !response.headers.has('set-cookie') &&
    !response.headers.has('cache-control')
  );
}

/**
 * Keeps the page read from `body` (one branch of the visitor's stream) under `key`, unless the
 * render reported a contained failure by the time it ended: a page with a part missing is served
 * to its visitor, never kept. A render cut short (the visitor left) keeps nothing. The copy names
 * the parts of the content the render read and their version, checked before it is served.
 * Answers the copy kept, or null.
 */
export async function keepPage(
  cache: EdgeCache,
  key: Request,
  body: ReadableStream<Uint8Array>,
  headers: Headers,
  render: { failed: () => boolean; parts: ReadParts },
): Promise<KeptPage | null> {
  const bytes = await new Response(body).arrayBuffer();
  if (render.failed()) return null;
  const page: KeptPage = {
    bytes,
    headers: keptHeaders(headers),
    storedAt: Date.now(),
    parts: render.parts.names,
    version: await render.parts.version(),
  };
  const kept = new Headers([
    ...page.headers,
    ['cache-control', `public, max-age=${KEEP_SECONDS}`],
    [STORED_AT_HEADER, String(page.storedAt)],
    [PARTS_HEADER, page.parts.join(',')],
    [VERSION_HEADER, page.version],
  ]);
  remember(key.url, page);
  await cache.put(key, new Response(bytes.slice(0), { status: 200, headers: kept }));
  return page;
}

/** The kept copy as this response's answer: its bytes and kept headers as they were kept. */
export function servePage(kept: KeptPage): Response {
  return new Response(kept.bytes.slice(0), { status: 200, headers: kept.headers });
}

/**
 * How long a render may take, in content calls' time limits (CONTENT_TIMEOUT_MS): the access token,
 * the page's data, and a retry. A request waits for the render of its page under way in this isolate
 * (single flight) as long as that render may last (issue #31: a fixed 3 s wait let every request of a
 * burst on a loaded machine render the page itself), and a render older than that is taken for dead.
 */
export const RENDER_LIMIT_CONTENT_CALLS = 3;

/** What a render hands to the requests that waited for it: its kept copy, or null when it kept none. */
export type FlightEnd = (page: KeptPage | null) => void;

/** How often a waiting request first looks whether the render it waits for has ended, and at most. */
const FLIGHT_POLL_MS = 10;
const FLIGHT_POLL_MAX_MS = 100;

// Renders under way in this isolate of pages that may be kept, by key (issue #23.10). A render
// older than the render limit is taken for dead (its request gone without ending it): the next
// request leads a new one. The requests waiting look at `ended` now and then (more seldom as the
// wait goes on: a hundred waiters polling every 10 ms cost a loaded machine CPU) rather than await
// a promise the leader settles: workerd refuses a request settling another's promise (and runs the
// waiter's continuation in the wrong request), so only plain data passes between them.
interface Flight {
  startedAt: number;
  ended: boolean;
  page: KeptPage | null;
}
const flights = new Map<string, Flight>();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Joins the render of `key` under way in this isolate, or leads one: `lead` is then to be called
 * once with the copy the render kept (or null: it kept none, failed or was cut short; the requests
 * waiting then render the page themselves); `wait` gives that copy, or null when the render kept
 * none or outlived `limitMs` (the render's own limit). A request that may not lead (a HEAD keeps no
 * copy) gets null at once when no render is under way.
 */
export function pageFlight(
  key: string,
  limitMs: number,
  canLead = true,
): { lead: FlightEnd; wait?: undefined } | { wait: Promise<KeptPage | null>; lead?: undefined } {
  const now = Date.now();
  const flight = flights.get(key);
  if (flight && now - flight.startedAt < limitMs) {
    const wait = (async () => {
      const until = flight.startedAt + limitMs;
      let poll = FLIGHT_POLL_MS;
      while (!flight.ended && Date.now() < until) {
        await pause(poll);
        poll = Math.min(FLIGHT_POLL_MAX_MS, Math.ceil(poll * 1.5));
      }
      return flight.ended ? flight.page : null;
    })();
    return { wait };
  }
  if (!canLead) return { wait: Promise.resolve(null) };
  const started: Flight = { startedAt: now, ended: false, page: null };
  flights.set(key, started);
  return {
    lead: (page) => {
      if (started.ended) return;
      started.ended = true;
      started.page = page;
      if (flights.get(key) === started) flights.delete(key);
    },
  };
}

// Refreshes of stale copies under way in this isolate, by key: one at a time per key. One older
// than any render takes is taken for dead (its request's context gone) and may be replaced.
const refreshing = new Map<string, number>();
const REFRESH_LIMIT_MS = 60_000;

/**
 * Starts `refresh` for `key` unless one is already under way in this isolate; returns its promise
 * (for waitUntil), or null when one was under way. Never rejects.
 */
export function refreshOnce(
  key: string,
  refresh: () => Promise<unknown>,
  onError: (error: unknown) => void,
): Promise<void> | null {
  const started = refreshing.get(key);
  if (started !== undefined && Date.now() - started < REFRESH_LIMIT_MS) return null;
  const startedAt = Date.now();
  refreshing.set(key, startedAt);
  return refresh()
    .then(() => undefined, onError)
    .finally(() => {
      if (refreshing.get(key) === startedAt) refreshing.delete(key);
    });
}
