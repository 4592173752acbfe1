/**
 * The content-service client: bearer calls with one fresh token and one retry on 401, full loads
 * paged by 200, timeouts on every call, items checked against their schema, and an edge cache
 * (with a stale copy kept for when the service fails) so a warm page makes no upstream call.
 */
import * as v from 'valibot';
import {
  collectionSchemas,
  contactRecord,
  pageEnvelope,
  type CollectionItem,
  type CollectionName,
  type ContactRecord,
} from '#shared/schemas/content.ts';
import { CONTENT_PAGE_SIZE, LANGUAGE_RESOLUTION_HEADER, LANGUAGE_RESOLUTION_OFF } from '#shared/constants/content.ts';
import { backoffMs, ContentError, isTimeout, sleep } from './errors';
import { salvageItem } from './salvage';
import type { ContentTokenProvider } from './token';

/** The part of the Workers Cache API the client uses (caches.default satisfies it). */
export interface EdgeCache {
  match(request: Request): Promise<Response | undefined>;
  put(request: Request, response: Response): Promise<void>;
}

export interface ContentClientOptions {
  apiUrl: string;
  timeoutMs: number;
  /** How long a cached copy is served without asking the service. */
  cacheTtlSeconds: number;
  tokens: ContentTokenProvider;
  cache?: EdgeCache;
  fetch?: typeof fetch;
  /** Called for every failure that is contained (logged, not thrown to the page). */
  onError?: (error: unknown) => void;
  /** Keeps a shared load alive if the request that started it ends first (ctx.waitUntil). */
  waitUntil?: (promise: Promise<unknown>) => void;
}

/** A stale copy is kept this long for use when the service is failing. */
const STALE_SECONDS = 7 * 24 * 3600;
const CACHE_ORIGIN = 'https://content-cache.internal';
const FETCHED_AT_HEADER = 'x-fetched-at';
const VERSION_HEADER = 'x-content-version';

interface Versioned {
  body: unknown;
  version: string;
}

/** SHA-256 (hex, first 16 bytes) of a text. */
async function digest(text: string): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(hash).slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

// Validated collections kept in this isolate for a short while, so a warm page reads no cache at
// all (large collections are costly to parse and validate on every request). Only finished values
// are kept: keeping the promise (so concurrent first reads share one validation) made pages hang
// in workerd when a request awaited validation running in another request's context.
const MEMORY_SECONDS = 60;
const memory = new Map<string, { value: unknown; expiresAt: number }>();
// Collection versions read from the cached copies' headers, kept as long (a warm search reads none).
const versions = new Map<string, { version: string; expiresAt: number }>();

// Loads of the same key in flight in this isolate share one upstream call; the request that starts
// one keeps it going (waitUntil) should it end first. A load older than any load takes is taken for
// dead (its request's context gone without settling it) and replaced rather than awaited forever.
const inflight = new Map<string, { promise: Promise<Versioned>; startedAt: number }>();
const FLIGHT_LIMIT_MS = 60_000;

/** Calls per GET when the connection fails (not on a timeout): the first and two retries. */
const GET_ATTEMPTS = 3;
const GET_BACKOFF_MS = 100;

/** Forgets the collections held in this isolate and its loads in flight (tests). */
export function resetContentMemory(): void {
  memory.clear();
  versions.clear();
  inflight.clear();
}

/**
 * Lets go of the collections' items held in this isolate, keeping their versions: after a search
 * refresh has read every collection (decision 0038), so the isolate does not keep them all.
 */
export function releaseContentItems(): void {
  memory.clear();
}

/** What readers of content use: the client, or a wrapper of it (pages turn failures into 503s). */
export type ContentReader = Pick<ContentClient, 'list' | 'listVersioned' | 'version' | 'contact'>;

/** Reading a collection page by page from the service itself (a search refresh: decision 0038). */
export type ContentPages = Pick<ContentClient, 'page' | 'ids'>;

export class ContentClient {
  readonly #fetch: typeof fetch;

  constructor(private readonly options: ContentClientOptions) {
    this.#fetch = options.fetch ?? ((input, init) => fetch(input, init));
  }

  /** Every item of a collection, validated; items that do not match their schema are dropped. */
  async list<N extends CollectionName>(name: N): Promise<CollectionItem<N>[]> {
    return (await this.listVersioned(name)).items;
  }

  /**
   * A collection with its version: a digest of the content as the service sent it, unchanged
   * until the content changes (derived data such as the search index is rebuilt on a new one).
   */
  async listVersioned<N extends CollectionName>(name: N): Promise<{ items: CollectionItem<N>[]; version: string }> {
    const memoKey = `${this.options.apiUrl}/list/${name}`;
    const remembered = memory.get(memoKey);
    if (remembered && remembered.expiresAt > Date.now()) {
      return remembered.value as { items: CollectionItem<N>[]; version: string };
    }
    const { body: raw, version } = await this.#cached(`list/${name}`, () => this.#loadAll(name));
    const value = { items: this.#validItems(name, raw as unknown[]), version };
    memory.set(memoKey, {
      value,
      expiresAt: Date.now() + Math.min(this.options.cacheTtlSeconds, MEMORY_SECONDS) * 1000,
    });
    return value;
  }

  /**
   * The version of a collection without reading its items (what keys derived data such as the
   * search index): from this isolate's memory, else the cached copy's header, else the items are
   * loaded (and cached) as `listVersioned` loads them. A stale cached copy's version is answered at
   * once and the copy refreshed in the background, so a reader of the version never waits for a
   * whole collection to be fetched and parsed.
   */
  async version(name: CollectionName): Promise<string> {
    const memoKey = `${this.options.apiUrl}/list/${name}`;
    const remembered = memory.get(memoKey);
    if (remembered && remembered.expiresAt > Date.now()) return (remembered.value as { version: string }).version;
    const known = versions.get(memoKey);
    if (known && known.expiresAt > Date.now()) return known.version;
    const key = `list/${name}`;
    const load = () => this.#loadAll(name);
    const cache = this.options.cache;
    const hit = cache ? await cache.match(this.#cacheRequest(key)).catch(() => undefined) : undefined;
    if (hit) {
      const version = hit.headers.get(VERSION_HEADER);
      const fetchedAt = Number(hit.headers.get(FETCHED_AT_HEADER) ?? 0);
      await hit.body?.cancel();
      if (version) {
        if (Date.now() - fetchedAt >= this.options.cacheTtlSeconds * 1000) {
          const refresh = this.#cached(key, load).catch((error: unknown) => this.options.onError?.(error));
          this.options.waitUntil?.(refresh);
        } else {
          const seconds = Math.min(this.options.cacheTtlSeconds, MEMORY_SECONDS);
          versions.set(memoKey, {
            version,
            expiresAt: Math.min(Date.now() + seconds * 1000, fetchedAt + this.options.cacheTtlSeconds * 1000),
          });
        }
        return version;
      }
    }
    return (await this.#cached(key, load)).version;
  }

  /** The single contact record (held in the isolate as the collections are). */
  async contact(): Promise<ContactRecord> {
    const memoKey = `${this.options.apiUrl}/contact`;
    const remembered = memory.get(memoKey);
    if (remembered && remembered.expiresAt > Date.now()) return remembered.value as ContactRecord;
    const { body: raw } = await this.#cached('contact', () => this.#getJson('contact'));
    const parsed = v.safeParse(contactRecord, raw);
    if (!parsed.success) throw new ContentError('contact', 'unexpected contact record');
    memory.set(memoKey, {
      value: parsed.output,
      expiresAt: Date.now() + Math.min(this.options.cacheTtlSeconds, MEMORY_SECONDS) * 1000,
    });
    return parsed.output;
  }

  /**
   * One page of a collection as the service has it now, read past every cache and kept nowhere (a
   * search refresh reads the presentations this way, a page at a time): `modifiedAfter` asks only
   * for the items modified after that time (`$filter=modifiedAt gt …`, docs/dev/content-protocol.md,
   * "Reading what changed"). `date` is the answer's `Date` header: the service's own clock.
   */
  async page<N extends CollectionName>(
    name: N,
    { skip = 0, top = CONTENT_PAGE_SIZE, modifiedAfter }: { skip?: number; top?: number; modifiedAfter?: string } = {},
  ): Promise<{ items: CollectionItem<N>[]; total: number; date?: string }> {
    const filter = modifiedAfter ? `&$filter=${encodeURIComponent(`modifiedAt gt ${modifiedAfter}`)}` : '';
    const { body, date } = await this.#getJsonDated(`${name}?$top=${top}&$skip=${skip}${filter}`);
    const page = v.safeParse(pageEnvelope, body);
    if (!page.success) throw new ContentError(name, 'unexpected page shape');
    return { items: this.#validItems(name, page.output.items), total: page.output.total, ...(date && { date }) };
  }

  /** The ids of every item of a collection (`$select=id`, by pages of 200), read past every cache. */
  async ids(name: CollectionName): Promise<string[]> {
    const ids: string[] = [];
    for (let skip = 0; ; skip += CONTENT_PAGE_SIZE) {
      const body = await this.#getJson(`${name}?$top=${CONTENT_PAGE_SIZE}&$skip=${skip}&$select=id`);
      const page = v.safeParse(pageEnvelope, body);
      if (!page.success) throw new ContentError(name, 'unexpected page shape');
      for (const item of page.output.items) {
        const id = (item as { id?: unknown }).id;
        if (typeof id === 'string') ids.push(id);
      }
      if (page.output.items.length < CONTENT_PAGE_SIZE || skip + CONTENT_PAGE_SIZE >= page.output.total) break;
    }
    return ids;
  }

  /** The items of `raw` that match the collection's schema (a malformed optional part dropped alone). */
  #validItems<N extends CollectionName>(name: N, raw: unknown[]): CollectionItem<N>[] {
    const schema = collectionSchemas[name];
    const items: CollectionItem<N>[] = [];
    // A malformed optional part (a bad rendition) is dropped alone; the item keeps its place.
    const droppedPart = (reason: string) =>
      this.options.onError?.(new ContentError(name, `dropped a part that does not match its schema: ${reason}`));
    for (const item of raw) {
      const parsed = v.safeParse(schema, salvageItem(name, item, droppedPart));
      if (parsed.success) items.push(parsed.output as CollectionItem<N>);
      else this.options.onError?.(new ContentError(name, `dropped an item that does not match its schema`));
    }
    return items;
  }

  /** Pages by 200 until skip reaches the total or a page comes back short. */
  async #loadAll(name: CollectionName): Promise<unknown[]> {
    const items: unknown[] = [];
    for (let skip = 0; ; skip += CONTENT_PAGE_SIZE) {
      const body = await this.#getJson(`${name}?$top=${CONTENT_PAGE_SIZE}&$skip=${skip}`);
      const page = v.safeParse(pageEnvelope, body);
      if (!page.success) throw new ContentError(name, 'unexpected page shape');
      items.push(...page.output.items);
      if (page.output.items.length < CONTENT_PAGE_SIZE || skip + CONTENT_PAGE_SIZE >= page.output.total) break;
    }
    return items;
  }

  /** GET with the bearer token; on 401 one fresh token and one retry. */
  async #getJson(path: string): Promise<unknown> {
    return (await this.#getJsonDated(path)).body;
  }

  /** #getJson with the answer's `Date` header (ISO), when it has a valid one. */
  async #getJsonDated(path: string): Promise<{ body: unknown; date?: string }> {
    const target = path.split('?')[0] ?? path;
    const token = await this.options.tokens.getToken();
    let response = await this.#authorizedGet(path, token);
    if (response.status === 401) {
      await response.body?.cancel();
      response = await this.#authorizedGet(path, await this.options.tokens.getToken({ rejected: token }));
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ContentError(target, `answered ${response.status}`, { status: response.status });
    }
    const date = Date.parse(response.headers.get('date') ?? '');
    try {
      return { body: await response.json(), ...(Number.isFinite(date) && { date: new Date(date).toISOString() }) };
    } catch (cause) {
      throw new ContentError(target, 'answered a body that is not JSON', { cause });
    }
  }

  /**
   * One GET, made again after a short wait when the connection fails: a stale pooled connection
   * fails at once, and the load it belongs to is shared by every page waiting for it. A timeout is
   * not retried (the page has already waited the whole time).
   */
  async #authorizedGet(path: string, token: string): Promise<Response> {
    const url = `${this.options.apiUrl.replace(/\/$/, '')}/${path}`;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.#fetch(url, {
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            // Both languages are read on every collection (see docs/decisions/0003).
            [LANGUAGE_RESOLUTION_HEADER]: LANGUAGE_RESOLUTION_OFF,
          },
          signal: AbortSignal.timeout(this.options.timeoutMs),
        });
      } catch (cause) {
        if (attempt >= GET_ATTEMPTS || isTimeout(cause)) {
          throw new ContentError(path.split('?')[0] ?? path, 'request failed or timed out', { cause });
        }
        await sleep(backoffMs(attempt, GET_BACKOFF_MS));
      }
    }
  }

  #cacheRequest(key: string): Request {
    return new Request(`${CACHE_ORIGIN}/${encodeURIComponent(this.options.apiUrl)}/${key}`);
  }

  /**
   * Fresh cached copy if there is one; else one shared upstream load; if that fails, a stale
   * copy if there is one; else the failure.
   */
  async #cached(key: string, load: () => Promise<unknown>): Promise<Versioned> {
    const cache = this.options.cache;
    const request = this.#cacheRequest(key);
    let stale: Versioned | undefined;
    if (cache) {
      const hit = await cache.match(request).catch(() => undefined);
      if (hit) {
        const fetchedAt = Number(hit.headers.get(FETCHED_AT_HEADER) ?? 0);
        const version = hit.headers.get(VERSION_HEADER) ?? '';
        const body: unknown = await hit.json().catch(() => undefined);
        if (body !== undefined) {
          if (Date.now() - fetchedAt < this.options.cacheTtlSeconds * 1000) return { body, version };
          stale = { body, version };
        }
      }
    }
    const flightKey = request.url;
    let flight = inflight.get(flightKey);
    if (!flight || Date.now() - flight.startedAt >= FLIGHT_LIMIT_MS) {
      const startedAt = Date.now();
      const promise: Promise<Versioned> = load()
        .then(async (body) => {
          const text = JSON.stringify(body);
          const version = await digest(text);
          if (cache) {
            const stored = new Response(text, {
              headers: {
                'content-type': 'application/json',
                'cache-control': `public, max-age=${STALE_SECONDS}`,
                [FETCHED_AT_HEADER]: String(Date.now()),
                [VERSION_HEADER]: version,
              },
            });
            await cache.put(request, stored).catch((error: unknown) => this.options.onError?.(error));
          }
          return { body, version };
        })
        .finally(() => {
          if (inflight.get(flightKey)?.promise === promise) inflight.delete(flightKey);
        });
      flight = { promise, startedAt };
      inflight.set(flightKey, flight);
      this.options.waitUntil?.(promise.catch(() => undefined));
    }
    try {
      return await flight.promise;
    } catch (error) {
      if (stale !== undefined) {
        this.options.onError?.(error);
        return stale;
      }
      throw error;
    }
  }
}
