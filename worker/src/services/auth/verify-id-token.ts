/**
 * Verifies Firebase ID tokens in the Worker with jose, as firebase-admin does: RS256 signed by one
 * of Google's published keys (found by `kid`; an unknown kid makes ONE refetch of the keys, then
 * the token is refused), issuer `https://securetoken.google.com/<project>`, audience the
 * project, exp/iat/auth_time within a 60 s tolerance, and a subject of 1 to 128 characters.
 * Google's keys are cached per isolate for as long as their Cache-Control max-age says.
 *
 * Emulator mode (FIREBASE_AUTH_EMULATOR_HOST set, never in production) also accepts the Auth
 * emulator's unsigned tokens (`alg: none`), still checking iss/aud/exp/iat/auth_time/sub.
 */
import { decodeProtectedHeader, errors, importJWK, jwtVerify, UnsecuredJWT, type JWK, type JWTPayload } from 'jose';
import * as v from 'valibot';
import { ID_TOKEN_MAX, idTokenClaims, type IdTokenClaims } from '#shared/schemas/member.ts';
import { IdTokenError } from './errors';

/** Google's public keys for Firebase ID tokens, as a JWK set. */
export const GOOGLE_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';
/** Clock skew allowed on exp, iat and auth_time. */
export const CLOCK_TOLERANCE_SECONDS = 60;
/** Keys are kept this long when Google's answer carries no max-age. */
const DEFAULT_KEYS_MAX_AGE_SECONDS = 300;
/** ... and never longer than this, whatever it says. */
const LONGEST_KEYS_MAX_AGE_SECONDS = 24 * 3600;
/** After a failed refresh, stale keys are used and the next try waits this long. */
const RETRY_AFTER_FAILURE_MS = 30_000;
/**
 * Refetches for an unknown kid happen at most this often, so tokens with made-up kids cannot
 * make the Worker hammer Google (Google publishes new keys hours before signing with them).
 */
const UNKNOWN_KID_REFETCH_COOLDOWN_MS = 30_000;

/** The issuer of a project's ID tokens. */
export const firebaseIssuer = (projectId: string) => `https://securetoken.google.com/${projectId}`;

/** A JWK set and how long it may be kept (seconds, from Cache-Control max-age). */
export interface JwksDocument {
  keys: JWK[];
  maxAgeSeconds?: number | undefined;
}

/** Reads the current public keys (Google's in production; tests inject their own). */
export type JwksFetcher = () => Promise<JwksDocument>;

/** The max-age of a Cache-Control header in seconds; undefined when absent or no-store/no-cache. */
export function maxAgeOf(cacheControl: string | null | undefined): number | undefined {
  if (!cacheControl) return undefined;
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((part) => part.trim());
  if (directives.includes('no-store') || directives.includes('no-cache')) return 0;
  for (const directive of directives) {
    const match = /^max-age=(\d+)$/.exec(directive);
    if (match?.[1] !== undefined) return Number(match[1]);
  }
  return undefined;
}

const jwksSchema = v.object({ keys: v.array(v.record(v.string(), v.unknown())) });

/** Fetches a JWK set over HTTP (default: Google's Firebase keys) with its Cache-Control max-age. */
export function httpJwksFetcher(options: { url?: string; fetch?: typeof fetch; timeoutMs?: number } = {}): JwksFetcher {
  const url = options.url ?? GOOGLE_JWKS_URL;
  const timeoutMs = options.timeoutMs ?? 5000;
  // Workers refuse `fetch` called with a `this` other than the global object.
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));
  return async () => {
    const response = await fetchImpl(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`public keys: ${url} answered ${response.status}`);
    }
    const parsed = v.safeParse(jwksSchema, await response.json());
    if (!parsed.success) throw new Error(`public keys: ${url} answered something that is not a JWK set`);
    return { keys: parsed.output.keys as JWK[], maxAgeSeconds: maxAgeOf(response.headers.get('cache-control')) };
  };
}

export interface PublicKeyCacheOptions {
  fetchJwks: JwksFetcher;
  /** Clock in epoch milliseconds (tests). */
  now?: () => number;
  /** Reports a failed refresh that stale keys covered. */
  onError?: (error: unknown) => void;
}

type VerificationKey = CryptoKey | Uint8Array;

/**
 * The RS256 public keys by kid, kept until their max-age runs out. Concurrent callers share one
 * fetch. An unknown kid makes one refetch (at most one per 30 s); if Google cannot be reached,
 * the keys already known are used until it can.
 */
export class PublicKeyCache {
  readonly #fetchJwks: JwksFetcher;
  readonly #now: () => number;
  readonly #onError: ((error: unknown) => void) | undefined;
  #keys: Map<string, JWK> | undefined;
  #imported = new Map<string, Promise<VerificationKey>>();
  #expiresAt = 0;
  #lastFetchAt = Number.NEGATIVE_INFINITY;
  #inflight: Promise<void> | undefined;

  constructor(options: PublicKeyCacheOptions) {
    this.#fetchJwks = options.fetchJwks;
    this.#now = options.now ?? Date.now;
    this.#onError = options.onError;
  }

  /** The key for `kid`, or undefined when Google does not publish it (after one refetch). */
  async key(kid: string): Promise<VerificationKey | undefined> {
    let refreshed = false;
    if (!this.#keys || this.#expiresAt <= this.#now()) {
      await this.#refresh();
      refreshed = true;
    }
    if (!this.#keys?.has(kid) && !refreshed && this.#now() - this.#lastFetchAt >= UNKNOWN_KID_REFETCH_COOLDOWN_MS) {
      await this.#refresh();
    }
    const jwk = this.#keys?.get(kid);
    if (!jwk) return undefined;
    let imported = this.#imported.get(kid);
    if (!imported) {
      imported = importJWK({ ...jwk, alg: 'RS256', ext: false }, 'RS256');
      this.#imported.set(kid, imported);
      imported.catch(() => this.#imported.delete(kid));
    }
    return imported;
  }

  #refresh(): Promise<void> {
    this.#inflight ??= this.#load().finally(() => {
      this.#inflight = undefined;
    });
    return this.#inflight;
  }

  async #load(): Promise<void> {
    this.#lastFetchAt = this.#now();
    let document: JwksDocument;
    try {
      document = await this.#fetchJwks();
    } catch (cause) {
      if (!this.#keys) throw new IdTokenError('keys_unavailable', 'the public keys could not be read', { cause });
      this.#onError?.(cause);
      this.#expiresAt = this.#now() + RETRY_AFTER_FAILURE_MS;
      return;
    }
    const keys = new Map<string, JWK>();
    for (const jwk of document.keys) {
      const usable =
        jwk.kty === 'RSA' && (jwk.alg === undefined || jwk.alg === 'RS256') && (jwk.use ?? 'sig') === 'sig';
      if (usable && typeof jwk.kid === 'string' && jwk.kid !== '') keys.set(jwk.kid, jwk);
    }
    const maxAge = Math.min(document.maxAgeSeconds ?? DEFAULT_KEYS_MAX_AGE_SECONDS, LONGEST_KEYS_MAX_AGE_SECONDS);
    this.#keys = keys;
    this.#imported = new Map();
    this.#expiresAt = this.#now() + Math.max(0, maxAge) * 1000;
  }
}

// Google's keys, shared by every request of this isolate.
let googleKeys: PublicKeyCache | undefined;

/** The per-isolate cache of Google's Firebase keys. */
export function googlePublicKeys(): PublicKeyCache {
  googleKeys ??= new PublicKeyCache({
    fetchJwks: httpJwksFetcher(),
    onError: (error) => console.warn('Firebase public keys: refresh failed, using the cached ones:', error),
  });
  return googleKeys;
}

export interface VerifyIdTokenOptions {
  projectId: string;
  /** Emulator mode: accept the Auth emulator's unsigned (`alg: none`) tokens. Never in production. */
  acceptUnsigned?: boolean;
  /** Where the signing keys come from (default: Google's, cached per isolate). */
  keys?: PublicKeyCache;
  /** Clock in epoch milliseconds (tests). */
  now?: () => number;
}

/** jose's claim names → our refusal codes. */
const CLAIM_CODES: Readonly<Record<string, IdTokenError['code']>> = {
  iss: 'issuer',
  aud: 'audience',
  sub: 'subject',
  exp: 'expired',
};

function asIdTokenError(error: unknown): IdTokenError {
  if (error instanceof IdTokenError) return error;
  if (error instanceof errors.JWTExpired) return new IdTokenError('expired', 'exp is in the past', { cause: error });
  if (error instanceof errors.JWTClaimValidationFailed) {
    return new IdTokenError(CLAIM_CODES[error.claim] ?? 'claims', error.message, { cause: error });
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) {
    return new IdTokenError('signature', 'the signature does not match', { cause: error });
  }
  if (error instanceof errors.JOSEAlgNotAllowed) return new IdTokenError('algorithm', error.message, { cause: error });
  return new IdTokenError('malformed', error instanceof Error ? error.message : 'not a JWT', { cause: error });
}

/**
 * The verified claims of a Firebase ID token; throws an IdTokenError naming the rule it broke
 * (or `keys_unavailable` when Google's keys could not be read and none are cached).
 */
export async function verifyIdToken(token: string, options: VerifyIdTokenOptions): Promise<IdTokenClaims> {
  if (typeof token !== 'string' || token === '' || token.length > ID_TOKEN_MAX) {
    throw new IdTokenError('malformed', 'not a JWT');
  }
  const now = (options.now ?? Date.now)();
  const claimChecks = {
    issuer: firebaseIssuer(options.projectId),
    audience: options.projectId,
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
    currentDate: new Date(now),
    requiredClaims: ['exp', 'iat', 'auth_time', 'sub'],
  };

  let payload: JWTPayload;
  try {
    const header = decodeProtectedHeader(token);
    if (header.alg === 'none') {
      if (!options.acceptUnsigned) {
        throw new IdTokenError('algorithm', 'unsigned tokens are accepted only in emulator mode');
      }
      payload = UnsecuredJWT.decode(token, claimChecks).payload;
    } else if (header.alg === 'RS256') {
      if (typeof header.kid !== 'string' || header.kid === '') throw new IdTokenError('unknown_key', 'no kid');
      const key = await (options.keys ?? googlePublicKeys()).key(header.kid);
      if (!key) throw new IdTokenError('unknown_key', `no public key has kid ${header.kid}`);
      payload = (await jwtVerify(token, key, { ...claimChecks, algorithms: ['RS256'] })).payload;
    } else {
      throw new IdTokenError('algorithm', `alg ${String(header.alg)} is not RS256`);
    }
  } catch (error) {
    throw asIdTokenError(error);
  }

  // jose checked the signature, iss, aud and exp; the rest of Firebase's rules are ours.
  const parsed = v.safeParse(idTokenClaims, payload);
  if (!parsed.success) {
    const onSubject = parsed.issues.some((issue) => issue.path?.[0]?.key === 'sub');
    throw new IdTokenError(
      onSubject ? 'subject' : 'claims',
      onSubject ? 'sub must be 1 to 128 characters' : 'unexpected claims',
    );
  }
  const claims = parsed.output;
  const latest = now / 1000 + CLOCK_TOLERANCE_SECONDS;
  if (claims.iat > latest) throw new IdTokenError('issued_in_future', 'iat is in the future');
  if (claims.auth_time > latest) throw new IdTokenError('auth_time', 'auth_time is in the future');
  return claims;
}
