/**
 * API routes: the session (see docs/dev/member-api.md).
 * - `POST /api/session` `{ idToken }`: verifies the Firebase ID token and sets the `__session`
 *   cookie; an explicitly unverified e-mail is refused (403) and the cookie cleared.
 * - `DELETE /api/session`: clears the cookie (204).
 * Also the member APIs' shared parts: no caching of personal answers, and one error handler that
 * answers `{ error: { code, message, fields? } }` in the request's language.
 */
import { Hono, type Context, type ErrorHandler, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../context';
import { createSessionBody, type SessionUser } from '../../../../shared/schemas/member';
import { verifyIdToken } from '../../services/auth/verify-id-token';
import { clearSessionSetCookie, sessionSetCookie, signSessionToken } from '../../services/auth/session-cookie';
import { errorAnswer, MemberApiError } from '../../services/members/api-errors';
import { readJsonBody } from '../../services/members/json-body';
import { displayNameOf, getUserProfile } from '../../services/members/users';
import { firestoreFor, idTokenOptionsFor } from '../../services/members/from-settings';

/** Member answers are personal: never stored by a cache. */
export const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.header('cache-control', 'no-store');
  await next();
};

/** Every failure of a member API as `{ error: { code, message, fields? } }`, never a 500. */
export const memberErrorHandler: ErrorHandler<AppEnv> = (error, c) => {
  const { status, body } = errorAnswer(error, c.get('locale'));
  return c.json(body, status);
};

export const sessionApi = new Hono<AppEnv>()
  .use('*', noStore)
  .post('/', async (c) => {
    const settings = c.get('settings');
    const { idToken } = await readJsonBody(c.req.raw, createSessionBody);
    const claims = await verifyIdToken(idToken, idTokenOptionsFor(settings));
    if (claims.email_verified === false) {
      c.header('set-cookie', clearSessionSetCookie());
      throw new MemberApiError(403, 'email_unverified');
    }
    const user: SessionUser = {
      uid: claims.sub,
      email: claims.email ?? '',
      name: await memberName(c, claims.sub, claims.name, claims.email),
      role: claims.role,
    };
    c.header('set-cookie', sessionSetCookie(await signSessionToken(user, settings.SESSION_SECRET)));
    return c.json({ user }, 200);
  })
  .delete('/', (c) => {
    c.header('set-cookie', clearSessionSetCookie());
    return c.body(null, 204);
  })
  .onError(memberErrorHandler);

/**
 * The name the site shows: the profile's first and last name, else the token's name, else the
 * e-mail. A profile that cannot be read only costs the nicer name, not the sign-in.
 */
async function memberName(
  c: Context<AppEnv>,
  uid: string,
  tokenName: string | undefined,
  email: string | undefined,
): Promise<string> {
  try {
    const profile = await getUserProfile(firestoreFor(c.get('settings'), c.env), uid);
    const name = profile ? displayNameOf(profile) : '';
    if (name) return name;
  } catch (error) {
    console.warn('session: profile not read:', error instanceof Error ? error.message : error);
  }
  return tokenName?.trim() || email || '';
}
