/**
 * Who the member is, from the request: the `__session` cookie (an HS256 JWT the Worker signed
 * after verifying a Firebase ID token, see docs/dev/member-api.md), verified on every request for
 * the pages (route guard, root loader) and the APIs. A missing, tampered or expired cookie means
 * a visitor. `requireSessionUser` is the APIs' guard: 401 for visitors, 403 for other roles.
 */
import type { Context } from 'hono';
import type { AppEnv } from './context';
import type { SessionUser } from '../../shared/schemas/member';
import { parseCookies } from '../../shared/lib/cookies';
import { ROLES, type Role, type SessionClaims } from '../../shared/schemas/member';
import { SESSION_COOKIE, userOfSession, verifySessionToken } from './services/auth/session-cookie';
import { MemberApiError } from './services/members/api-errors';

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

/**
 * The signed-in member (as the session middleware found them) when their role is one of `roles`;
 * otherwise throws 401 `unauthenticated` (no session) or 403 `forbidden` (another role).
 */
export function requireSessionUser(c: Context<AppEnv>, roles: readonly Role[] = ROLES): SessionUser {
  const user = c.get('user');
  if (!user) throw new MemberApiError(401, 'unauthenticated');
  if (!roles.includes(user.role)) throw new MemberApiError(403, 'forbidden');
  return user;
}
