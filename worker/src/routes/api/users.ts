/**
 * API routes: users (see docs/dev/member-api.md).
 * `POST /api/users` right after Firebase sign-up, with `Authorization: Bearer <idToken>` (the
 * session needs a verified e-mail, sign-up comes before): creates `users/{uid}` create-only
 * (409 when it exists, nothing changed) and sets the custom claim `role` to the account type
 * (services/members/register-member.ts, shared with the sign-up page posted without
 * JavaScript); the browser then refreshes its token.
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../context';
import { createUserBody, type IdTokenClaims } from '#shared/schemas/member.ts';
import { verifyIdToken } from '../../services/auth/verify-id-token';
import { ApiError } from '../../services/api-error';
import { jsonBody } from '../../middleware/validate';
import { MEMBER_BODY_MAX_BYTES } from '#shared/schemas/member.ts';
import { registerMember } from '../../services/members/register-member';
import { firestoreFor, identityAdminFor, idTokenOptionsFor } from '../../services/members/from-settings';
import { noStore } from './session';

/** The token of an `Authorization: Bearer <token>` header. */
function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/** The verified claims of the request's `Authorization: Bearer <ID token>` (401 without one). */
const bearerClaims = createMiddleware<AppEnv & { Variables: { claims: IdTokenClaims & { email: string } } }>(
  async (c, next) => {
    const idToken = bearerToken(c.req.header('authorization'));
    if (!idToken) throw new ApiError(401, 'unauthenticated');
    const claims = await verifyIdToken(idToken, idTokenOptionsFor(c.get('settings')));
    // Profiles belong to e-mail accounts; the e-mail comes from the token, never from the body.
    if (!claims.email) throw new ApiError(403, 'forbidden');
    c.set('claims', { ...claims, email: claims.email });
    await next();
  },
);

export const usersApi = new Hono<AppEnv>()
  .use('*', noStore)
  .post('/', bearerClaims, ...jsonBody(createUserBody, MEMBER_BODY_MAX_BYTES), async (c) => {
    const settings = c.get('settings');
    const claims = c.get('claims');
    const result = await registerMember(
      { firestore: firestoreFor(settings, c.env), identityAdmin: identityAdminFor(settings, c.env) },
      { uid: claims.sub, email: claims.email, role: claims.role },
      c.req.valid('json'),
    );
    if (!result.created) throw new ApiError(409, 'profile_exists');
    return c.json({ profile: result.profile }, 201);
  });
