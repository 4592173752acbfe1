/**
 * The content service's client-credentials token: one token for every visitor, kept in KV with
 * its expiry and in memory, and fetched by one request however many renders ask at once.
 *
 * A token is renewed ahead of its expiry in the background: renders keep using the current one
 * while the identity endpoint is slow or failing, so a page that has a valid token never waits for
 * a renewal nor loses its content to one. Only a caller without a valid token waits, and the token
 * request it waits for is retried with backoff when it fails in a way that may pass.
 */
import * as v from 'valibot';
import { tokenResponse } from '#shared/schemas/content.ts';
import { backoffMs, ContentError, isRetryableStatus, isTimeout, sleep } from './errors';

export interface TokenStore {
  get(key: string): Promise<string | null>;
  put(key: string, value: string, options?: { expirationTtl?: number }): Promise<void>;
}

export interface TokenSettings {
  identityUrl: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  /** Time allowed to each token request. */
  timeoutMs: number;
}

interface CachedToken {
  token: string;
  /** Epoch milliseconds at which the service stops accepting the token. */
  expiresAt: number;
  /** Epoch milliseconds from which a new token is fetched in the background (this one still used). */
  refreshAt: number;
}

/**
 * A token is not sent this close to its expiry, lest it arrive expired (its expiry is counted
 * from before it was asked for, and a 401 brings a new token anyway).
 */
const USE_MARGIN_MS = 3_000;
/** A token is renewed this long before it expires (or half its lifetime before, if shorter). */
const REFRESH_MARGIN_MS = 60_000;
/** KV cannot hold an entry for less than 60 s. */
const KV_MIN_TTL_SECONDS = 60;
/** Token requests per load: the first and two retries, after about 250 ms and 1 s. */
const TOKEN_ATTEMPTS = 3;
const TOKEN_BACKOFF_MS = 250;
/** After a failed renewal the next background one waits this long, doubling up to the cap. */
const RENEWAL_COOLDOWN_MS = 1_000;
const RENEWAL_COOLDOWN_CAP_MS = 30_000;
/** Slack over a load's own time limits before it is taken for dead (KV calls, a busy isolate). */
const FLIGHT_SLACK_MS = 15_000;

const storedSchema = v.object({ token: v.string(), expiresAt: v.number(), refreshAt: v.optional(v.number()) });

/** A load in flight, shared by every request of the isolate that needs it. */
interface Flight {
  promise: Promise<CachedToken>;
  startedAt: number;
}

// Per isolate, per client: the last token seen, the loads in flight, and the wait after failures.
const memory = new Map<string, CachedToken>();
const flights = new Map<string, Flight>();
const cooldowns = new Map<string, { failures: number; until: number }>();

const usable = (cached: CachedToken | undefined, now: number): cached is CachedToken =>
  cached !== undefined && cached.expiresAt - USE_MARGIN_MS > now;

/** Hands out the shared token: memory, then KV, then the identity endpoint. */
export class ContentTokenProvider {
  readonly #key: string;

  constructor(
    private readonly settings: TokenSettings,
    private readonly store: TokenStore,
    private readonly fetchImpl: typeof fetch = (input, init) => fetch(input, init),
    /**
     * Keeps a shared load going when the request that started it ends first (ctx.waitUntil),
     * and a background renewal going after the response.
     */
    private readonly waitUntil: (promise: Promise<unknown>) => void = () => undefined,
    /** Clock in epoch milliseconds (tests). */
    private readonly now: () => number = () => Date.now(),
  ) {
    this.#key = `content-token:${settings.clientId}:${settings.scope}`;
  }

  /**
   * Returns a valid token. `rejected` is a token the service has just refused (401): it is not
   * handed out again, and a new one is fetched unless another render already has.
   */
  async getToken({ rejected }: { rejected?: string } = {}): Promise<string> {
    const now = this.now();
    const current = memory.get(this.#key);
    if (usable(current, now) && current.token !== rejected) {
      if (now >= current.refreshAt) this.#renewInBackground(now);
      return current.token;
    }
    if (rejected !== undefined && current?.token === rejected) memory.delete(this.#key);
    const loaded =
      rejected === undefined
        ? await this.#flight(this.#key, () => true).promise
        : await this.#flight(`${this.#key}#renew`, (stored) => stored.token !== rejected).promise;
    if (this.now() >= loaded.refreshAt) this.#renewInBackground(this.now());
    return loaded.token;
  }

  /** A new token for later renders while this one is still in use; failures wait for a cooldown. */
  #renewInBackground(now: number): void {
    const cooldown = cooldowns.get(this.#key);
    if (cooldown && now < cooldown.until) return;
    // A token another isolate has renewed (KV) is taken as it is.
    this.#flight(this.#key, (stored) => this.now() < stored.refreshAt);
  }

  /**
   * The load of `flightKey` in flight in this isolate, or a new one. `accept` says whether a token
   * found in KV will do. A load past its time limits is taken for dead and replaced.
   */
  #flight(flightKey: string, accept: (stored: CachedToken) => boolean): Flight {
    const now = this.now();
    const running = flights.get(flightKey);
    if (running && now - running.startedAt < this.#flightLimitMs()) return running;
    const flight: Flight = {
      startedAt: now,
      promise: this.#load(accept).finally(() => {
        if (flights.get(flightKey) === flight) flights.delete(flightKey);
      }),
    };
    flights.set(flightKey, flight);
    this.waitUntil(
      flight.promise.then(
        () => cooldowns.delete(this.#key),
        () => {
          const failures = (cooldowns.get(this.#key)?.failures ?? 0) + 1;
          const wait = Math.min(RENEWAL_COOLDOWN_CAP_MS, RENEWAL_COOLDOWN_MS * 2 ** (failures - 1));
          cooldowns.set(this.#key, { failures, until: this.now() + wait });
        },
      ),
    );
    return flight;
  }

  #flightLimitMs(): number {
    return TOKEN_ATTEMPTS * (this.settings.timeoutMs + TOKEN_BACKOFF_MS * 4 ** (TOKEN_ATTEMPTS - 1)) + FLIGHT_SLACK_MS;
  }

  async #load(accept: (stored: CachedToken) => boolean): Promise<CachedToken> {
    const stored = await this.#readStore();
    if (stored && accept(stored)) {
      this.#remember(stored);
      return stored;
    }
    const token = await this.#requestWithRetries();
    this.#remember(token);
    const ttl = Math.floor((token.expiresAt - this.now()) / 1000);
    // A short-lived token is still written (without a TTL); readers check expiresAt anyway.
    await this.store
      .put(this.#key, JSON.stringify(token), ttl >= KV_MIN_TTL_SECONDS ? { expirationTtl: ttl } : undefined)
      .catch(() => undefined);
    return token;
  }

  /** Keeps the token that lasts longer: a late load never replaces a newer token. */
  #remember(token: CachedToken): void {
    const current = memory.get(this.#key);
    if (!usable(current, this.now()) || token.expiresAt >= current.expiresAt) memory.set(this.#key, token);
  }

  async #readStore(): Promise<CachedToken | null> {
    try {
      const raw = await this.store.get(this.#key);
      if (!raw) return null;
      const parsed = v.safeParse(storedSchema, JSON.parse(raw));
      if (!parsed.success) return null;
      const { token, expiresAt, refreshAt = expiresAt - REFRESH_MARGIN_MS } = parsed.output;
      const stored = { token, expiresAt, refreshAt };
      return usable(stored, this.now()) ? stored : null;
    } catch {
      return null;
    }
  }

  async #requestWithRetries(): Promise<CachedToken> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.#requestToken();
      } catch (error) {
        const transient = error instanceof ContentError && error.transient;
        if (!transient || attempt >= TOKEN_ATTEMPTS) throw error;
        await sleep(backoffMs(attempt, TOKEN_BACKOFF_MS));
      }
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
    const requestedAt = this.now();
    let response: Response;
    try {
      response = await this.fetchImpl(identityUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      const message = isTimeout(cause) ? 'token request timed out' : 'token request failed';
      throw new ContentError('token', message, { cause, transient: true });
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ContentError('token', `token endpoint answered ${response.status}`, {
        status: response.status,
        transient: isRetryableStatus(response.status),
      });
    }
    const parsed = v.safeParse(tokenResponse, await response.json().catch(() => null));
    if (!parsed.success) throw new ContentError('token', 'token endpoint answered an unexpected body');
    const lifetimeMs = parsed.output.expires_in * 1000;
    // Counted from before the request: the service's clock started later, never earlier.
    const expiresAt = requestedAt + lifetimeMs;
    const refreshMargin = Math.max(USE_MARGIN_MS, Math.min(REFRESH_MARGIN_MS, lifetimeMs / 2));
    return { token: parsed.output.access_token, expiresAt, refreshAt: expiresAt - refreshMargin };
  }
}

/** Forgets the tokens held in this isolate, its loads in flight and its cooldowns (tests). */
export function resetTokenMemory(): void {
  memory.clear();
  flights.clear();
  cooldowns.clear();
}
