/**
 * The content service's client-credentials token: one token for every visitor, kept in KV with
 * its expiry and in memory, and refreshed by one request however many renders ask at once.
 */
import * as v from 'valibot';
import { tokenResponse } from '../../../../shared/schemas/content';
import { ContentError } from './errors';

export interface TokenStore {
  get(key: string): Promise<string | null>;
  put(key: string, value: string, options?: { expirationTtl?: number }): Promise<void>;
}

export interface TokenSettings {
  identityUrl: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  timeoutMs: number;
}

interface CachedToken {
  token: string;
  /** Epoch milliseconds after which the token is not used any more. */
  expiresAt: number;
}

/** Refresh a little before the service would refuse the token. */
const EXPIRY_MARGIN_MS = 10_000;
/** KV cannot hold an entry for less than 60 s. */
const KV_MIN_TTL_SECONDS = 60;

const cachedSchema = v.object({ token: v.string(), expiresAt: v.number() });

// Per isolate: the last token seen and the refresh in flight, per client.
const memory = new Map<string, CachedToken>();
const inflight = new Map<string, Promise<CachedToken>>();

const usable = (cached: CachedToken | undefined, now: number): cached is CachedToken =>
  cached !== undefined && cached.expiresAt - EXPIRY_MARGIN_MS > now;

/** Hands out the shared token: memory, then KV, then the identity endpoint. */
export class ContentTokenProvider {
  readonly #key: string;

  constructor(
    private readonly settings: TokenSettings,
    private readonly store: TokenStore,
    private readonly fetchImpl: typeof fetch = (input, init) => fetch(input, init),
    /**
     * Keeps a shared refresh alive when the request that started it ends first: in workerd,
     * other requests awaiting it would otherwise never see it settle.
     */
    private readonly waitUntil: (promise: Promise<unknown>) => void = () => undefined,
  ) {
    this.#key = `content-token:${settings.clientId}:${settings.scope}`;
  }

  /** Returns a valid token; `fresh` skips memory and KV (after a 401). */
  async getToken({ fresh = false }: { fresh?: boolean } = {}): Promise<string> {
    const now = Date.now();
    if (!fresh) {
      const inMemory = memory.get(this.#key);
      if (usable(inMemory, now)) return inMemory.token;
    }
    let pending = inflight.get(this.#key);
    if (!pending) {
      pending = this.#load(fresh).finally(() => inflight.delete(this.#key));
      inflight.set(this.#key, pending);
      this.waitUntil(pending.catch(() => undefined));
    }
    return (await pending).token;
  }

  async #load(fresh: boolean): Promise<CachedToken> {
    if (!fresh) {
      const stored = await this.#readStore();
      if (stored) {
        memory.set(this.#key, stored);
        return stored;
      }
    }
    const token = await this.#requestToken();
    memory.set(this.#key, token);
    const ttl = Math.floor((token.expiresAt - Date.now()) / 1000);
    // A short-lived token is still written (without a TTL); readers check expiresAt anyway.
    await this.store
      .put(this.#key, JSON.stringify(token), ttl >= KV_MIN_TTL_SECONDS ? { expirationTtl: ttl } : undefined)
      .catch(() => undefined);
    return token;
  }

  async #readStore(): Promise<CachedToken | null> {
    try {
      const raw = await this.store.get(this.#key);
      if (!raw) return null;
      const parsed = v.safeParse(cachedSchema, JSON.parse(raw));
      return parsed.success && usable(parsed.output, Date.now()) ? parsed.output : null;
    } catch {
      return null;
    }
  }

  async #requestToken(): Promise<CachedToken> {
    const { identityUrl, clientId, clientSecret, scope, timeoutMs } = this.settings;
    const body = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
      scope,
    });
    let response: Response;
    try {
      response = await this.fetchImpl(identityUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      throw new ContentError('token', 'token request failed', { cause });
    }
    if (!response.ok) {
      throw new ContentError('token', `token endpoint answered ${response.status}`, { status: response.status });
    }
    const parsed = v.safeParse(tokenResponse, await response.json().catch(() => null));
    if (!parsed.success) throw new ContentError('token', 'token endpoint answered an unexpected body');
    return { token: parsed.output.access_token, expiresAt: Date.now() + parsed.output.expires_in * 1000 };
  }
}

/** Forgets the tokens held in this isolate (tests). */
export function resetTokenMemory(): void {
  memory.clear();
  inflight.clear();
}
