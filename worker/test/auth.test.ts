// Sessions in workerd against the test stack's Auth emulator: real emulator ID tokens (unsigned,
// accepted because the suite runs in emulator mode) exchanged for the `__session` cookie, which
// pages (route guard) and APIs then read; unverified e-mails, bad tokens, bad bodies and
// cross-site posts refused. The token rules themselves are unit-tested in
// worker/src/services/auth/verify-id-token.test.ts.
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { loaderData, request } from './helpers';
import { identity } from './accounts';
import type { AppEnv } from '../src/context';
import { readSettings } from '../src/env';
import { readSession } from '../src/session';
import { userOfSession } from '../src/services/auth/session-cookie';
import { guard, memberOf } from '../src/middleware/guard';
import { answerError } from '../src/middleware/api-errors';

const PROJECT = String(env.FIREBASE_PROJECT_ID);

interface Account {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

/** A new emulator account, signed in; `verified` marks its e-mail verified, `role` sets the claim. */
async function account(options: { verified?: boolean; role?: string; displayName?: string } = {}): Promise<Account> {
  const email = `member-${crypto.randomUUID()}@example.org`;
  const password = 'secret-password-1';
  const created = await identity('accounts:signUp?key=any', { email, password, returnSecureToken: true });
  const uid = String(created.localId);
  const changes: Record<string, unknown> = {};
  if (options.verified ?? true) changes.emailVerified = true;
  if (options.role) changes.customAttributes = JSON.stringify({ role: options.role });
  if (options.displayName) changes.displayName = options.displayName;
  if (Object.keys(changes).length > 0) {
    await identity(`projects/${PROJECT}/accounts:update`, { localId: uid, ...changes }, true);
  }
  const signedIn = await identity('accounts:signInWithPassword?key=any', { email, password, returnSecureToken: true });
  return { uid, email, password, idToken: String(signedIn.idToken) };
}

const SAME_SITE = { 'sec-fetch-site': 'same-origin' };

function postSession(idToken: unknown, headers: Record<string, string> = {}) {
  return request('/api/session', {
    method: 'POST',
    headers: { ...SAME_SITE, 'content-type': 'application/json', cookie: 'i18n_redirected=en', ...headers },
    body: JSON.stringify({ idToken }),
  });
}

/** The `name=value` of the __session Set-Cookie of a response. */
function sessionCookieOf(response: Response): string | undefined {
  return response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('__session='))
    ?.split(';')[0];
}

async function signIn(member: Account): Promise<string> {
  const response = await postSession(member.idToken);
  expect(response.status).toBe(200);
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

const page = (path: string, cookie = '') =>
  request(path, { headers: { accept: 'text/html', cookie: `i18n_redirected=en; ${cookie}` }, redirect: 'manual' });

describe('POST /api/session', () => {
  it('sets the __session cookie for a verified member and answers the session user', async () => {
    const member = await account({ displayName: 'Amara Okafor' });
    const response = await postSession(member.idToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      user: { uid: member.uid, email: member.email, name: 'Amara Okafor', role: 'user' },
    });
    const setCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith('__session=')) ?? '';
    expect(setCookie).toMatch(/^__session=[\w-]+\.[\w-]+\.[\w-]+; /);
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=Lax', 'Path=/', `Max-Age=${5 * 24 * 3600}`]) {
      expect(setCookie.split('; ')).toContain(attribute);
    }
  });

  it('carries the role custom claim into the session', async () => {
    const presenter = await account({ role: 'presenter' });
    const response = await postSession(presenter.idToken);
    expect(((await response.json()) as { user: { role: string } }).user.role).toBe('presenter');
  });

  it('refuses a member whose e-mail is unverified (403), clears the cookie, and they stay a visitor', async () => {
    const member = await account({ verified: false });
    const response = await postSession(member.idToken);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: {
        code: 'email_unverified',
        message:
          'Please verify your e-mail address first: open the link in the e-mail we sent you, then sign in again.',
      },
    });
    expect(response.headers.getSetCookie()).toContain('__session=; Max-Age=0; Path=/; SameSite=Lax; Secure; HttpOnly');
    expect(sessionCookieOf(response)).toBe('__session=');
    // The cookie the browser is left with is empty: a visitor.
    const account_ = await page('/account', '__session=');
    expect(account_.status).toBe(302);
    expect(account_.headers.get('location')).toBe('/login?redirect=%2Faccount');
    expect((await request('/api/me', { headers: { cookie: '__session=' } })).status).toBe(401);
  });

  it('answers the unverified refusal in French for a French reader', async () => {
    const member = await account({ verified: false });
    const response = await postSession(member.idToken, { cookie: 'i18n_redirected=fr' });
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/^Veuillez d’abord vérifier votre adresse e-mail/);
  });

  it.each([
    ['not a JWT', () => 'not-a-token'],
    [
      'an unsigned token for another project',
      () =>
        new UnsecuredJWT({ auth_time: Math.floor(Date.now() / 1000), sub: 'uid-x', email_verified: true })
          .setIssuer('https://securetoken.google.com/another-project')
          .setAudience('another-project')
          .setIssuedAt()
          .setExpirationTime('1h')
          .encode(),
    ],
    [
      'an expired unsigned token',
      () =>
        new UnsecuredJWT({ auth_time: Math.floor(Date.now() / 1000) - 7200, sub: 'uid-x', email_verified: true })
          .setIssuer(`https://securetoken.google.com/${PROJECT}`)
          .setAudience(PROJECT)
          .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
          .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
          .encode(),
    ],
  ])('refuses %s with 401 and sets no cookie', async (_name, token) => {
    const response = await postSession(token());
    expect(response.status).toBe(401);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error).toEqual({
      code: 'invalid_token',
      message: 'Your sign-in could not be confirmed. Please sign in again.',
    });
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('refuses bodies that are not JSON (415), not valid JSON (400), incomplete (400) or larger than 16 KB (413)', async () => {
    const post = (body: string, type = 'application/json', cookie = 'i18n_redirected=en') =>
      request('/api/session', { method: 'POST', headers: { ...SAME_SITE, 'content-type': type, cookie }, body });
    const notJson = await post('idToken=x', 'application/x-www-form-urlencoded');
    expect(notJson.status).toBe(415);
    expect(((await notJson.json()) as { error: { code: string } }).error.code).toBe('unsupported_media_type');
    const broken = await post('{"idToken":');
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: { code: string } }).error.code).toBe('invalid_json');
    const incomplete = await post('{}', 'application/json', 'i18n_redirected=fr');
    expect(incomplete.status).toBe(400);
    expect(await incomplete.json()).toEqual({
      error: {
        code: 'invalid_body',
        // One bad field: its own message says more than the general one.
        message: 'Un jeton de connexion est requis.',
        fields: { idToken: 'Un jeton de connexion est requis.' },
      },
    });
    const huge = await post(JSON.stringify({ idToken: 'x'.repeat(17 * 1024) }));
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error: { code: string } }).error.code).toBe('body_too_large');
  });

  it('refuses an oversized body sent without a Content-Length (streamed)', async () => {
    const chunk = new TextEncoder().encode(`{"idToken":"${'x'.repeat(8 * 1024)}`);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(chunk);
        controller.enqueue(chunk);
        controller.enqueue(new TextEncoder().encode('"}'));
        controller.close();
      },
    });
    const response = await request('/api/session', {
      method: 'POST',
      headers: { ...SAME_SITE, 'content-type': 'application/json' },
      body: stream,
      // @ts-expect-error -- `duplex` is required by fetch for a streamed body but missing from the types.
      duplex: 'half',
    });
    expect(response.status).toBe(413);
  });

  it('refuses a cross-site post (403) and sets no cookie', async () => {
    const member = await account();
    const response = await postSession(member.idToken, { 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
    expect(sessionCookieOf(response)).toBeUndefined();
    const withOrigin = await request('/api/session', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: member.idToken }),
    });
    expect(withOrigin.status).toBe(403);
    expect(sessionCookieOf(withOrigin)).toBeUndefined();
  });
});

describe('the session cookie', () => {
  it('lets a signed-in member through the route guard: /account answers 200, /login redirects to /profile', async () => {
    const cookie = await signIn(await account());
    const accountPage = await page('/account', cookie);
    expect(accountPage.status).toBe(200);
    await accountPage.text();
    const login = await page('/login', cookie);
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe('/profile');
  });

  it('without it, /account redirects a visitor to /login and /login shows', async () => {
    const accountPage = await page('/account');
    expect(accountPage.status).toBe(302);
    expect(accountPage.headers.get('location')).toBe('/login?redirect=%2Faccount');
    const login = await page('/login');
    expect(login.status).toBe(200);
    await login.text();
  });

  it('makes the member known to the root data of every page', async () => {
    const member = await account({ displayName: 'Kofi Mensah' });
    const cookie = await signIn(member);
    const text = JSON.stringify((await loaderData('root', '/', cookie)).json);
    expect(text).toContain(member.uid);
    expect(text).toContain('Kofi Mensah');
  });

  it('is ignored when tampered with (a visitor)', async () => {
    const cookie = await signIn(await account());
    const [name, token] = cookie.split('=');
    const [header, payload, signature] = (token ?? '').split('.');
    const claims = JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    const forged = btoa(JSON.stringify({ ...claims, role: 'admin' }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    const tampered = `${name}=${header}.${forged}.${signature}`;
    expect((await request('/api/me', { headers: { cookie: tampered } })).status).toBe(401);
    expect((await page('/account', tampered)).status).toBe(302);
  });

  it('is cleared by DELETE /api/session (204)', async () => {
    const cookie = await signIn(await account());
    const response = await request('/api/session', { method: 'DELETE', headers: { ...SAME_SITE, cookie } });
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie()).toContain('__session=; Max-Age=0; Path=/; SameSite=Lax; Secure; HttpOnly');
  });
});

describe('guard (who may call an API)', () => {
  // A route only presenters may use, behind the same session reading as the Worker's.
  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('settings', readSettings(env));
      c.set('locale', 'en');
      const session = await readSession(c);
      c.set('user', session ? userOfSession(session) : null);
      await next();
    })
    .get('/presenters-only', guard('presenter'), (c) => c.json({ uid: memberOf(c).uid }))
    .onError(answerError);

  it('answers 401 to a visitor, 403 to another role, and lets the role through', async () => {
    const visitor = await app.request('/presenters-only', {}, env);
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({
      error: { code: 'unauthenticated', message: 'Please sign in to continue.' },
    });
    const user = await app.request('/presenters-only', { headers: { cookie: await signIn(await account()) } }, env);
    expect(user.status).toBe(403);
    expect(((await user.json()) as { error: { code: string } }).error.code).toBe('forbidden');
    const presenter = await account({ role: 'presenter' });
    const allowed = await app.request('/presenters-only', { headers: { cookie: await signIn(presenter) } }, env);
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual({ uid: presenter.uid });
  });
});
