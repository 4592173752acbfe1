/**
 * The member services' clients built from the Worker's settings: Firestore (emulator or service
 * account), the Identity Toolkit admin client (emulator or service account) and the ID-token
 * verification options (emulator mode accepts unsigned tokens). Configuration only, no branching
 * on "test".
 */
import { SessionRegistry } from '../auth/session-registry';
import type { Bindings, Settings } from '../../env';
import { createFirestoreFromSettings } from '../firestore/from-settings';
import type { Firestore } from '../firestore/client';
import { createIdentityAdmin, type IdentityAdmin } from '../auth/identity-admin';
import type { VerifyIdTokenOptions } from '../auth/verify-id-token';

/** Firestore calls of a request; the member waits for them, so a stuck one fails fast into a 503. */
const MEMBER_FIRESTORE_TIMEOUT_MS = 8000;

// One client per settings object (settings are parsed once per isolate): building one parses the
// service-account key, which need not happen on every request.
const clients = new WeakMap<Settings, Firestore>();

/**
 * The Firestore client of member data, forms and the admin console: the emulator locally, the
 * service account in production.
 */
export function firestoreFor(settings: Settings, env: Bindings): Firestore {
  let client = clients.get(settings);
  if (!client) {
    client = createFirestoreFromSettings({
      projectId: settings.FIREBASE_PROJECT_ID,
      emulatorHost: settings.FIRESTORE_EMULATOR_HOST,
      serviceAccountJson: settings.FIREBASE_SERVICE_ACCOUNT,
      tokenCache: env.CONTENT_KV,
      timeoutMs: MEMBER_FIRESTORE_TIMEOUT_MS,
    });
    clients.set(settings, client);
  }
  return client;
}

/** The Identity Toolkit admin client: the Auth emulator locally, the service account in production. */
export function identityAdminFor(settings: Settings, env: Bindings): IdentityAdmin {
  return createIdentityAdmin({
    projectId: settings.FIREBASE_PROJECT_ID,
    emulatorHost: settings.FIREBASE_AUTH_EMULATOR_HOST,
    serviceAccountJson: settings.FIREBASE_SERVICE_ACCOUNT,
    tokenCache: env.CONTENT_KV,
  });
}

/** Whether signed sessions still hold (sign-outs, and accounts as Firebase gives them). */
export function sessionRegistryFor(settings: Settings, env: Bindings): SessionRegistry {
  return new SessionRegistry({
    kv: env.SESSIONS,
    identity: identityAdminFor(settings, env),
    checkMs: settings.SESSION_CHECK_SECONDS * 1000,
    keepSeconds: settings.SESSION_MAX_AGE_SECONDS,
  });
}

/** How ID tokens are verified: Google's keys; unsigned emulator tokens only in emulator mode. */
export function idTokenOptionsFor(settings: Settings): VerifyIdTokenOptions {
  return { projectId: settings.FIREBASE_PROJECT_ID, acceptUnsigned: Boolean(settings.FIREBASE_AUTH_EMULATOR_HOST) };
}
