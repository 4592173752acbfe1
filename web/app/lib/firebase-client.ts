/**
 * The Firebase JS SDK for the screens that need it (sign-up, sign-in, reset, verification and the
 * account area). Only those modules import this file, and always with a dynamic `import()`, so
 * the SDK (~35 KB gzipped) never weighs on public pages: they know the member from the session
 * cookie. One app and one Auth instance per page, created on first use.
 */
import { getApp, getApps, initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth, type Auth } from 'firebase/auth';
import type { FirebasePublicConfig } from '#shared/schemas/firebase-config.ts';

export {
  createUserWithEmailAndPassword,
  deleteUser,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  type User,
} from 'firebase/auth';

let auth: Auth | null = null;

/**
 * The page's Auth instance: local persistence (the spec's), the Auth emulator when the Worker runs
 * against one, and e-mails in the page's language. `initializeAuth` rather than `getAuth` keeps
 * the popup/redirect code (which this site does not use) out of the bundle.
 */
export function firebaseAuth(config: FirebasePublicConfig): Auth {
  if (auth) return auth;
  const app =
    getApps().length > 0
      ? getApp()
      : initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
  auth = initializeAuth(app, { persistence: browserLocalPersistence });
  if (config.authEmulatorHost) {
    // The banner it would add covers the page and says nothing to a visitor of the local stack.
    connectAuthEmulator(auth, `http://${config.authEmulatorHost}`, { disableWarnings: true });
  }
  auth.languageCode = document.documentElement.lang === 'en' ? 'en' : 'fr';
  return auth;
}
