/**
 * Member profiles in Firestore (`users/{uid}`): created once at sign-up (create-only), read for
 * the account pages, and the general profile (first and last name) updated by the member.
 * Stored documents are checked with a schema on the way out; a malformed field reads as absent.
 */
import * as v from 'valibot';
import type { Firestore } from '../firestore/client';
import { isFirestoreError } from '../firestore/errors';
import { serverTimestamp } from '../firestore/values';
import {
  ROLES,
  type AccountType,
  type Role,
  type UpdateGeneralProfileBody,
  type UserProfile,
} from '#shared/schemas/member.ts';

// Callers that build their own Firestore client from the settings find it here too.

export const USERS_COLLECTION = 'users';

export const userPath = (uid: string) => `${USERS_COLLECTION}/${uid}`;

const optionalText = v.fallback(v.optional(v.string()), undefined);

/** What `users/{uid}` holds (createdAt, accountType and other fields are not read back). */
const storedUser = v.object({
  firstName: v.fallback(v.optional(v.string(), ''), ''),
  lastName: v.fallback(v.optional(v.string(), ''), ''),
  email: v.fallback(v.optional(v.string(), ''), ''),
  cellphone: optionalText,
  telephone: optionalText,
  picture: optionalText,
  role: v.fallback(v.optional(v.picklist(ROLES), 'user'), 'user'),
});

function toProfile(uid: string, data: unknown): UserProfile {
  const stored = v.parse(storedUser, data);
  return {
    uid,
    firstName: stored.firstName,
    lastName: stored.lastName,
    email: stored.email,
    ...(stored.cellphone ? { cellphone: stored.cellphone } : {}),
    ...(stored.telephone ? { telephone: stored.telephone } : {}),
    ...(stored.picture ? { picture: stored.picture } : {}),
    role: stored.role,
  };
}

/** The member's profile as stored, or null when `users/{uid}` does not exist. */
export async function getUserProfile(firestore: Firestore, uid: string): Promise<UserProfile | null> {
  const document = await firestore.get(userPath(uid));
  return document ? toProfile(uid, document.data) : null;
}

export interface NewUserProfile {
  firstName: string;
  lastName: string;
  /** Normalized international number ("+27821234567"). */
  telephone: string;
  accountType: AccountType;
  /** The sign-in e-mail, from the verified ID token. */
  email: string;
  role: Role;
}

/**
 * Creates `users/{uid}` (create-only: an existing profile is left untouched and `created` is
 * false).
 */
export async function createUserProfile(
  firestore: Firestore,
  uid: string,
  input: NewUserProfile,
): Promise<{ created: true; profile: UserProfile } | { created: false }> {
  try {
    await firestore.set(
      userPath(uid),
      {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        telephone: input.telephone,
        accountType: input.accountType,
        role: input.role,
        termsAcceptedAt: serverTimestamp(),
        createdAt: serverTimestamp(),
      },
      { precondition: { exists: false } },
    );
  } catch (error) {
    if (isFirestoreError(error) && error.preconditionFailed) return { created: false };
    throw error;
  }
  return {
    created: true,
    profile: toProfile(uid, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      telephone: input.telephone,
      role: input.role,
    }),
  };
}

/** Deletes `users/{uid}` (undoing a sign-up whose role claim could not be set). */
export async function deleteUserProfile(firestore: Firestore, uid: string): Promise<void> {
  await firestore.delete(userPath(uid));
}

/**
 * Changes the general profile (first and last name) of an existing profile and answers the
 * profile as now stored; null (and nothing written) when there is no profile.
 */
export async function updateGeneralProfile(
  firestore: Firestore,
  uid: string,
  input: UpdateGeneralProfileBody,
): Promise<UserProfile | null> {
  try {
    await firestore.update(
      userPath(uid),
      { firstName: input.firstName, lastName: input.lastName, updatedAt: serverTimestamp() },
      { precondition: { exists: true } },
    );
  } catch (error) {
    if (isFirestoreError(error) && error.preconditionFailed) return null;
    throw error;
  }
  return getUserProfile(firestore, uid);
}

/** "First Last", for the session and the header's account menu. */
export const displayNameOf = (profile: Pick<UserProfile, 'firstName' | 'lastName'>): string =>
  `${profile.firstName} ${profile.lastName}`.trim();
