/**
 * Admin calls to Firebase Authentication over the Identity Toolkit REST API: setting a user's
 * custom claims (the `role`) with `accounts:update`. Locally the Auth emulator, as its owner
 * (`Bearer owner`); in production Google's endpoint with a service-account access token of scope
 * cloud-platform, minted and cached like the Firestore tokens (memory, then KV). Which one is a
 * matter of configuration only.
 */
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

export interface IdentityAdmin {
  /** Replaces the user's custom claims; they reach the ID token at its next refresh. */
  setCustomClaims(uid: string, claims: Record<string, unknown>): Promise<void>;
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
  const updateUrl = `${baseUrl}/v1/projects/${encodeURIComponent(options.projectId)}/accounts:update`;

  async function post(url: string, body: unknown): Promise<void> {
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
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      // An expired or revoked access token: get a fresh one and try once more.
      if (response.status === 401 && attempt === 0 && !emulator) {
        await response.body?.cancel();
        continue;
      }
      const detail = await response.text().catch(() => '');
      throw new IdentityAdminError(`accounts:update answered ${response.status} ${detail.slice(0, 300)}`, {
        status: response.status,
      });
    }
  }

  return {
    async setCustomClaims(uid, claims) {
      const customAttributes = JSON.stringify(claims);
      if (new TextEncoder().encode(customAttributes).length > CUSTOM_CLAIMS_MAX_BYTES) {
        throw new IdentityAdminError('custom claims larger than 1000 bytes', { status: 0 });
      }
      await post(updateUrl, { localId: uid, customAttributes });
    },
  };
}
