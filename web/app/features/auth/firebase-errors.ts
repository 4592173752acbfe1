/**
 * Firebase Auth's error codes as the person should read them: each code maps to a message key of
 * namespace `auth` (both languages). Codes that say the same thing to a person share one message;
 * sign-in never tells whether the e-mail or the password was wrong.
 */

const MESSAGES: Readonly<Record<string, string>> = {
  'auth/invalid-credential': 'errors.invalidCredential',
  'auth/invalid-login-credentials': 'errors.invalidCredential',
  'auth/wrong-password': 'errors.invalidCredential',
  'auth/user-not-found': 'errors.invalidCredential',
  'auth/email-already-in-use': 'errors.emailInUse',
  'auth/weak-password': 'errors.weakPassword',
  'auth/password-does-not-meet-requirements': 'errors.weakPassword',
  'auth/too-many-requests': 'errors.tooManyAttempts',
  'auth/user-disabled': 'errors.userDisabled',
  'auth/network-request-failed': 'errors.network',
  'auth/timeout': 'errors.network',
  'auth/invalid-email': 'errors.invalidEmail',
  'auth/missing-email': 'errors.invalidEmail',
  'auth/operation-not-allowed': 'errors.unavailable',
};

/**
 * Password-reset codes that must read as success: telling them apart from success would reveal
 * whether an account exists.
 */
export const RESET_NEUTRAL_CODES: ReadonlySet<string> = new Set(['auth/user-not-found', 'auth/user-disabled']);

/** The `code` of a Firebase error (or of anything shaped like one). */
export function firebaseCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  return typeof error.code === 'string' ? error.code : null;
}

/** The message key (namespace `auth`) for what went wrong. */
export function firebaseMessageKey(error: unknown): string {
  const code = firebaseCode(error);
  return (code && MESSAGES[code]) || 'errors.generic';
}
