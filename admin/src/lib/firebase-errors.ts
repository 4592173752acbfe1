/**
 * Firebase Auth's error codes as a person should read them: each maps to a key of namespace
 * `console` (`signIn.errors.*`). Sign-in never tells whether the e-mail or the password was wrong.
 */
const MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'auth/invalid-credential': 'signIn.errors.invalidCredential',
  'auth/invalid-login-credentials': 'signIn.errors.invalidCredential',
  'auth/wrong-password': 'signIn.errors.invalidCredential',
  'auth/user-not-found': 'signIn.errors.invalidCredential',
  'auth/invalid-email': 'signIn.errors.invalidEmail',
  'auth/missing-email': 'signIn.errors.invalidEmail',
  'auth/missing-password': 'signIn.errors.passwordRequired',
  'auth/too-many-requests': 'signIn.errors.tooManyAttempts',
  'auth/user-disabled': 'signIn.errors.userDisabled',
  'auth/network-request-failed': 'signIn.errors.network',
  'auth/timeout': 'signIn.errors.network',
  'auth/operation-not-allowed': 'signIn.errors.unavailable',
};

/** The `code` of a Firebase error (or of anything shaped like one). */
export function firebaseCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  return typeof error.code === 'string' ? error.code : null;
}

/** The message key (namespace `console`) for what went wrong while signing in. */
export function firebaseMessageKey(error: unknown): string {
  const code = firebaseCode(error);
  return (code && MESSAGE_KEYS[code]) || 'signIn.errors.generic';
}
