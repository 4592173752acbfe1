/**
 * The `__session` cookie: an HS256 JWT `{ sub, email, name, role, sid, auth_iat, iat, exp }`
 * signed with SESSION_SECRET, set by the Worker after it verified a Firebase ID token, read on
 * every request so pages and APIs know the member without Firebase (session-registry.ts says
 * whether the session was ended since). HttpOnly; Secure; SameSite=Lax; Path=/; its lifetime is
 * the setting SESSION_MAX_AGE_SECONDS (five days unless set).
 */
import { jwtVerify, SignJWT } from 'jose';
import * as v from 'valibot';
import { serializeCookie } from '#shared/lib/cookies.ts';
import { sessionClaims, type SessionClaims, type SessionUser } from '#shared/schemas/member.ts';

export const SESSION_COOKIE = '__session';
/** The default lifetime; the setting SESSION_MAX_AGE_SECONDS decides. */
export const SESSION_MAX_AGE_SECONDS = 5 * 24 * 60 * 60;
/** A session token is a few hundred bytes; a longer cookie is not ours. */
const SESSION_TOKEN_MAX = 4096;

const encoder = new TextEncoder();
const secretKey = (secret: string) => encoder.encode(secret);

/** A new session id: 128 random bits, base64url. */
export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export interface SessionTokenOptions {
  /** Epoch ms of signing (tests). */
  now?: number;
  /** Epoch seconds the session ends; by default `maxAgeSeconds` from now. */
  expiresAt?: number;
  maxAgeSeconds?: number;
  /** The session's id (kept when a session is re-signed); a new one by default. */
  sid?: string;
  /**
   * Epoch seconds Firebase issued the ID token the session was opened with (its `iat`): a
   * revocation or password change after it ends the session. Now by default.
   */
  authIat?: number;
}

/**
 * Signs a session for `user`, valid `maxAgeSeconds` from `now` or until `expiresAt` (to re-sign a
 * changed session, with its `sid` and `authIat`, without extending it).
 */
export async function signSessionToken(
  user: SessionUser,
  secret: string,
  options: SessionTokenOptions = {},
): Promise<string> {
  const issuedAt = Math.floor((options.now ?? Date.now()) / 1000);
  return new SignJWT({
    email: user.email,
    name: user.name,
    role: user.role,
    sid: options.sid ?? newSessionId(),
    auth_iat: options.authIat ?? issuedAt,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.uid)
    .setIssuedAt(issuedAt)
    .setExpirationTime(options.expiresAt ?? issuedAt + (options.maxAgeSeconds ?? SESSION_MAX_AGE_SECONDS))
    .sign(secretKey(secret));
}

/** The claims of a valid, unexpired session token signed with `secret`; null for anything else. */
export async function verifySessionToken(
  token: string,
  secret: string,
  now: number = Date.now(),
): Promise<SessionClaims | null> {
  if (token === '' || token.length > SESSION_TOKEN_MAX) return null;
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), {
      algorithms: ['HS256'],
      currentDate: new Date(now),
      requiredClaims: ['sub', 'iat', 'exp'],
    });
    const parsed = v.safeParse(sessionClaims, payload);
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** The member a session's claims describe. */
export const userOfSession = (claims: SessionClaims): SessionUser => ({
  uid: claims.sub,
  email: claims.email,
  name: claims.name,
  role: claims.role,
});

/** Set-Cookie for a session token, kept `maxAgeSeconds` (the setting SESSION_MAX_AGE_SECONDS). */
export function sessionSetCookie(token: string, maxAgeSeconds: number = SESSION_MAX_AGE_SECONDS): string {
  return serializeCookie(SESSION_COOKIE, token, {
    maxAge: maxAgeSeconds,
    path: '/',
    sameSite: 'Lax',
    secure: true,
    httpOnly: true,
  });
}

/** Set-Cookie that removes the session cookie. */
export function clearSessionSetCookie(): string {
  return serializeCookie(SESSION_COOKIE, '', { maxAge: 0, path: '/', sameSite: 'Lax', secure: true, httpOnly: true });
}
