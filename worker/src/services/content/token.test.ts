// The content token provider with a stand-in identity endpoint and clock: renewal ahead of expiry
// in the background, retries with backoff, the cooldown between failed renewals, 401 handling, and
// the replacement of a load that never settles.
import { beforeEach, describe, expect, it } from 'vitest';
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

const HOUR_S = 3600;
const KEY = 'content-token:client:scope';

/** What the stand-in endpoint answers, call by call: a token, a status, a lost connection, or never. */
type Answer = string | number | 'lost' | 'never';

let now: number;
let store: MemoryStore;
let calls: number[];
let waited: Promise<unknown>[];

function provider(answers: Answer[], timeoutMs = 1000) {
  const fetchImpl: typeof fetch = async () => {
    calls.push(Date.now());
    const answer = answers.shift() ?? 503;
    if (answer === 'never') return new Promise<Response>(() => undefined);
    if (answer === 'lost') throw new Error('Network connection lost.');
    if (typeof answer === 'number') return new Response('{"error":"x"}', { status: answer });
    return Response.json({ access_token: answer, token_type: 'Bearer', expires_in: HOUR_S });
  };
  return new ContentTokenProvider(
    {
      identityUrl: 'https://identity.test/connect/token',
      clientId: 'client',
      clientSecret: 's',
      scope: 'scope',
      timeoutMs,
    },
    store,
    fetchImpl,
    (promise) => waited.push(promise),
    () => now,
  );
}

/** Lets every background load finish. */
async function settle() {
  while (waited.length > 0) await Promise.all(waited.splice(0));
}

beforeEach(() => {
  resetTokenMemory();
  now = 1_000_000_000;
  store = new MemoryStore();
  calls = [];
  waited = [];
});

describe('content token provider', () => {
  it('asks once for any number of concurrent callers and keeps the token in KV', async () => {
    const tokens = provider(['t1']);
    const all = await Promise.all(Array.from({ length: 50 }, () => tokens.getToken()));
    expect(new Set(all)).toEqual(new Set(['t1']));
    expect(calls).toHaveLength(1);
    expect(JSON.parse(store.data.get(KEY) ?? '{}')).toMatchObject({ token: 't1', expiresAt: now + HOUR_S * 1000 });
  });

  it('retries a failed token request with growing waits, and not a refused one', async () => {
    expect(await provider([503, 'lost', 't1']).getToken()).toBe('t1');
    expect(calls).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = calls;
    expect(second - first).toBeGreaterThanOrEqual(180);
    expect(third - second).toBeGreaterThanOrEqual(700);

    resetTokenMemory();
    store = new MemoryStore();
    calls = [];
    await expect(provider([401, 't1']).getToken()).rejects.toThrow(/token endpoint answered 401/);
    expect(calls).toHaveLength(1);

    resetTokenMemory();
    store = new MemoryStore();
    calls = [];
    await expect(provider([503, 503, 503, 't1']).getToken()).rejects.toThrow(/token endpoint answered 503/);
    expect(calls).toHaveLength(3);
  });

  it('renews ahead of expiry in the background, handing out the current token meanwhile', async () => {
    const tokens = provider(['t1', 't2']);
    expect(await tokens.getToken()).toBe('t1');
    now += (HOUR_S - 30) * 1000; // 30 s left: due for renewal
    expect(await tokens.getToken()).toBe('t1');
    expect(await tokens.getToken()).toBe('t1');
    await settle();
    expect(calls).toHaveLength(2);
    expect(await tokens.getToken()).toBe('t2');
    expect(JSON.parse(store.data.get(KEY) ?? '{}').token).toBe('t2');
  });

  it('keeps handing out a valid token while renewals fail, waiting between them', async () => {
    const tokens = provider(['t1']); // then 503 for ever
    await tokens.getToken();
    now += (HOUR_S - 30) * 1000;
    expect(await tokens.getToken()).toBe('t1');
    await settle();
    expect(calls).toHaveLength(1 + 3); // the renewal and its two retries
    // Within the cooldown: no new renewal.
    expect(await tokens.getToken()).toBe('t1');
    await settle();
    expect(calls).toHaveLength(4);
    // After it, one more.
    now += 1_500;
    expect(await tokens.getToken()).toBe('t1');
    await settle();
    expect(calls).toHaveLength(7);
    // Past the token's use: a caller has to wait for a token, and gets the failure.
    now += 30_000;
    await expect(tokens.getToken()).rejects.toThrow(/503/);
  });

  it('takes a token another isolate has renewed (KV) instead of asking', async () => {
    const tokens = provider(['t1', 't2']);
    await tokens.getToken();
    now += (HOUR_S - 30) * 1000;
    store.data.set(KEY, JSON.stringify({ token: 'other', expiresAt: now + HOUR_S * 1000 }));
    expect(await tokens.getToken()).toBe('t1');
    await settle();
    expect(await tokens.getToken()).toBe('other');
    expect(calls).toHaveLength(1);
  });

  it('after a 401, fetches one new token for every caller that saw the old one refused', async () => {
    const tokens = provider(['t1', 't2', 't3']);
    await tokens.getToken();
    const renewed = await Promise.all(Array.from({ length: 5 }, () => tokens.getToken({ rejected: 't1' })));
    expect(renewed).toEqual(['t2', 't2', 't2', 't2', 't2']);
    // A late caller that saw t1 refused gets t2 without another request.
    expect(await tokens.getToken({ rejected: 't1' })).toBe('t2');
    expect(await tokens.getToken()).toBe('t2');
    expect(calls).toHaveLength(2);
  });

  it('replaces a load that never settles once it is past its time limits', async () => {
    const tokens = provider(['never', 't2'], 1000);
    void tokens.getToken();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toHaveLength(1);
    now += 10_000; // still within the load's limits: joined, not replaced
    void tokens.getToken();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toHaveLength(1);
    now += 60_000;
    expect(await tokens.getToken()).toBe('t2');
    expect(calls).toHaveLength(2);
  });
});
