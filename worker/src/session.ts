/**
 * Who the member is, from the request: the `__session` cookie (an HS256 JWT the Worker signed
 * after verifying a Firebase ID token, see docs/dev/member-api.md), verified on every request for
 * the pages (route guard, root loader) and the APIs. A missing, tampered or expired cookie means
 * a visitor; middleware/guard.ts decides who may call each API.
 */
import type { Context } from 'hono';
import type { AppEnv } from './context';
import type { SessionUser } from '../../shared/schemas/member';
import { parseCookies } from '../../shared/lib/cookies';
import type { SessionClaims } from '../../shared/schemas/member';
import { SESSION_COOKIE, userOfSession, verifySessionToken } from './services/auth/session-cookie';

/** The verified claims of the request's session cookie, or null. */
export async function readSessionClaims(c: Context<AppEnv>): Promise<SessionClaims | null> {
  const token = parseCookies(c.req.header('cookie'))[SESSION_COOKIE];
  if (!token) return null;
  return verifySessionToken(token, c.get('settings').SESSION_SECRET);
}

/** The signed-in member of the request, or null for a visitor. */
export async function readSessionUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const claims = await readSessionClaims(c);
  return claims ? userOfSession(claims) : null;
}
