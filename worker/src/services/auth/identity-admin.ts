/**
 * Admin calls to Firebase Authentication over the Identity Toolkit REST API: finding a user by
 * e-mail (`accounts:lookup`) and setting their custom claims (the `role`) with `accounts:update`.
 * Locally the Auth emulator, as its owner (`Bearer owner`); in production Google's endpoint with a
 * service-account access token of scope cloud-platform, minted and cached like the Firestore
 * tokens (memory, then KV). Which one is a matter of configuration only.
 */
import * as v from 'valibot';
import {
  EMULATOR_OWNER_TOKEN,
  parseServiceAccount,
  serviceAccountTokenSource,
  type AccessTokenSource,
  type KeyValueCache,
} from '../firestore/auth';
import { IdentityAdminError } from './errors';

/** Google's Identity Toolkit endpoint. */
export const IDENTITY_TOOLKIT_URL = 'https://identitytoolkit.googleapis.com';
/** The scope Identity Toolkit admin calls need. */
export const CLOUD_PLATFORM_SCOPE = 'https://www.googleapis.com/auth/cloud-platform';
/** Firebase refuses custom claims larger than this (serialized JSON). */
const CUSTOM_CLAIMS_MAX_BYTES = 1000;

/** A Firebase user as the admin calls see them. */
export interface IdentityUser {
  uid: string;
  email: string;
  emailVerified: boolean;
  /** The custom claims (`{}` when none are set). */
  customClaims: Record<string, unknown>;
  /** The account is disabled (it cannot sign in). */
  disabled: boolean;
  /**
   * Epoch seconds before which the account's sign-ins no longer count (a password change or a
   * revocation of refresh tokens moves it); 0 when Firebase gives none.
   */
  validSince: number;
}

export interface IdentityAdmin {
  /** Replaces the user's custom claims; they reach the ID token at its next refresh. */
  setCustomClaims(uid: string, claims: Record<string, unknown>): Promise<void>;
  /**
   * The user whose sign-in e-mail is `email` (matched without regard to case, as Firebase
   * stores it), or null when there is none. Throws when several accounts share the address.
   */
  lookupByEmail(email: string): Promise<IdentityUser | null>;
  /** The user `uid`, or null when there is none. */
  lookupByUid(uid: string): Promise<IdentityUser | null>;
}

/**
 * `current` with `changes` applied: keys in `changes` are set, every other claim is kept, so
 * changing the role never drops claims set by someone else.
 */
export function mergeCustomClaims(
  current: Readonly<Record<string, unknown>>,
  changes: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  return { ...current, ...changes };
}

// `customAttributes` is JSON text of an object; Google omits it (and `users`) when empty.
const lookupResponseSchema = v.object({
  users: v.optional(
    v.array(
      v.object({
        localId: v.pipe(v.string(), v.minLength(1)),
        email: v.optional(v.string()),
        emailVerified: v.optional(v.boolean()),
        customAttributes: v.optional(v.string()),
        disabled: v.optional(v.boolean()),
        validSince: v.optional(v.string()),
      }),
    ),
  ),
});
const customClaimsSchema = v.record(v.string(), v.unknown());

function parseCustomClaims(text: string | undefined, uid: string): Record<string, unknown> {
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    throw new IdentityAdminError(`custom claims of ${uid} are not JSON`, { status: 0, cause });
  }
  // valibot's record takes arrays for objects; Firebase's claims are always an object.
  const parsed = v.safeParse(customClaimsSchema, value);
  if (!parsed.success || Array.isArray(value)) {
    throw new IdentityAdminError(`custom claims of ${uid} are not an object`, { status: 0 });
  }
  return parsed.output;
}

export interface IdentityAdminOptions {
  projectId: string;
  /** "127.0.0.1:9099": the Auth emulator, called as its owner. Must be absent in production. */
  emulatorHost?: string | undefined;
  /** The service-account key JSON (a secret), required without `emulatorHost`. */
  serviceAccountJson?: string | undefined;
  /** Where access tokens are shared between isolates (a KV namespace). */
  tokenCache?: KeyValueCache | undefined;
  /** Overrides the production endpoint (tests). */
  baseUrl?: string;
  /** Overrides the token endpoint of the service account (tests). */
  tokenUri?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** A token source that is built on first use, so a bad secret fails the call (503), not the Worker. */
function lazyServiceAccountTokens(options: IdentityAdminOptions, fetchImpl: typeof fetch): AccessTokenSource {
  let source: AccessTokenSource | undefined;
  return {
    getToken(tokenOptions) {
      if (!source) {
        if (!options.serviceAccountJson) {
          throw new IdentityAdminError(
            'not configured: set FIREBASE_AUTH_EMULATOR_HOST or the service-account secret',
            {
              status: 0,
            },
          );
        }
        source = serviceAccountTokenSource({
          serviceAccount: parseServiceAccount(options.serviceAccountJson),
          scope: CLOUD_PLATFORM_SCOPE,
          fetch: fetchImpl,
          ...(options.tokenCache ? { cache: options.tokenCache } : {}),
          ...(options.tokenUri ? { tokenUri: options.tokenUri } : {}),
        });
      }
      return source.getToken(tokenOptions);
    },
  };
}

/** The Identity Toolkit admin client the options describe. */
export function createIdentityAdmin(options: IdentityAdminOptions): IdentityAdmin {
  // Workers refuse `fetch` called with a `this` other than the global object.
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 10_000;
  const emulator = Boolean(options.emulatorHost);
  const baseUrl = emulator
    ? `http://${options.emulatorHost}/identitytoolkit.googleapis.com`
    : (options.baseUrl ?? IDENTITY_TOOLKIT_URL).replace(/\/+$/, '');
  const tokens: AccessTokenSource = emulator
    ? { getToken: () => Promise.resolve(EMULATOR_OWNER_TOKEN) }
    : lazyServiceAccountTokens(options, fetchImpl);
  const accountsUrl = `${baseUrl}/v1/projects/${encodeURIComponent(options.projectId)}/accounts`;

  /** POSTs `body` to `accounts:<method>` and returns Google's successful answer, unread. */
  async function post(method: 'update' | 'lookup', body: unknown): Promise<Response> {
    const url = `${accountsUrl}:${method}`;
    for (let attempt = 0; ; attempt += 1) {
      let token: string;
      try {
        token = await tokens.getToken(attempt > 0 ? { forceRefresh: true } : undefined);
      } catch (cause) {
        if (cause instanceof IdentityAdminError) throw cause;
        throw new IdentityAdminError(`no access token: ${cause instanceof Error ? cause.message : String(cause)}`, {
          status: 0,
          cause,
        });
      }
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (cause) {
        throw new IdentityAdminError('request failed or timed out', { status: 0, cause });
      }
      if (response.ok) return response;
      // An expired or revoked access token: get a fresh one and try once more.
      if (response.status === 401 && attempt === 0 && !emulator) {
        await response.body?.cancel();
        continue;
      }
      const detail = await response.text().catch(() => '');
      throw new IdentityAdminError(`accounts:${method} answered ${response.status} ${detail.slice(0, 300)}`, {
        status: response.status,
      });
    }
  }

  async function lookup(body: { email: string[] } | { localId: string[] }): Promise<IdentityUser[]> {
    const response = await post('lookup', body);
    const answer: unknown = await response.json().catch(() => undefined);
    const parsed = v.safeParse(lookupResponseSchema, answer);
    if (!parsed.success) {
      throw new IdentityAdminError('accounts:lookup answered an unexpected body', { status: response.status });
    }
    return (parsed.output.users ?? []).map((user) => ({
      uid: user.localId,
      email: user.email ?? ('email' in body ? (body.email[0] ?? '') : ''),
      emailVerified: user.emailVerified ?? false,
      customClaims: parseCustomClaims(user.customAttributes, user.localId),
      disabled: user.disabled ?? false,
      validSince: Number(user.validSince ?? 0) || 0,
    }));
  }

  return {
    async setCustomClaims(uid, claims) {
      const customAttributes = JSON.stringify(claims);
      if (new TextEncoder().encode(customAttributes).length > CUSTOM_CLAIMS_MAX_BYTES) {
        throw new IdentityAdminError('custom claims larger than 1000 bytes', { status: 0 });
      }
      const response = await post('update', { localId: uid, customAttributes });
      await response.body?.cancel();
    },

    async lookupByEmail(email) {
      const users = await lookup({ email: [email] });
      // Only projects that allow several accounts per address can get here; picking one would be a guess.
      if (users.length > 1) {
        throw new IdentityAdminError(`${users.length} accounts share the e-mail ${email}`, { status: 0 });
      }
      return users[0] ?? null;
    },

    async lookupByUid(uid) {
      return (await lookup({ localId: [uid] }))[0] ?? null;
    },
  };
}
