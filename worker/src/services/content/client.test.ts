// The content client against the real local content service (its own instance per test, on a
// free port), with an in-memory token store standing in for KV.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startContentService, type RunningContentService } from '#dev/content-service/server.ts';
import { generatePack } from '#dev/content-service/generate.ts';
import { ContentClient, resetContentMemory, type EdgeCache } from './client';
import { ContentTokenProvider, resetTokenMemory, type TokenStore } from './token';

class MemoryStore implements TokenStore {
  readonly data = new Map<string, string>();
  async get(key: string) {
    return this.data.get(key) ?? null;
  }
  async put(key: string, value: string) {
    this.data.set(key, value);
  }
}

class MemoryCache implements EdgeCache {
  readonly data = new Map<string, string>();
  readonly headers = new Map<string, Headers>();
  async match(request: Request) {
    const body = this.data.get(request.url);
    return body === undefined ? undefined : new Response(body, { headers: this.headers.get(request.url) });
  }
  async put(request: Request, response: Response) {
    this.headers.set(request.url, new Headers(response.headers));
    this.data.set(request.url, await response.text());
  }
}

let service: RunningContentService;
let store: MemoryStore;
let seenRequests: string[];

async function stats(): Promise<{ tokenRequests: number; requests: Record<string, number> }> {
  return (await fetch(`${service.url}/__control/stats`)).json() as never;
}
async function control(path: string, body: unknown = {}) {
  await fetch(`${service.url}/__control/${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
}

function client(
  options: {
    cache?: EdgeCache;
    timeoutMs?: number;
    cacheTtlSeconds?: number;
    errors?: unknown[];
    /** What the client's calls go to (the real fetch when absent); the token's calls are not routed here. */
    fetch?: typeof fetch;
    waitUntil?: (promise: Promise<unknown>) => void;
  } = {},
) {
  const timeoutMs = options.timeoutMs ?? 2000;
  const tokens = new ContentTokenProvider(
    {
      identityUrl: `${service.url}/connect/token`,
      clientId: 'local-client',
      clientSecret: 'local-secret',
      scope: 'content.read',
      timeoutMs,
    },
    store,
  );
  const recordingFetch: typeof fetch = (input, init) => {
    seenRequests.push(String(input));
    return (options.fetch ?? fetch)(input, init);
  };
  return new ContentClient({
    apiUrl: `${service.url}/api`,
    timeoutMs,
    cacheTtlSeconds: options.cacheTtlSeconds ?? 60,
    tokens,
    cache: options.cache,
    fetch: recordingFetch,
    onError: (error) => options.errors?.push(error),
    waitUntil: options.waitUntil,
  });
}

async function start(options: { presentations?: number; tokenLifetimeSeconds?: number } = {}) {
  service = await startContentService({
    port: 0,
    pack: options.presentations ? generatePack({ presentations: options.presentations }) : undefined,
    tokenLifetimeSeconds: options.tokenLifetimeSeconds,
  });
}

beforeEach(() => {
  resetTokenMemory();
  store = new MemoryStore();
  seenRequests = [];
});
afterEach(async () => {
  vi.useRealTimers();
  await service?.close();
});

/**
 * Moves the clock the token and the cached copies are judged by (`Date`), and nothing else: the
 * timers and the network keep real time, so a lifetime is crossed when the test says, not when a
 * loaded machine gets there.
 */
function clockAt(): (ms: number) => void {
  vi.useFakeTimers({ toFake: ['Date'] });
  let now = Date.now();
  return (ms) => {
    now += ms;
    vi.setSystemTime(now);
  };
}

describe('content client', () => {
  it('reuses the cached token until it expires, then asks for a new one', async () => {
    await start({ tokenLifetimeSeconds: 4 });
    const advance = clockAt();
    const content = client();
    await content.list('categories');
    await content.list('tags');
    expect((await stats()).tokenRequests).toBe(1);
    // 4 s lifetime minus the 3 s safety margin: not sent any more after 1 s.
    advance(1200);
    await content.list('series');
    expect((await stats()).tokenRequests).toBe(2);
  });

  it('shares one token request between concurrent callers', async () => {
    await start();
    const content = client();
    await Promise.all(Array.from({ length: 20 }, () => content.list('categories')));
    expect((await stats()).tokenRequests).toBe(1);
  });

  it('on 401 fetches one fresh token and retries once', async () => {
    await start();
    const content = client();
    await content.list('categories');
    await control('revoke-tokens');
    const tags = await content.list('tags');
    expect(tags.length).toBeGreaterThan(0);
    expect((await stats()).tokenRequests).toBe(2);
    expect(seenRequests.filter((url) => url.includes('/api/tags'))).toHaveLength(2);
  });

  it('gives up after the one retry when the service keeps answering 401', async () => {
    await start();
    const content = client();
    await control('faults', { collection: 'tags', status: 401 });
    await expect(content.list('tags')).rejects.toThrow(/tags.*401/);
    expect(seenRequests.filter((url) => url.includes('/api/tags'))).toHaveLength(2);
  });

  it('calls again when the connection fails (a closed pooled connection), not on a timeout', async () => {
    await start();
    const lost = () => Promise.reject(new Error('Network connection lost.'));
    let calls = 0;
    const flaky = client({ fetch: (input, init) => (++calls === 1 ? lost() : fetch(input, init)) });
    expect((await flaky.list('tags')).length).toBeGreaterThan(0);
    expect(seenRequests.filter((url) => url.includes('/api/tags'))).toHaveLength(2);
    expect((await stats()).requests.tags).toBe(1);
    // Always failing: three calls, then the failure.
    await expect(client({ fetch: lost }).list('series')).rejects.toThrow(/series.*failed/);
    expect(seenRequests.filter((url) => url.includes('/api/series'))).toHaveLength(3);
  });

  it('pages by 200 until the total is reached', async () => {
    await start({ presentations: 450 });
    const content = client();
    const presentations = await content.list('presentations');
    expect(presentations).toHaveLength(450);
    const pages = seenRequests.filter((url) => url.includes('/api/presentations'));
    expect(pages.map((url) => decodeURIComponent(new URL(url).search))).toEqual([
      '?$top=200&$skip=0',
      '?$top=200&$skip=200',
      '?$top=200&$skip=400',
    ]);
  });

  it('stops at a short page', async () => {
    await start();
    const content = client();
    const categories = await content.list('categories');
    expect(categories).toHaveLength(9);
    expect(seenRequests.filter((url) => url.includes('/api/categories'))).toHaveLength(1);
  });

  it('reads both languages of categories, tags and series (language resolution off)', async () => {
    await start();
    const [category] = await client().list('categories');
    expect(category?.title.en).toBeTruthy();
    expect(category?.title.fr).toBeTruthy();
  });

  it('fails clearly on a server error and times out a slow service', async () => {
    await start();
    await control('faults', { collection: 'events', status: 503 });
    await expect(client().list('events')).rejects.toThrow(/events.*503/);
    await control('reset');
    await control('faults', { collection: 'articles', delayMs: 1500 });
    // The service answers after 1.5 s: only the 300 ms limit makes the call fail.
    await expect(client({ timeoutMs: 300 }).list('articles')).rejects.toThrow(/timed out|failed/);
    // A call that timed out is not made again.
    expect(seenRequests.filter((url) => url.includes('/api/articles'))).toHaveLength(1);
  });

  it('serves a cached copy without calling the service, and a stale copy when the service fails', async () => {
    await start();
    const cache = new MemoryCache();
    const errors: unknown[] = [];
    const advance = clockAt();
    const content = client({ cache, cacheTtlSeconds: 1, errors });
    const first = await content.list('faqs');
    const calls = seenRequests.length;
    expect(await content.list('faqs')).toEqual(first);
    expect(seenRequests.length).toBe(calls);
    advance(1100);
    await control('faults', { collection: 'faqs', status: 500 });
    expect(await content.list('faqs')).toEqual(first);
    expect(errors.length).toBe(1);
  });

  it('drops items that do not match their schema and keeps the rest', async () => {
    const pack = generatePack({ presentations: 5 });
    (pack.collections.tags as unknown[]).push({ id: '', title: 'not localized' });
    service = await startContentService({ port: 0, pack });
    const errors: unknown[] = [];
    const tags = await client({ errors }).list('tags');
    expect(tags.length).toBe(pack.collections.tags.length - 1);
    expect(errors.length).toBe(1);
  });

  it('drops a malformed rendition alone and keeps its presentation with the good ones', async () => {
    await start();
    const before = await client().list('presentations');
    const good = before.find((item) => item.id === 'presentation-1');
    const audio = good?.renditions?.[0];
    expect(audio?.kind).toBe('audio');
    await control('items', {
      collection: 'presentations',
      id: 'presentation-1',
      set: { renditions: [audio, { ...audio, kind: 'video' }, { ...audio, lang: 'fr', bytes: '12' }] },
    });
    resetContentMemory();
    const errors: unknown[] = [];
    const presentations = await client({ errors }).list('presentations');
    const kept = presentations.find((item) => item.id === 'presentation-1');
    expect(kept?.title).toEqual(good?.title);
    expect(kept?.transcript).toEqual(good?.transcript);
    expect(kept?.renditions).toEqual([audio]);
    expect(presentations).toHaveLength(before.length);
    expect(errors.map(String)).toEqual([
      expect.stringMatching(/presentation-1: rendition 1: /),
      expect.stringMatching(/presentation-1: rendition 2: bytes: /),
    ]);
  });

  it('answers a version from the cached copy without reading the items, and at once from a stale copy', async () => {
    await start();
    const cache = new MemoryCache();
    const errors: unknown[] = [];
    const background: Promise<unknown>[] = [];
    const advance = clockAt();
    const content = client({ cache, cacheTtlSeconds: 1, errors, waitUntil: (promise) => background.push(promise) });
    const version = await content.version('tags');
    expect(version).toMatch(/^[0-9a-f]{32}$/);
    const calls = seenRequests.length;
    // The same version as the items', and neither it nor a new isolate's version calls the service.
    expect((await content.listVersioned('tags')).version).toBe(version);
    resetContentMemory();
    expect(await content.version('tags')).toBe(version);
    expect(seenRequests.length).toBe(calls);

    // Stale: the cached version answers at once while the copy is refreshed in the background.
    advance(1100);
    await control('faults', { collection: 'tags', delayMs: 1500, status: 500 });
    expect(await content.version('tags')).toBe(version);
    // Answered before the refresh ended: its failure (after 1.5 s) is not known yet.
    expect(errors).toEqual([]);
    expect(background.length).toBeGreaterThan(0);
    await Promise.all(background);
    expect(errors.length).toBe(1);
  });
});
