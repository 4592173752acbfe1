/** The spec's persistence rule for the console's Firebase sign-in (firebase-auth.ts). */

/**
 * Whether this browser lets the sign-in be kept (local storage). Where it does not (storage refused:
 * a private mode, a policy), Firebase keeps the user in memory for this page instead; the spec's
 * rule (§8: "Auth persistence type error: warning only") is a warning, and signing in goes on: the
 * console's session is the Worker's cookie, not Firebase's storage.
 */
export function warnWithoutLocalPersistence(storage: () => Storage = () => window.localStorage): boolean {
  try {
    const probe = 'firebase-persistence-probe';
    storage().setItem(probe, '1');
    storage().removeItem(probe);
    return false;
  } catch (error) {
    console.warn('Firebase Auth cannot keep the sign-in in this browser (kept for this page only):', error);
    return true;
  }
}
