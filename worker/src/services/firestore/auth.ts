/**
 * Access tokens for the Firestore REST API: the emulator's fixed `owner` token, or a
 * service-account token (a JWT signed with jose, exchanged at Google's token endpoint) cached in
 * KV and in memory, with one exchange however many requests ask at once.
 */
import { importPKCS8, SignJWT } from 'jose';
import * as v from 'valibot';
import { FirestoreError, isTimeout } from './errors';

/** Hands out bearer tokens for Firestore. */
export interface AccessTokenSource {
  /** A token valid for at least a few minutes; `forceRefresh` skips every cache (after a 401). */
  getToken(options?: { forceRefresh?: boolean }): Promise<string>;
}

/** The part of a KV namespace the token cache uses; a Cloudflare `KVNamespace` satisfies it. */
export interface KeyValueCache {
  get(key: string): Promise<string | null>;
  put(key: string, value: string, options?: { expirationTtl?: number }): Promise<void>;
}

/** The token the Firestore emulator accepts as an administrator (rules do not apply to it). */
export const EMULATOR_OWNER_TOKEN = 'owner';

/** Token source for the emulator: always `owner`. */
export function emulatorTokenSource(): AccessTokenSource {
  return { getToken: () => Promise.resolve(EMULATOR_OWNER_TOKEN) };
}

/** Google's OAuth 2.0 token endpoint, also the JWT assertion's audience. */
export const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token';
/** The scope that grants Firestore (Datastore) access. */
export const DATASTORE_SCOPE = 'https://www.googleapis.com/auth/datastore';

const serviceAccountSchema = v.object({
  client_email: v.pipe(v.string(), v.email()),
  private_key: v.pipe(v.string(), v.includes('PRIVATE KEY')),
  project_id: v.pipe(v.string(), v.minLength(1)),
  private_key_id: v.optional(v.string()),
  token_uri: v.optional(v.pipe(v.string(), v.url())),
});

/** The fields of a service-account key file the Worker uses. */
export type ServiceAccount = v.InferOutput<typeof serviceAccountSchema>;

/**
 * Parses a service-account key (the JSON Google hands out, as text or already parsed). A key
 * whose newlines arrived escaped (`\n` as two characters, as in many secret stores) is repaired.
 */
export function parseServiceAccount(input: unknown): ServiceAccount {
  let value: unknown = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      throw new FirestoreError('service account: not valid JSON', { status: 0, code: 'INVALID_ARGUMENT' });
    }
  }
  const parsed = v.safeParse(serviceAccountSchema, value);
  if (!parsed.success) {
    const issues = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('; ');
    throw new FirestoreError(`service account: ${issues}`, { status: 0, code: 'INVALID_ARGUMENT' });
  }
  return { ...parsed.output, private_key: parsed.output.private_key.replace(/\\n/g, '\n') };
}

const tokenResponseSchema = v.object({
  access_token: v.pipe(v.string(), v.minLength(1)),
  expires_in: v.pipe(v.number(), v.minValue(1)),
});

/** `refreshAt`: epoch ms after which the token is no longer handed out (expiry minus the margin). */
const cachedTokenSchema = v.object({ token: v.string(), refreshAt: v.number() });
type CachedToken = v.InferOutput<typeof cachedTokenSchema>;

/** Tokens are refreshed this long before they expire (half their lifetime if that is shorter). */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60_000;
/** KV does not keep entries for less than 60 s. */
const KV_MIN_TTL_SECONDS = 60;
/** Lifetime of the signed assertion (Google allows at most one hour). */
const ASSERTION_LIFETIME_SECONDS = 3600;

// Per isolate and per account: the last token seen and the exchange in flight, so that every
// request of an isolate shares them even when each builds its own token source.
const memory = new Map<string, CachedToken>();
const inflight = new Map<string, Promise<CachedToken>>();

export interface ServiceAccountTokenOptions {
  serviceAccount: ServiceAccount;
  /** Where tokens are shared between isolates (a KV namespace); optional. */
  cache?: KeyValueCache;
  /** Token endpoint; default the key's `token_uri`, else Google's. Tests point it at a local server. */
  tokenUri?: string;
  scope?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Clock in epoch milliseconds (tests). */
  now?: () => number;
}

/**
 * Token source for a service account: memory, then the KV cache, then a fresh exchange of a
 * signed JWT (RS256, iss/sub = client_email, aud = token endpoint, scope datastore, one hour).
 * Concurrent callers share one exchange; tokens are reused until 5 minutes before they expire.
 */
export function serviceAccountTokenSource(options: ServiceAccountTokenOptions): AccessTokenSource {
  const { serviceAccount, cache } = options;
  const tokenUri = options.tokenUri ?? serviceAccount.token_uri ?? GOOGLE_TOKEN_URI;
  const scope = options.scope ?? DATASTORE_SCOPE;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? Date.now;
  // Workers refuse `fetch` called with a `this` other than the global object.
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const key = `firestore-token:${serviceAccount.client_email}:${scope}`;
  const memoryKey = `${tokenUri} ${key}`;
  let signingKey: Promise<CryptoKey> | undefined;

  const usable = (token: CachedToken | undefined): token is CachedToken =>
    token !== undefined && token.refreshAt > now();

  async function readCache(): Promise<CachedToken | undefined> {
    if (!cache) return undefined;
    try {
      const raw = await cache.get(key);
      if (!raw) return undefined;
      const parsed = v.safeParse(cachedTokenSchema, JSON.parse(raw));
      return parsed.success && usable(parsed.output) ? parsed.output : undefined;
    } catch {
      // A broken cache entry or an unavailable KV only costs an exchange.
      return undefined;
    }
  }

  async function writeCache(token: CachedToken): Promise<void> {
    if (!cache) return;
    const ttl = Math.floor((token.refreshAt - now()) / 1000);
    if (ttl < KV_MIN_TTL_SECONDS) return;
    await cache.put(key, JSON.stringify(token), { expirationTtl: ttl }).catch(() => undefined);
  }

  async function exchange(): Promise<CachedToken> {
    signingKey ??= importPKCS8(serviceAccount.private_key, 'RS256');
    let key: CryptoKey;
    try {
      key = await signingKey;
    } catch (cause) {
      signingKey = undefined;
      throw new FirestoreError('service account: private_key is not a PKCS#8 RSA key', {
        status: 0,
        code: 'INVALID_ARGUMENT',
        cause,
      });
    }
    const issuedAt = Math.floor(now() / 1000);
    const assertion = await new SignJWT({ scope })
      .setProtectedHeader({
        alg: 'RS256',
        typ: 'JWT',
        ...(serviceAccount.private_key_id ? { kid: serviceAccount.private_key_id } : {}),
      })
      .setIssuer(serviceAccount.client_email)
      .setSubject(serviceAccount.client_email)
      .setAudience(tokenUri)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ASSERTION_LIFETIME_SECONDS)
      .sign(key);

    let response: Response;
    try {
      response = await fetchImpl(tokenUri, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      const timedOut = isTimeout(cause);
      throw new FirestoreError(`token exchange: ${timedOut ? 'timed out' : 'request failed'}`, {
        status: 0,
        code: timedOut ? 'DEADLINE_EXCEEDED' : 'UNAVAILABLE',
        cause,
      });
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      // OAuth errors look like { error: "invalid_grant", error_description: "..." }
      const description =
        typeof body === 'object' &&
        body !== null &&
        'error_description' in body &&
        typeof body.error_description === 'string'
          ? body.error_description
          : `HTTP ${response.status}`;
      throw new FirestoreError(`token exchange: ${description}`, {
        status: response.status,
        code: response.status >= 500 ? 'UNAVAILABLE' : 'UNAUTHENTICATED',
      });
    }
    const parsed = v.safeParse(tokenResponseSchema, body);
    if (!parsed.success) {
      throw new FirestoreError('token exchange: unexpected response body', {
        status: response.status,
        code: 'UNKNOWN',
      });
    }
    const lifetimeMs = parsed.output.expires_in * 1000;
    return {
      token: parsed.output.access_token,
      refreshAt: now() + lifetimeMs - Math.min(TOKEN_REFRESH_MARGIN_MS, lifetimeMs / 2),
    };
  }

  async function load(forceRefresh: boolean): Promise<CachedToken> {
    if (!forceRefresh) {
      const cached = await readCache();
      if (cached) return cached;
    }
    const token = await exchange();
    await writeCache(token);
    return token;
  }

  return {
    async getToken({ forceRefresh = false } = {}) {
      if (!forceRefresh) {
        const inMemory = memory.get(memoryKey);
        if (usable(inMemory)) return inMemory.token;
      }
      let pending = inflight.get(memoryKey);
      if (!pending || forceRefresh) {
        pending = load(forceRefresh)
          .then((token) => {
            memory.set(memoryKey, token);
            return token;
          })
          .finally(() => {
            if (inflight.get(memoryKey) === pending) inflight.delete(memoryKey);
          });
        inflight.set(memoryKey, pending);
      }
      return (await pending).token;
    },
  };
}

/** Forgets the tokens this isolate holds in memory (tests that simulate a fresh isolate). */
export function resetAccessTokenMemory(): void {
  memory.clear();
  inflight.clear();
}
