// Sessions end on the server (issue #12, hole 4): at sign-out at once, and when Firebase says the
// account was disabled, deleted, its password changed or its refresh tokens revoked.
// The session cookie's lifetime is a setting (hole 10). See docs/decisions/0012-sessions.md.
import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { identity, PROJECT } from './accounts';
import { withUnreachable } from './helpers';

const app = createApp();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The Worker with some settings changed (e.g. a short re-check interval). */
async function call(path: string, init: RequestInit = {}, settings: Record<string, string> = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('sec-fetch-site', 'same-origin');
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`http://127.0.0.1:8787${path}`, { ...init, headers }),
    { ...env, ...settings },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

interface Member {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

async function newMember(): Promise<Member> {
  const email = `session-${crypto.randomUUID()}@example.org`;
  const password = 'secret-password-1';
  const created = await identity('accounts:signUp?key=any', { email, password, returnSecureToken: true });
  const uid = String(created.localId);
  await identity(`projects/${PROJECT}/accounts:update`, { localId: uid, emailVerified: true }, true);
  const signedIn = await identity('accounts:signInWithPassword?key=any', { email, password, returnSecureToken: true });
  return { uid, email, password, idToken: String(signedIn.idToken) };
}

/** Signs in with `idToken`: the session cookie (`__session=...`) and the whole Set-Cookie. */
async function openSession(idToken: string, settings: Record<string, string> = {}) {
  const response = await call(
    '/api/session',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ idToken }) },
    settings,
  );
  expect(response.status).toBe(200);
  const setCookie = response.headers.getSetCookie().find((value) => value.startsWith('__session=')) ?? '';
  return { cookie: setCookie.split(';')[0] ?? '', setCookie };
}

const me = (cookie: string, settings: Record<string, string> = {}) =>
  call('/api/me', { headers: { cookie } }, settings).then((response) => response.status);

describe('sessions end on the server', () => {
  it('refuses a signed-out session cookie at once, in the APIs and the pages', async () => {
    const member = await newMember();
    const { cookie } = await openSession(member.idToken);
    expect(await me(cookie)).not.toBe(401);
    const out = await call('/api/session', { method: 'DELETE', headers: { cookie } });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/^__session=;.*Max-Age=0/);
    // The same cookie, kept by someone who copied it before the sign-out.
    expect(await me(cookie)).toBe(401);
    const account = await call('/account/profile', { headers: { cookie, accept: 'text/html' } });
    expect(account.status).toBe(302);
    expect(account.headers.get('location')).toMatch(/^\/login/);
    // A new sign-in opens a new session.
    const again = await openSession(member.idToken);
    expect(await me(again.cookie)).not.toBe(401);
  });

  it('ends the other sessions at once when the password changes and the member signs in again', async () => {
    const member = await newMember();
    const first = await openSession(member.idToken);
    expect(await me(first.cookie)).not.toBe(401);
    await sleep(1100); // Firebase counts in seconds: the change must come after the first sign-in's second.
    const changed = await identity('accounts:update?key=any', {
      idToken: member.idToken,
      password: 'another-password-2',
      returnSecureToken: true,
    });
    const second = await openSession(String(changed.idToken));
    expect(await me(first.cookie)).toBe(401);
    expect(await me(second.cookie)).not.toBe(401);
  });

  it('ends the sessions of a disabled account within the re-check interval', async () => {
    const member = await newMember();
    const { cookie } = await openSession(member.idToken);
    const quick = { SESSION_CHECK_SECONDS: '1' };
    expect(await me(cookie, quick)).not.toBe(401);
    await identity(`projects/${PROJECT}/accounts:update`, { localId: member.uid, disableUser: true }, true);
    await sleep(1100);
    expect(await me(cookie, quick)).toBe(401);
  });

  it('ends the sessions of a deleted account and of revoked refresh tokens within the re-check interval', async () => {
    const quick = { SESSION_CHECK_SECONDS: '1' };
    const revoked = await newMember();
    const deleted = await newMember();
    const revokedSession = await openSession(revoked.idToken);
    const deletedSession = await openSession(deleted.idToken);
    await sleep(1100);
    // What the Admin SDK's revokeRefreshTokens does: tokens (and sessions) from before now stop counting.
    const now = Math.floor(Date.now() / 1000);
    await identity(`projects/${PROJECT}/accounts:update`, { localId: revoked.uid, validSince: String(now) }, true);
    await identity(`projects/${PROJECT}/accounts:delete`, { localId: deleted.uid }, true);
    await sleep(1100);
    expect(await me(revokedSession.cookie, quick)).toBe(401);
    expect(await me(deletedSession.cookie, quick)).toBe(401);
  });

  it('keeps sessions when Firebase cannot be asked (the last known state holds)', async () => {
    const member = await newMember();
    const { cookie } = await openSession(member.idToken);
    await sleep(1100);
    await withUnreachable(async (host) => {
      const unreachable = { SESSION_CHECK_SECONDS: '1', FIREBASE_AUTH_EMULATOR_HOST: `${host('auth')}:9099` };
      expect(await me(cookie, unreachable)).not.toBe(401);
    });
  });
});

describe('session cookie', () => {
  it('is HttpOnly, Secure and SameSite=Lax, and lasts as long as the setting says', async () => {
    const member = await newMember();
    const standard = await openSession(member.idToken);
    expect(standard.setCookie).toMatch(/; Max-Age=432000(;|$)/);
    const short = await openSession(member.idToken, { SESSION_MAX_AGE_SECONDS: '3600' });
    expect(short.setCookie).toMatch(/; Max-Age=3600(;|$)/);
    for (const part of ['HttpOnly', 'Secure', 'SameSite=Lax', 'Path=/']) expect(short.setCookie).toContain(part);
    const payload = JSON.parse(atob(short.cookie.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? '')) as {
      iat: number;
      exp: number;
      sid: string;
      auth_iat: number;
    };
    expect(payload.exp - payload.iat).toBe(3600);
    expect(payload.sid).toMatch(/^[\w-]{16,64}$/);
    expect(payload.auth_iat).toBeLessThanOrEqual(payload.iat);
  });

  it('refuses a lifetime over 30 days as a setting', async () => {
    const response = await call('/api/me', {}, { SESSION_MAX_AGE_SECONDS: String(31 * 24 * 60 * 60) });
    expect(response.status).toBe(500);
  });
});
