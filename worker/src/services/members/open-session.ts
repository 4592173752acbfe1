/**
 * Opening a member's session from a Firebase ID token, the one way for `POST /api/session` (the
 * browser's sign-in) and the sign-in page posted without JavaScript: the token is verified, an
 * explicitly unverified e-mail is refused (spec §4: such a person stays a visitor, and any old
 * session cookie is cleared), the account's state is refreshed in the session registry, and the
 * `__session` cookie is signed for the member the profile names (decision 0012: with its `sid`
 * and the ID token's `iat`, for SESSION_MAX_AGE_SECONDS).
 */
import type { IdTokenClaims, SessionUser } from '#shared/schemas/member.ts';
import type { Bindings, Settings } from '../../env';
import { clearSessionSetCookie, sessionSetCookie, signSessionToken } from '../auth/session-cookie';
import { verifyIdToken } from '../auth/verify-id-token';
import type { Firestore } from '../firestore/client';
import { firestoreFor, idTokenOptionsFor, sessionRegistryFor } from './from-settings';
import { displayNameOf, getUserProfile } from './users';

/** What opening a session gave, with the Set-Cookie header to answer either way. */
export type OpenedSession =
  { ok: true; user: SessionUser; setCookie: string } | { ok: false; reason: 'email_unverified'; setCookie: string };

/**
 * The name the site shows: the profile's first and last name, else the token's name, else the
 * e-mail. A profile that cannot be read only costs the nicer name, not the sign-in.
 */
export async function memberName(
  firestore: Firestore,
  claims: Pick<IdTokenClaims, 'sub' | 'name' | 'email'>,
): Promise<string> {
  try {
    const profile = await getUserProfile(firestore, claims.sub);
    const name = profile ? displayNameOf(profile) : '';
    if (name) return name;
  } catch (error) {
    console.warn('session: profile not read:', error instanceof Error ? error.message : error);
  }
  return claims.name?.trim() || claims.email || '';
}

/**
 * Verifies `idToken` (throws the verifier's IdTokenError) and answers the member with their
 * session cookie, or the refusal of an unverified e-mail with the cookie cleared.
 */
export async function openSession(idToken: string, settings: Settings, env: Bindings): Promise<OpenedSession> {
  const claims = await verifyIdToken(idToken, idTokenOptionsFor(settings));
  if (claims.email_verified === false) {
    return { ok: false, reason: 'email_unverified', setCookie: clearSessionSetCookie() };
  }
  const user: SessionUser = {
    uid: claims.sub,
    email: claims.email ?? '',
    name: await memberName(firestoreFor(settings, env), claims),
    role: claims.role,
  };
  const maxAgeSeconds = settings.SESSION_MAX_AGE_SECONDS;
  const token = await signSessionToken(user, settings.SESSION_SECRET, { maxAgeSeconds, authIat: claims.iat });
  // The account as Firebase has it now: a password just changed ends the older sessions at once.
  await sessionRegistryFor(settings, env).check(user.uid);
  return { ok: true, user, setCookie: sessionSetCookie(token, maxAgeSeconds) };
}
