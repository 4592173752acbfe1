// The session cookie: signed and read back, refused when tampered, expired, signed with another
// secret or another algorithm; its Set-Cookie attributes.
import { describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT } from 'jose';
import {
  clearSessionSetCookie,
  SESSION_MAX_AGE_SECONDS,
  sessionSetCookie,
  signSessionToken,
  userOfSession,
  verifySessionToken,
} from './session-cookie';

const SECRET = 'a-session-secret-of-at-least-32-characters';
const USER = { uid: 'uid-1', email: 'amara@example.org', name: 'Amara Okafor', role: 'presenter' as const };
const T0 = Date.UTC(2026, 0, 15, 12, 0, 0);

describe('session tokens', () => {
  it('read back as the member they were signed for, valid five days', async () => {
    const token = await signSessionToken(USER, SECRET, { now: T0 });
    const claims = await verifySessionToken(token, SECRET, T0 + 1000);
    expect(claims && userOfSession(claims)).toEqual(USER);
    expect(claims?.exp).toBe(T0 / 1000 + SESSION_MAX_AGE_SECONDS);
    expect(await verifySessionToken(token, SECRET, T0 + SESSION_MAX_AGE_SECONDS * 1000 - 1000)).not.toBeNull();
  });

  it('keep a given expiry when re-signed', async () => {
    const token = await signSessionToken(USER, SECRET, { now: T0, expiresAt: T0 / 1000 + 60 });
    expect((await verifySessionToken(token, SECRET, T0))?.exp).toBe(T0 / 1000 + 60);
  });

  it.each([
    ['expired', async () => signSessionToken(USER, SECRET, { now: T0 - SESSION_MAX_AGE_SECONDS * 1000 - 1000 })],
    ['signed with another secret', async () => signSessionToken(USER, `${SECRET}-other`, { now: T0 })],
    [
      'tampered (role changed)',
      async () => {
        const [header, payload, signature] = (await signSessionToken(USER, SECRET, { now: T0 })).split('.');
        const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
        const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
        return `${header}.${forged}.${signature}`;
      },
    ],
    [
      'unsigned (alg none)',
      async () =>
        new UnsecuredJWT({ sub: 'uid-1', email: '', name: '', role: 'admin' })
          .setIssuedAt(T0 / 1000)
          .setExpirationTime(T0 / 1000 + 60)
          .encode(),
    ],
    [
      'with a role that does not exist',
      async () =>
        new SignJWT({ email: '', name: '', role: 'root' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject('uid-1')
          .setIssuedAt(T0 / 1000)
          .setExpirationTime(T0 / 1000 + 60)
          .sign(new TextEncoder().encode(SECRET)),
    ],
    ['not a JWT', async () => 'garbage'],
    ['empty', async () => ''],
  ])('are refused when %s', async (_name, token) => {
    expect(await verifySessionToken(await token(), SECRET, T0)).toBeNull();
  });
});

describe('session Set-Cookie', () => {
  it('is HttpOnly, Secure, SameSite=Lax, Path=/ and kept five days', () => {
    expect(sessionSetCookie('abc.def.ghi')).toBe(
      `__session=abc.def.ghi; Max-Age=${5 * 24 * 3600}; Path=/; SameSite=Lax; Secure; HttpOnly`,
    );
  });

  it('clears with Max-Age=0 and the same attributes', () => {
    expect(clearSessionSetCookie()).toBe('__session=; Max-Age=0; Path=/; SameSite=Lax; Secure; HttpOnly');
  });
});
