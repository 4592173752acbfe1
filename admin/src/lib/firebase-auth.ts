/**
 * The Firebase JS SDK, for signing in and out only. Nothing imports this module statically: the
 * sign-in screen and sign-out load it with `import()`, so the SDK (~35 KB gzipped) stays out of the
 * tables' bundle. One app and one Auth instance per page, created on first use.
 */
import { getApp, getApps, initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  initializeAuth,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
} from 'firebase/auth';
import type { AdminFirebaseConfig } from '#shared/schemas/admin.ts';
import { warnWithoutLocalPersistence } from './auth-persistence';

let auth: Auth | null = null;

function firebaseAuth(config: AdminFirebaseConfig): Auth {
  if (auth) return auth;
  const app =
    getApps().length > 0
      ? getApp()
      : initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
  warnWithoutLocalPersistence();
  // initializeAuth rather than getAuth: the popup/redirect code, which the console never uses, stays out.
  auth = initializeAuth(app, { persistence: browserLocalPersistence });
  if (config.authEmulatorHost) {
    // Its banner would cover the console and says nothing to the team on the local stack.
    connectAuthEmulator(auth, `http://${config.authEmulatorHost}`, { disableWarnings: true });
  }
  return auth;
}

/** Signs in with e-mail and password and answers the ID token the Worker turns into a session. */
export async function signInForIdToken(config: AdminFirebaseConfig, email: string, password: string): Promise<string> {
  const { user } = await signInWithEmailAndPassword(firebaseAuth(config), email, password);
  return user.getIdToken();
}

/** Forgets the Firebase user kept in this browser (the session cookie is cleared separately). */
export async function signOutOfFirebase(config: AdminFirebaseConfig): Promise<void> {
  await signOut(firebaseAuth(config));
}
