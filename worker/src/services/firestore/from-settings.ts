/**
 * Builds the Firestore client from the Worker's settings: the emulator (FIRESTORE_EMULATOR_HOST,
 * owner token) locally, Google's endpoint with a service-account token in production. Which one
 * is a matter of configuration only.
 */
import { emulatorTokenSource, parseServiceAccount, serviceAccountTokenSource, type KeyValueCache } from './auth';
import { createFirestore, type Firestore } from './client';
import { FirestoreError } from './errors';

/** Google's Firestore REST endpoint. */
export const FIRESTORE_PRODUCTION_URL = 'https://firestore.googleapis.com';

export interface FirestoreSettings {
  projectId: string;
  /** "127.0.0.1:8080": talk to the emulator as its owner. Must be absent in production. */
  emulatorHost?: string | undefined;
  /** The service-account key JSON (a secret), required without `emulatorHost`. */
  serviceAccountJson?: string | undefined;
  /** Where access tokens are shared between isolates (a KV namespace). */
  tokenCache?: KeyValueCache | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The Firestore client the settings describe; throws when neither emulator nor key is given. */
export function createFirestoreFromSettings(settings: FirestoreSettings): Firestore {
  const common = {
    projectId: settings.projectId,
    ...(settings.fetch ? { fetch: settings.fetch } : {}),
    ...(settings.timeoutMs !== undefined ? { timeoutMs: settings.timeoutMs } : {}),
  };
  if (settings.emulatorHost) {
    return createFirestore({ ...common, baseUrl: `http://${settings.emulatorHost}`, tokens: emulatorTokenSource() });
  }
  if (!settings.serviceAccountJson) {
    throw new FirestoreError('Firestore is not configured: set FIRESTORE_EMULATOR_HOST or the service-account secret', {
      status: 0,
      code: 'FAILED_PRECONDITION',
    });
  }
  const serviceAccount = parseServiceAccount(settings.serviceAccountJson);
  return createFirestore({
    ...common,
    baseUrl: FIRESTORE_PRODUCTION_URL,
    tokens: serviceAccountTokenSource({
      serviceAccount,
      ...(settings.tokenCache ? { cache: settings.tokenCache } : {}),
      ...(settings.fetch ? { fetch: settings.fetch } : {}),
    }),
  });
}
