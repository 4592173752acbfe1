/**
 * Whether a signed session still holds, checked on every request that carries one, without a
 * Firestore read: two KV reads in parallel.
 * - `ended:<sid>`: written at sign-out, kept until the session would have expired, so a signed
 *   out cookie is refused at once (in the data centre that took the sign-out at once; KV carries
 *   it to the others within about a minute).
 * - `account:<uid>`: the account as Firebase last gave it (`accounts:lookup`): disabled, deleted,
 *   and `validSince` (a password change or a revocation of refresh tokens moves it past the
 *   session's `auth_iat`). Re-read from Firebase when older than SESSION_CHECK_SECONDS, and at
 *   every sign-in, so a password changed on one device ends the sessions of the others at once.
 * When Firebase cannot be asked, the last known state holds (and a session with none known
 * stays valid): a Google outage must not sign every member out.
 * See docs/decisions/0012-sessions.md.
 */
import * as v from 'valibot';
import type { SessionClaims } from '#shared/schemas/member.ts';
import type { IdentityAdmin } from './identity-admin';

const ENDED = (sid: string) => `ended:${sid}`;
const ACCOUNT = (uid: string) => `account:${uid}`;
/** KV keeps nothing for less than a minute. */
const KV_MIN_TTL_SECONDS = 60;

const accountState = v.object({
  /** The account no longer exists, or is disabled. */
  closed: v.boolean(),
  validSince: v.number(),
  /** Epoch ms of the lookup. */
  checkedAt: v.number(),
});
type AccountState = v.InferOutput<typeof accountState>;

/** The part of a KV namespace the registry uses. */
export interface SessionStore {
  get(key: string): Promise<string | null>;
  put(key: string, value: string, options?: { expirationTtl?: number }): Promise<void>;
}

export interface SessionRegistryOptions {
  kv: SessionStore;
  identity: Pick<IdentityAdmin, 'lookupByUid'>;
  /** Re-ask Firebase when the known state is older than this. */
  checkMs: number;
  /** How long an account's state is kept at most (the longest a session lives). */
  keepSeconds: number;
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export class SessionRegistry {
  constructor(private readonly options: SessionRegistryOptions) {}

  /** True when the session `claims` describe was neither ended nor outlived by its account. */
  async holds(claims: SessionClaims, now: number = Date.now()): Promise<boolean> {
    const [ended, stored] = await Promise.all([
      this.options.kv.get(ENDED(claims.sid)),
      this.options.kv.get(ACCOUNT(claims.sub)).catch(() => null),
    ]);
    if (ended !== null) return false;
    const known = v.safeParse(accountState, parseJson(stored));
    let state: AccountState | null = known.success ? known.output : null;
    if (!state || now - state.checkedAt >= this.options.checkMs) state = (await this.check(claims.sub, now)) ?? state;
    if (!state) return true;
    return !state.closed && claims.auth_iat >= state.validSince;
  }

  /** Asks Firebase for the account's state now and keeps it; null when Firebase cannot be asked. */
  async check(uid: string, now: number = Date.now()): Promise<AccountState | null> {
    let state: AccountState;
    try {
      const user = await this.options.identity.lookupByUid(uid);
      state = { closed: user === null || user.disabled, validSince: user?.validSince ?? 0, checkedAt: now };
    } catch (error) {
      console.warn('sessions: account not checked:', error instanceof Error ? error.message : error);
      return null;
    }
    await this.options.kv
      .put(ACCOUNT(uid), JSON.stringify(state), {
        expirationTtl: Math.max(KV_MIN_TTL_SECONDS, this.options.keepSeconds),
      })
      .catch((error: unknown) =>
        console.warn('sessions: account state not kept:', error instanceof Error ? error.message : error),
      );
    return state;
  }

  /** Ends the session `claims` describe (sign-out), for as long as it would have lasted. */
  async end(claims: SessionClaims, now: number = Date.now()): Promise<void> {
    const remaining = claims.exp - Math.floor(now / 1000);
    if (remaining <= 0) return;
    await this.options.kv.put(ENDED(claims.sid), '1', { expirationTtl: Math.max(KV_MIN_TTL_SECONDS, remaining) });
  }
}
