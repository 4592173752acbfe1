import { describe, expect, it } from 'vitest';
import { firebaseCode, firebaseMessageKey } from './firebase-errors';

describe('Firebase sign-in errors', () => {
  it('gives wrong e-mail and wrong password the same message', () => {
    expect(firebaseMessageKey({ code: 'auth/wrong-password' })).toBe('signIn.errors.invalidCredential');
    expect(firebaseMessageKey({ code: 'auth/user-not-found' })).toBe('signIn.errors.invalidCredential');
    expect(firebaseMessageKey({ code: 'auth/invalid-credential' })).toBe('signIn.errors.invalidCredential');
  });

  it('names throttling and network failures', () => {
    expect(firebaseMessageKey({ code: 'auth/too-many-requests' })).toBe('signIn.errors.tooManyAttempts');
    expect(firebaseMessageKey({ code: 'auth/network-request-failed' })).toBe('signIn.errors.network');
  });

  it('falls back to a generic message for unknown codes and non-errors', () => {
    expect(firebaseMessageKey({ code: 'auth/something-new' })).toBe('signIn.errors.generic');
    expect(firebaseMessageKey(new Error('boom'))).toBe('signIn.errors.generic');
    expect(firebaseCode({ code: 42 })).toBeNull();
  });
});
