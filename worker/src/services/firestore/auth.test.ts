// Service-account tokens against a local stand-in for Google's token endpoint (real HTTP), which
// verifies the signed assertion with the account's public key.
import { exportPKCS8, generateKeyPair, jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DATASTORE_SCOPE,
  emulatorTokenSource,
  parseServiceAccount,
  resetAccessTokenMemory,
  serviceAccountTokenSource,
  TOKEN_REFRESH_MARGIN_MS,
  type KeyValueCache,
  type ServiceAccount,
} from './auth';
import { FirestoreError } from './errors';
import { serveOnLocalPort } from './test-support';

/** A KV stand-in that honours expirationTtl against the test clock. */
class MemoryCache implements KeyValueCache {
  readonly entries = new Map<string, { value: string; expiresAt: number }>();
  readonly puts: { key: string; ttl: number | undefined }[] = [];
  constructor(private readonly clock: () => number) {}
  get(key: string): Promise<string | null> {
    const entry = this.entries.get(key);
    return Promise.resolve(entry && entry.expiresAt > this.clock() ? entry.value : null);
  }
  put(key: string, value: string, options?: { expirationTtl?: number }): Promise<void> {
    this.puts.push({ key, ttl: options?.expirationTtl });
    this.entries.set(key, { value, expiresAt: this.clock() + (options?.expirationTtl ?? Infinity) * 1000 });
    return Promise.resolve();
  }
}

let now = Date.UTC(2026, 0, 1);
const clock = () => now;
let server: { url: string; close(): Promise<void> };
let tokenUrl: string;
let publicKey: CryptoKey;
let privateKeyPem: string;
const exchanges: { email: string; scope: unknown }[] = [];
/** expires_in of the tokens the stand-in endpoint hands out. */
let lifetimeSeconds = 3600;

beforeAll(async () => {
  const keys = await generateKeyPair('RS256', { extractable: true });
  publicKey = keys.publicKey;
  privateKeyPem = await exportPKCS8(keys.privateKey);
  server = await serveOnLocalPort(async (request) => {
    const form = new URLSearchParams(await request.text());
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') {
      return Response.json({ error: 'unsupported_grant_type' }, { status: 400 });
    }
    try {
      const { payload, protectedHeader } = await jwtVerify(form.get('assertion') ?? '', publicKey, {
        algorithms: ['RS256'],
        audience: tokenUrl,
        currentDate: new Date(now),
        requiredClaims: ['iss', 'sub', 'iat', 'exp'],
      });
      if (payload.sub !== payload.iss || protectedHeader.typ !== 'JWT') throw new Error('bad subject or type');
      if (payload.exp !== undefined && payload.iat !== undefined && payload.exp - payload.iat > 3600)
        throw new Error('too long');
      exchanges.push({ email: String(payload.iss), scope: payload.scope });
    } catch (error) {
      return Response.json(
        { error: 'invalid_grant', error_description: `Invalid JWT: ${String(error)}` },
        { status: 400 },
      );
    }
    // Slow enough that concurrent callers overlap.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return Response.json({
      access_token: `token-${exchanges.length}`,
      expires_in: lifetimeSeconds,
      token_type: 'Bearer',
    });
  });
  tokenUrl = `${server.url}/token`;
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  resetAccessTokenMemory();
  exchanges.length = 0;
  now = Date.UTC(2026, 0, 1);
  lifetimeSeconds = 3600;
});

let accountNumber = 0;
function account(): ServiceAccount {
  accountNumber += 1;
  return {
    client_email: `worker-${accountNumber}@demo-conservation.iam.gserviceaccount.com`,
    private_key: privateKeyPem,
    project_id: 'demo-conservation',
  };
}

describe('serviceAccountTokenSource', () => {
  it('makes one exchange for 20 concurrent callers and signs a valid assertion', async () => {
    const serviceAccount = account();
    const source = serviceAccountTokenSource({ serviceAccount, tokenUri: tokenUrl, now: clock });
    const tokens = await Promise.all(Array.from({ length: 20 }, () => source.getToken()));
    expect(new Set(tokens)).toEqual(new Set(['token-1']));
    expect(exchanges).toEqual([{ email: serviceAccount.client_email, scope: DATASTORE_SCOPE }]);
  });

  it('reuses the token until 5 minutes before it expires, then exchanges again', async () => {
    const source = serviceAccountTokenSource({ serviceAccount: account(), tokenUri: tokenUrl, now: clock });
    expect(await source.getToken()).toBe('token-1');
    now += 3600_000 - TOKEN_REFRESH_MARGIN_MS - 1_000;
    expect(await source.getToken()).toBe('token-1');
    expect(exchanges).toHaveLength(1);
    now += 2_000;
    expect(await source.getToken()).toBe('token-2');
    expect(exchanges).toHaveLength(2);
  });

  it('shares the token through the KV cache with a fresh isolate, keyed by client email', async () => {
    const cache = new MemoryCache(clock);
    const serviceAccount = account();
    const first = serviceAccountTokenSource({ serviceAccount, cache, tokenUri: tokenUrl, now: clock });
    expect(await first.getToken()).toBe('token-1');
    expect(cache.puts).toEqual([
      {
        key: `firestore-token:${serviceAccount.client_email}:${DATASTORE_SCOPE}`,
        ttl: (3600_000 - TOKEN_REFRESH_MARGIN_MS) / 1000,
      },
    ]);

    resetAccessTokenMemory(); // a new isolate: nothing in memory
    now += 60_000;
    const second = serviceAccountTokenSource({ serviceAccount, cache, tokenUri: tokenUrl, now: clock });
    expect(await second.getToken()).toBe('token-1');
    expect(exchanges).toHaveLength(1);

    // Another account does not see it.
    const other = serviceAccountTokenSource({ serviceAccount: account(), cache, tokenUri: tokenUrl, now: clock });
    expect(await other.getToken()).toBe('token-2');
  });

  it('refreshes a short-lived token at half its lifetime rather than never using it', async () => {
    lifetimeSeconds = 120;
    const source = serviceAccountTokenSource({ serviceAccount: account(), tokenUri: tokenUrl, now: clock });
    expect(await source.getToken()).toBe('token-1');
    now += 59_000;
    expect(await source.getToken()).toBe('token-1');
    now += 2_000;
    expect(await source.getToken()).toBe('token-2');
  });

  it('ignores a cached token that is about to expire', async () => {
    const cache = new MemoryCache(clock);
    const serviceAccount = account();
    await cache.put(
      `firestore-token:${serviceAccount.client_email}:${DATASTORE_SCOPE}`,
      JSON.stringify({ token: 'old', refreshAt: now - 1 }),
    );
    const source = serviceAccountTokenSource({ serviceAccount, cache, tokenUri: tokenUrl, now: clock });
    expect(await source.getToken()).toBe('token-1');
  });

  it('exchanges again when asked to refresh (after a 401)', async () => {
    const source = serviceAccountTokenSource({ serviceAccount: account(), tokenUri: tokenUrl, now: clock });
    expect(await source.getToken()).toBe('token-1');
    expect(await source.getToken({ forceRefresh: true })).toBe('token-2');
    expect(await source.getToken()).toBe('token-2');
  });

  it('reports a refused assertion as UNAUTHENTICATED with the endpoint’s reason', async () => {
    const stranger = await generateKeyPair('RS256', { extractable: true });
    const source = serviceAccountTokenSource({
      serviceAccount: { ...account(), private_key: await exportPKCS8(stranger.privateKey) },
      tokenUri: tokenUrl,
      now: clock,
    });
    const error = await source.getToken().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FirestoreError);
    expect(error).toMatchObject({ code: 'UNAUTHENTICATED', status: 400 });
    expect(String(error)).toMatch(/signature verification failed/);
  });

  it('reports an unreachable endpoint as UNAVAILABLE', async () => {
    const source = serviceAccountTokenSource({
      serviceAccount: account(),
      tokenUri: 'http://127.0.0.1:9/token',
      now: clock,
    });
    await expect(source.getToken()).rejects.toMatchObject({ code: 'UNAVAILABLE', status: 0 });
  });
});

describe('parseServiceAccount', () => {
  it('reads a key file and repairs escaped newlines in the private key', () => {
    const escaped = privateKeyPem.replace(/\n/g, '\\n');
    const parsed = parseServiceAccount(
      JSON.stringify({
        type: 'service_account',
        client_email: 'a@b.iam.gserviceaccount.com',
        private_key: escaped,
        project_id: 'p',
      }),
    );
    expect(parsed.private_key).toBe(privateKeyPem);
    expect(parsed.client_email).toBe('a@b.iam.gserviceaccount.com');
  });

  it('names what is wrong with a bad key file', () => {
    expect(() => parseServiceAccount('{')).toThrow(/not valid JSON/);
    expect(() => parseServiceAccount({ client_email: 'a@b.c', project_id: 'p' })).toThrow(/private_key/);
  });
});

describe('emulatorTokenSource', () => {
  it('always hands out the emulator’s owner token', async () => {
    expect(await emulatorTokenSource().getToken()).toBe('owner');
  });
});
