/**
 * Who the member is, from the request: the `__session` cookie (an HS256 JWT the Worker signed
 * after verifying a Firebase ID token, see docs/dev/member-api.md), verified on every request for
 * the pages (route guard, root loader) and the APIs, and checked against the session registry
 * (signed out? account disabled, deleted, password changed? see docs/decisions/0012-sessions.md).
 * A missing, tampered, expired or ended session means a visitor; middleware/guard.ts decides who
 * may call each API.
 */
import type { Context } from 'hono';
import type { AppEnv } from './context';
import { getCookie } from 'hono/cookie';
import type { SessionClaims } from '#shared/schemas/member.ts';
import { SESSION_COOKIE, verifySessionToken } from './services/auth/session-cookie';
import { sessionRegistryFor } from './services/members/from-settings';

/** The verified claims of the request's session cookie, when the session still holds; else null. */
export async function readSession(c: Context<AppEnv>): Promise<SessionClaims | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token) return null;
  const settings = c.get('settings');
  const claims = await verifySessionToken(token, settings.SESSION_SECRET);
  if (!claims) return null;
  return (await sessionRegistryFor(settings, c.env).holds(claims)) ? claims : null;
}
