// Members for the workerd suite: real accounts in the test stack's Auth emulator, signed in with
// the real `POST /api/session`, so tests hold the same HttpOnly session cookie a browser would.
import { env } from 'cloudflare:workers';
import { request } from './helpers';

export const PROJECT = String(env.FIREBASE_PROJECT_ID);

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
