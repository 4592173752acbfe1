import { describe, expect, it } from 'vitest';
import { isCurrentAdmin } from './current-admin';
import type { IdentityUser } from '../auth/identity-admin';

const user = (role: string, disabled = false): IdentityUser => ({
  uid: 'u',
  email: 'u@example.org',
  emailVerified: true,
  customClaims: { role },
  disabled,
  validSince: 0,
});

describe('isCurrentAdmin', () => {
  it('asks Firebase once per interval, and sees a revoked role after it', async () => {
    let answer: IdentityUser | null = user('admin');
    let calls = 0;
    const identity = {
      lookupByUid: async () => {
        calls += 1;
        return answer;
      },
    };
    const uid = `uid-${Math.random()}`;
    expect(await isCurrentAdmin(identity, uid, 60_000, 1_000)).toBe(true);
    answer = user('user');
    expect(await isCurrentAdmin(identity, uid, 60_000, 30_000)).toBe(true);
    expect(calls).toBe(1);
    expect(await isCurrentAdmin(identity, uid, 60_000, 61_001)).toBe(false);
    expect(calls).toBe(2);
  });

  it('refuses disabled and missing accounts', async () => {
    expect(await isCurrentAdmin({ lookupByUid: async () => user('admin', true) }, `a${Math.random()}`, 1)).toBe(false);
    expect(await isCurrentAdmin({ lookupByUid: async () => null }, `b${Math.random()}`, 1)).toBe(false);
  });
});
