// Accounts for browser tests, made through the test stack's Auth emulator REST API (the sign-up
// screens have their own journey in members.spec.ts).
export const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
export const PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? 'demo-conservation';

/** Calls the Auth emulator's REST API (`owner`: as the project's administrator). */
export async function identity(path: string, body: unknown, owner = false): Promise<Record<string, unknown>> {
  const response = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(owner ? { authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** The code of the latest e-mail of `requestType` the Auth emulator "sent" to `email`, if any. */
export async function latestOobCode(email: string, requestType: string): Promise<string | undefined> {
  const answer = (await (await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/oobCodes`)).json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[];
  };
  return answer.oobCodes.filter((entry) => entry.email === email && entry.requestType === requestType).at(-1)?.oobCode;
}

/** Applies an e-mailed code (as its link would); the Auth emulator's status. */
export async function applyOobCode(oobCode: string | undefined): Promise<number> {
  const applied = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:update?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oobCode }),
  });
  await applied.body?.cancel();
  return applied.status;
}

/**
 * A verified account made in the Auth emulator with `displayName` and, when given, the `role`
 * claim, without a member profile (the sign-up page's registration is `registerVerifiedMember`).
 * Returns the account's uid.
 */
export async function verifiedAccount(account: {
  email: string;
  password: string;
  displayName: string;
  role?: 'user' | 'presenter' | 'admin';
}): Promise<string> {
  const { email, password, displayName, role } = account;
  const created = await identity('accounts:signUp?key=any', { email, password, returnSecureToken: true });
  await identity(
    `projects/${PROJECT_ID}/accounts:update`,
    {
      localId: created.localId,
      emailVerified: true,
      displayName,
      ...(role ? { customAttributes: JSON.stringify({ role }) } : {}),
    },
    true,
  );
  return String(created.localId);
}

export interface NewMember {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  accountType: 'user' | 'presenter';
}

/**
 * A member registered as the sign-up page does it (Auth emulator account, then `POST /api/users`
 * on the Worker at `baseUrl`), with the address already verified. A registration the Worker
 * answers 503 (an emulator slow to answer under load) is tried again. Returns the account's uid.
 */
export async function registerVerifiedMember(baseUrl: string, member: NewMember): Promise<string> {
  const created = await identity('accounts:signUp?key=any', {
    email: member.email,
    password: member.password,
    returnSecureToken: true,
  });
  const register = () =>
    fetch(`${baseUrl}/api/users`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${String(created.idToken)}`,
        'sec-fetch-site': 'same-origin',
      },
      body: JSON.stringify({
        firstName: member.firstName,
        lastName: member.lastName,
        telephone: '+27 82 555 0199',
        accountType: member.accountType,
        acceptTerms: true,
      }),
    });
  let registered = await register();
  let attempts = 0;
  for (; registered.status === 503 && attempts < 3; attempts += 1) {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    registered = await register();
  }
  // A 503 may have come after the profile was written: the retry then finds it there.
  const retried =
    attempts > 0 && registered.status === 409 && (await registered.clone().text()).includes('profile_exists');
  if (registered.status !== 201 && !retried) {
    throw new Error(`registration: ${registered.status} ${await registered.text()}`);
  }
  await identity(`projects/${PROJECT_ID}/accounts:update`, { localId: created.localId, emailVerified: true }, true);
  return String(created.localId);
}
