/**
 * Who may call a route: one middleware for every API. A signed-in member is one whose session
 * cookie the session middleware verified (sessions exist only for verified e-mail addresses, see
 * routes/api/session.ts); `guard('presenter', 'admin')` narrows to roles; `adminGuard` also
 * re-checks with Firebase, at most once a minute per admin, that the role still holds. Answers
 * 401 `unauthenticated` without a session, 403 `forbidden` for another role. Routes read the
 * member with `memberOf(c)`.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import type { Role, SessionUser } from '#shared/schemas/member.ts';
import { ApiError } from '../services/api-error';
import { isDocumentId } from '../services/connections/model';
import { isCurrentAdmin } from '../services/admin/current-admin';
import { identityAdminFor } from '../services/members/from-settings';

/** The member the guard let in (401 if a route forgot its guard). */
export function memberOf(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw new ApiError(401, 'unauthenticated');
  return user;
}

/** Signed in, with one of `roles` when any are given. */
export const guard = (...roles: Role[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = memberOf(c);
    // A uid that cannot name a document (custom auth systems allow "/") cannot own member data.
    if (!isDocumentId(user.uid) || (roles.length > 0 && !roles.includes(user.role))) {
      throw new ApiError(403, 'forbidden');
    }
    await next();
  });

/** An admin whose role Firebase still gives (checked once a minute, services/admin/current-admin.ts). */
export const adminGuard = createMiddleware<AppEnv>(async (c, next) => {
  const user = memberOf(c);
  if (user.role !== 'admin') throw new ApiError(403, 'forbidden');
  const settings = c.get('settings');
  let current: boolean;
  try {
    current = await isCurrentAdmin(
      identityAdminFor(settings, c.env),
      user.uid,
      settings.ADMIN_ROLE_CHECK_SECONDS * 1000,
    );
  } catch (error) {
    throw new ApiError(503, 'unavailable', undefined, { cause: error });
  }
  if (!current) throw new ApiError(403, 'forbidden');
  await next();
});
