/** The Firestore client of the member APIs: the emulator locally, the service account in production. */
import type { Bindings, Settings } from '../../env';
import { createFirestoreFromSettings } from '../firestore/from-settings';
import type { Firestore } from '../firestore/client';

/** The member waits for these calls; a stuck one fails fast into a 503. */
const MEMBER_FIRESTORE_TIMEOUT_MS = 8000;

export function memberFirestore(settings: Settings, env: Bindings): Firestore {
  return createFirestoreFromSettings({
    projectId: settings.FIREBASE_PROJECT_ID,
    emulatorHost: settings.FIRESTORE_EMULATOR_HOST,
    serviceAccountJson: settings.FIREBASE_SERVICE_ACCOUNT,
    tokenCache: env.CONTENT_KV,
    timeoutMs: MEMBER_FIRESTORE_TIMEOUT_MS,
  });
}
