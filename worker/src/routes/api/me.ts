/**
 * API routes: me (see docs/dev/member-api.md).
 * - `GET /api/me`: the signed-in member's profile (e-mail and role as the session knows them:
 *   the sign-in e-mail and the role claim are the authorities).
 * - `PATCH /api/me` `{ firstName, lastName }`: changes the general profile and re-signs the
 *   session with the new name (same expiry).
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import { updateGeneralProfileBody, type UserProfile } from '#shared/schemas/member.ts';
import type { SessionUser } from '#shared/schemas/member.ts';
import { sessionSetCookie, signSessionToken } from '../../services/auth/session-cookie';
import { ApiError } from '../../services/api-error';
import { jsonBody } from '../../middleware/validate';
import { guard, memberOf } from '../../middleware/guard';
import { MEMBER_BODY_MAX_BYTES } from '#shared/schemas/member.ts';
import { displayNameOf, getUserProfile, updateGeneralProfile } from '../../services/members/users';
import { firestoreFor } from '../../services/members/from-settings';
import { noStore } from './session';

const asSeenBy = (profile: UserProfile, user: SessionUser): UserProfile => ({
  ...profile,
  email: user.email || profile.email,
  role: user.role,
});

/** Re-signs the session with the member's new name, keeping its id, sign-in time and expiry. */
async function refreshSessionName(c: Context<AppEnv>, name: string): Promise<void> {
  const claims = c.get('session');
  if (!claims || claims.name === name) return;
  const now = Date.now();
  const token = await signSessionToken(
    { uid: claims.sub, email: claims.email, name, role: claims.role },
    c.get('settings').SESSION_SECRET,
    { now, expiresAt: claims.exp, sid: claims.sid, authIat: claims.auth_iat },
  );
  c.header('set-cookie', sessionSetCookie(token, claims.exp - Math.floor(now / 1000)));
}

export const meApi = new Hono<AppEnv>()
  .use('*', noStore, guard())
  .get('/', async (c) => {
    const user = memberOf(c);
    const profile = await getUserProfile(firestoreFor(c.get('settings'), c.env), user.uid);
    if (!profile) throw new ApiError(404, 'profile_missing');
    return c.json({ profile: asSeenBy(profile, user) }, 200);
  })
  .patch('/', ...jsonBody(updateGeneralProfileBody, MEMBER_BODY_MAX_BYTES), async (c) => {
    const user = memberOf(c);
    const body = c.req.valid('json');
    const profile = await updateGeneralProfile(firestoreFor(c.get('settings'), c.env), user.uid, body);
    if (!profile) throw new ApiError(404, 'profile_missing');
    await refreshSessionName(c, displayNameOf(profile));
    return c.json({ profile: asSeenBy(profile, user) }, 200);
  });
