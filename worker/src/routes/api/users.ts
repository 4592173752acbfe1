/**
 * API routes: users (see docs/dev/member-api.md).
 * `POST /api/users` right after Firebase sign-up, with `Authorization: Bearer <idToken>` (the
 * session needs a verified e-mail, sign-up comes before): creates `users/{uid}` create-only
 * (409 when it exists, nothing changed) and sets the custom claim `role` to the account type;
 * the browser then refreshes its token. If the claim cannot be set, the profile is removed
 * again so a retry starts clean.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { createUserBody, type Role } from '../../../../shared/schemas/member';
import { verifyIdToken } from '../../services/auth/verify-id-token';
import { MemberApiError } from '../../services/members/api-errors';
import { readJsonBody } from '../../services/members/json-body';
import { createUserProfile, deleteUserProfile } from '../../services/members/users';
import { firestoreFor, identityAdminFor, idTokenOptionsFor } from '../../services/members/from-settings';
import { memberErrorHandler, noStore } from './session';

/** The token of an `Authorization: Bearer <token>` header. */
function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

export const usersApi = new Hono<AppEnv>()
  .use('*', noStore)
  .post('/', async (c) => {
    const settings = c.get('settings');
    const idToken = bearerToken(c.req.header('authorization'));
    if (!idToken) throw new MemberApiError(401, 'unauthenticated');
    const claims = await verifyIdToken(idToken, idTokenOptionsFor(settings));
    // Profiles belong to e-mail accounts; the e-mail comes from the token, never from the body.
    if (!claims.email) throw new MemberApiError(403, 'forbidden');
    const body = await readJsonBody(c.req.raw, createUserBody);
    // accountType is the person's choice between user and presenter; an admin stays admin.
    const role: Role = claims.role === 'admin' ? 'admin' : body.accountType;

    const firestore = firestoreFor(settings, c.env);
    const result = await createUserProfile(firestore, claims.sub, {
      firstName: body.firstName,
      lastName: body.lastName,
      telephone: body.telephone,
      accountType: body.accountType,
      email: claims.email,
      role,
    });
    if (!result.created) throw new MemberApiError(409, 'profile_exists');
    if (role !== 'admin') {
      try {
        await identityAdminFor(settings, c.env).setCustomClaims(claims.sub, { role });
      } catch (error) {
        await deleteUserProfile(firestore, claims.sub).catch((cleanup: unknown) =>
          console.error('users: profile left without its role claim:', claims.sub, cleanup),
        );
        throw error;
      }
    }
    return c.json({ profile: result.profile }, 201);
  })
  .onError(memberErrorHandler);
