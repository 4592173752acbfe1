// Members for the workerd suite: real accounts in the test stack's Auth emulator, signed in with
// the real `POST /api/session`, so tests hold the same HttpOnly session cookie a browser would.
import { env } from 'cloudflare:workers';
import { request } from './helpers';

export const PROJECT = String(env.FIREBASE_PROJECT_ID);

/** The password of the accounts `emulatorAccount` makes and of the sign-up forms `signUpForm` fills. */
export const PASSWORD = 'river-crossing-42';

/** A unique address: the Auth emulator keeps accounts for the whole test run. */
export const uniqueEmail = (label: string) => `${label}-${crypto.randomUUID()}@example.org`;

function authBase(): string {
  const host = env.FIREBASE_AUTH_EMULATOR_HOST;
  if (typeof host !== 'string') throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set for the workerd suite');
  return `http://${host}/identitytoolkit.googleapis.com/v1`;
}

/** Calls the Auth emulator's REST API (`owner`: as the project's administrator). */
export async function identity(path: string, body: unknown, owner = false): Promise<Record<string, unknown>> {
  const response = await fetch(`${authBase()}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(owner ? { authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

export interface SignedInMember {
  uid: string;
  email: string;
  name: string;
  /** `__session=...`, for a Cookie header. */
  cookie: string;
}

/**
 * A new verified emulator account with `role`, signed in through `POST /api/session`: the member
 * and their session cookie.
 */
export async function signedInMember(
  role: 'user' | 'presenter' | 'admin',
  name = 'Test Member',
): Promise<SignedInMember> {
  const email = `${role}-${crypto.randomUUID()}@example.org`;
  const password = 'secret-password-1';
  const created = await identity('accounts:signUp?key=any', { email, password, returnSecureToken: true });
  const uid = String(created.localId);
  await identity(
    `projects/${PROJECT}/accounts:update`,
    { localId: uid, emailVerified: true, displayName: name, customAttributes: JSON.stringify({ role }) },
    true,
  );
  const signedIn = await identity('accounts:signInWithPassword?key=any', { email, password, returnSecureToken: true });
  const response = await request('/api/session', {
    method: 'POST',
    headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
    body: JSON.stringify({ idToken: signedIn.idToken }),
  });
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith('__session='))
    ?.split(';')[0];
  if (response.status !== 200 || !cookie) throw new Error(`sign-in answered ${response.status}`);
  return { uid, email, name, cookie };
}

/** A new emulator account with PASSWORD, its e-mail verified or not (not signed in). */
export async function emulatorAccount(
  verified: boolean,
  displayName = 'Lindiwe Khumalo',
): Promise<{ uid: string; email: string }> {
  const email = uniqueEmail(verified ? 'verified' : 'unverified');
  const created = await identity('accounts:signUp?key=any', { email, password: PASSWORD, returnSecureToken: true });
  const uid = String(created.localId);
  await identity(`projects/${PROJECT}/accounts:update`, { localId: uid, emailVerified: verified, displayName }, true);
  return { uid, email };
}

/** The e-mail links (verification, password reset) the Auth emulator "sent" to `email`. */
export async function oobCodes(email: string, requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET') {
  const host = String(env.FIREBASE_AUTH_EMULATOR_HOST);
  const response = await fetch(`http://${host}/emulator/v1/projects/${PROJECT}/oobCodes`);
  const { oobCodes: codes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[];
  };
  return codes.filter((code) => code.email === email.toLowerCase() && code.requestType === requestType);
}

/** The sign-up page's fields, filled in for `email`, terms accepted. */
export const signUpForm = (email: string, accountType: 'user' | 'presenter', password = PASSWORD) => ({
  firstName: 'Naledi',
  lastName: 'Dlamini',
  email,
  telephone: '+27 82 555 0101',
  password,
  accountType,
  acceptTerms: 'on',
});
