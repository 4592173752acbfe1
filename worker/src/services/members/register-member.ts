/**
 * A new member's profile and role, the one way for `POST /api/users` (after the browser's
 * Firebase sign-up) and the sign-up page posted without JavaScript: `users/{uid}` is created
 * create-only, then the custom claim `role` is set to the chosen account type (an admin stays
 * admin). If the claim cannot be set, the profile is removed again so a retry starts clean.
 */
import type { CreateUserBody, Role, UserProfile } from '#shared/schemas/member.ts';
import type { IdentityAdmin } from '../auth/identity-admin';
import type { Firestore } from '../firestore/client';
import { createUserProfile, deleteUserProfile } from './users';

/** The verified account the profile is for (the e-mail comes from its ID token, never a form). */
export interface NewMemberAccount {
  uid: string;
  email: string;
  /** The role claim the token carries now. */
  role: Role;
}

/**
 * Creates the member's profile and sets their role; `created: false` (nothing changed) when the
 * profile exists already. Throws what Firestore or Identity Toolkit threw.
 */
export async function registerMember(
  services: { firestore: Firestore; identityAdmin: IdentityAdmin },
  account: NewMemberAccount,
  body: Pick<CreateUserBody, 'firstName' | 'lastName' | 'telephone' | 'accountType'>,
): Promise<{ created: true; profile: UserProfile } | { created: false }> {
  // accountType is the person's choice between user and presenter; an admin stays admin.
  const role: Role = account.role === 'admin' ? 'admin' : body.accountType;
  const result = await createUserProfile(services.firestore, account.uid, {
    firstName: body.firstName,
    lastName: body.lastName,
    telephone: body.telephone,
    accountType: body.accountType,
    email: account.email,
    role,
  });
  if (!result.created || role === 'admin') return result;
  try {
    await services.identityAdmin.setCustomClaims(account.uid, { role });
  } catch (error) {
    await deleteUserProfile(services.firestore, account.uid).catch((cleanup: unknown) =>
      console.error('users: profile left without its role claim:', account.uid, cleanup),
    );
    throw error;
  }
  return result;
}
