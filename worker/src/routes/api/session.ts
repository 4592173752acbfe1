/**
 * API routes: the session (see docs/dev/member-api.md).
 * - `POST /api/session` `{ idToken }`: verifies the Firebase ID token and sets the `__session`
 *   cookie; an explicitly unverified e-mail is refused (403) and the cookie cleared.
 * - `DELETE /api/session`: ends the session on the server and clears the cookie (204).
 * Also `noStore`: personal answers are never cached.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../context';
import { createSessionBody, type SessionUser } from '../../../../shared/schemas/member';
import { verifyIdToken } from '../../services/auth/verify-id-token';
import { clearSessionSetCookie, sessionSetCookie, signSessionToken } from '../../services/auth/session-cookie';
import { ApiError } from '../../services/api-error';
import { jsonBody } from '../../middleware/validate';
import { MEMBER_BODY_MAX_BYTES } from '../../../../shared/schemas/member';
import { displayNameOf, getUserProfile } from '../../services/members/users';
import { firestoreFor, idTokenOptionsFor, sessionRegistryFor } from '../../services/members/from-settings';

/** Member answers are personal: never stored by a cache. */
export const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.header('cache-control', 'no-store');
  await next();
};

export const sessionApi = new Hono<AppEnv>()
  .use('*', noStore)
  .post('/', ...jsonBody(createSessionBody, MEMBER_BODY_MAX_BYTES), async (c) => {
    const settings = c.get('settings');
    const { idToken } = c.req.valid('json');
    const claims = await verifyIdToken(idToken, idTokenOptionsFor(settings));
    if (claims.email_verified === false) {
      c.header('set-cookie', clearSessionSetCookie());
      throw new ApiError(403, 'email_unverified');
    }
    const user: SessionUser = {
      uid: claims.sub,
      email: claims.email ?? '',
      name: await memberName(c, claims.sub, claims.name, claims.email),
      role: claims.role,
    };
    const maxAgeSeconds = settings.SESSION_MAX_AGE_SECONDS;
    const token = await signSessionToken(user, settings.SESSION_SECRET, { maxAgeSeconds, authIat: claims.iat });
    // The account as Firebase has it now: a password just changed ends the older sessions at once.
    await sessionRegistryFor(settings, c.env).check(user.uid);
    c.header('set-cookie', sessionSetCookie(token, maxAgeSeconds));
    return c.json({ user }, 200);
  })
  // Ends the session on the server too: its cookie is refused from now on, wherever it is kept.
  .delete('/', async (c) => {
    const session = c.get('session');
    if (session) await sessionRegistryFor(c.get('settings'), c.env).end(session);
    c.header('set-cookie', clearSessionSetCookie());
    return c.body(null, 204);
  });

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
