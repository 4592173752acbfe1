// The project's firestore.rules, loaded into the real emulator: clients (signed in or not) can
// neither read nor write member data; the Worker's owner/service-account access is unaffected.
import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorTokenSource } from './auth';
import { createFirestore } from './client';
import { emulatorSettings, readRepositoryFile, uniqueCollectionId } from './test-support';

const settings = emulatorSettings();
const documentsUrl = `${settings.baseUrl}/v1/projects/${settings.projectId}/databases/(default)/documents`;

/** An ID token shaped like the Auth emulator's (unsigned, alg none), for user `uid`. */
function emulatorIdToken(uid: string): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: `https://securetoken.google.com/${settings.projectId}`,
    aud: settings.projectId,
    sub: uid,
    user_id: uid,
    email: `${uid}@example.org`,
    email_verified: true,
    auth_time: now,
    iat: now,
    exp: now + 3600,
    role: 'admin',
    firebase: { identities: {}, sign_in_provider: 'password' },
  };
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}

async function restCall(
  method: 'GET' | 'PATCH' | 'DELETE',
  path: string,
  authorization?: string,
): Promise<{ status: number; code: unknown }> {
  const response = await fetch(`${documentsUrl}/${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(authorization ? { authorization } : {}),
    },
    ...(method === 'PATCH' ? { body: JSON.stringify({ fields: { role: { stringValue: 'admin' } } }) } : {}),
    signal: AbortSignal.timeout(10_000),
  });
  const body: unknown = await response.json().catch(() => null);
  const code =
    typeof body === 'object' &&
    body !== null &&
    'error' in body &&
    typeof body.error === 'object' &&
    body.error !== null &&
    'status' in body.error
      ? body.error.status
      : undefined;
  return { status: response.status, code };
}

beforeAll(async () => {
  // Load the repository's rules for this project whatever the emulator was started with, so the
  // test checks the file that ships.
  const content = await readRepositoryFile('firestore.rules');
  const response = await fetch(`${settings.baseUrl}/emulator/v1/projects/${settings.projectId}:securityRules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
    signal: AbortSignal.timeout(10_000),
  });
  expect(response.status, await response.text()).toBe(200);
});

describe('firestore.rules', () => {
  const callers = [
    ['a signed-in member reading their own document', `Bearer ${emulatorIdToken('x')}`],
    ['an anonymous client', undefined],
  ] as const;

  for (const [who, authorization] of callers) {
    it(`denies ${who}: read and write of users/x`, async () => {
      expect(await restCall('GET', 'users/x', authorization)).toEqual({ status: 403, code: 'PERMISSION_DENIED' });
      expect(await restCall('PATCH', 'users/x', authorization)).toEqual({ status: 403, code: 'PERMISSION_DENIED' });
      expect(await restCall('DELETE', 'users/x', authorization)).toEqual({ status: 403, code: 'PERMISSION_DENIED' });
      expect(await restCall('GET', 'users/x/watchlist/item', authorization)).toEqual({
        status: 403,
        code: 'PERMISSION_DENIED',
      });
    });
  }

  it('lets the Worker (owner token) through, and the denied writes left nothing behind', async () => {
    const db = createFirestore({
      projectId: settings.projectId,
      baseUrl: settings.baseUrl,
      tokens: emulatorTokenSource(),
    });
    const path = `${uniqueCollectionId('rules')}/doc`;
    await db.set(path, { ok: true });
    expect((await db.get(path))?.data).toEqual({ ok: true });
    const stored = await db.get('users/x');
    expect(stored?.data.role).not.toBe('admin');
  });
});
