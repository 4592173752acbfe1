// The sign-in screens without JavaScript, in workerd against the test stack's Auth and Firestore
// emulators: plain form posts (application/x-www-form-urlencoded, as a browser sends them) to
// /login, /signup, /forgot and /resend-email-verification do the JavaScript flow's work through
// the Worker, with its messages in the reader's language; the password never comes back in the
// page and never goes into an address.
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formPost, ORIGIN, request, textOf } from './helpers';
import { emulatorAccount as account, identity, oobCodes, PASSWORD, PROJECT, signUpForm, uniqueEmail } from './accounts';
import { readSettings, type Settings } from '../src/env';
import { createFirestore, type Firestore } from '../src/services/firestore/client';
import { emulatorTokenSource } from '../src/services/firestore/auth';
import { loginAction, signupAction } from '#web/app/server/auth.server.ts';
import type { ActionServices } from '#web/app/server/types.server.ts';
import type { ContentClient } from '../src/services/content/client';
import type { Locale } from '#shared/constants/spec.ts';
import { sdkCodeOf } from '../src/services/auth/password-auth';
import { firebaseMessageKey } from '#web/app/features/auth/firebase-errors.ts';

let db: Firestore;
beforeAll(async () => {
  const host = env.FIRESTORE_EMULATOR_HOST;
  if (typeof host !== 'string') throw new Error('FIRESTORE_EMULATOR_HOST is not set for the workerd suite');
  db = createFirestore({ projectId: PROJECT, baseUrl: `http://${host}`, tokens: emulatorTokenSource() });
  // The first pages of a fresh isolate build the page layer's modules: not the tests' time.
  await (await request('/login', { headers: { accept: 'text/html' } })).text();
  await (await request('/profile', { headers: { accept: 'text/html' }, redirect: 'manual' })).text();
}, 120_000);

afterEach(() => {
  vi.restoreAllMocks();
});

/** A browser's plain form post (no JavaScript); `type`: another content type. */
const post = (path: string, values: Record<string, string>, options: { cookie?: string; type?: string } = {}) =>
  formPost(path, values, {
    ...(options.type ? { 'content-type': options.type } : {}),
    ...(options.cookie ? { cookie: options.cookie } : {}),
  });

/** The `__session` Set-Cookie of an answer, or undefined. */
const sessionCookieOf = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith('__session='));

describe('sign-in without JavaScript (POST /login)', () => {
  it('opens the session of a verified member and sends them to the dashboard with 303', async () => {
    const member = await account(true);
    const response = await post('/login', { email: member.email, password: PASSWORD });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/profile');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookie = sessionCookieOf(response);
    expect(cookie).toMatch(/^__session=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(await response.text()).not.toContain(PASSWORD);

    // The cookie is the member's session: the account area opens with it.
    const dashboard = await request('/profile', {
      headers: { accept: 'text/html', cookie: cookie?.split(';')[0] ?? '' },
      redirect: 'manual',
    });
    expect(dashboard.status).toBe(200);
    expect(await textOf(dashboard)).toContain('Lindiwe');
  });

  it('sends the member on to the redirect target of this site, never to another site', async () => {
    const member = await account(true);
    const values = { email: member.email, password: PASSWORD };
    const inside = await post('/login?redirect=%2Faccount%2Fwatchlist%3Fpage%3D2', values);
    expect(inside.status).toBe(303);
    expect(inside.headers.get('location')).toBe('/account/watchlist?page=2');
    for (const target of ['%2F%2Fevil.example', 'https%3A%2F%2Fevil.example%2F', '%2F%5Cevil.example']) {
      const outside = await post(`/login?redirect=${target}`, values);
      expect(outside.status).toBe(303);
      expect(outside.headers.get('location')).toBe('/profile');
    }
  });

  it('never sends the member to another site when the URL parser normalises the target (#23.1)', async () => {
    const member = await account(true);
    const values = { email: member.email, password: PASSWORD };
    const targets = [
      '%2F.%2F%2Fevil.example',
      '%2F..%2F%2Fevil.example',
      '%2F.%2F..%2F%2Fevil.example%2Fpath%3Fq%3D1',
      '%2F%252e%2F%252e%252e%2F%2Fevil.example',
      '%2Fx%2F..%2F..%2F%2Fevil.example',
    ];
    for (const target of targets) {
      const outside = await post(`/login?redirect=${target}`, values);
      expect(outside.status, target).toBe(303);
      const location = outside.headers.get('location') ?? '';
      expect(new URL(location, ORIGIN).origin, `${target} -> ${location}`).toBe(ORIGIN);
      expect(location, target).toBe('/profile');
    }
    // A target of this site with dots is still followed, resolved.
    const inside = await post('/login?redirect=%2Faccount%2F.%2Fwatchlist%2F..%2Freadlist', values);
    expect(inside.headers.get('location')).toBe('/account/readlist');
  });

  it('sends a visitor of a member action to sign in with a return address of this site only (#23.1)', async () => {
    const action = { intent: 'add', list: 'watchlist', id: 'presentation-1' };
    for (const back of ['/.//evil.example', '/..//evil.example', '//evil.example']) {
      const response = await post('/account/actions', { ...action, back });
      expect(response.status, back).toBe(303);
      expect(response.headers.get('location'), back).toBe('/login?redirect=%2F');
    }
  });

  it('refuses an unverified address with 403 and the sign-in page message, clearing any session (en, fr)', async () => {
    const member = await account(false);
    const english = await post('/login', { email: member.email, password: PASSWORD });
    expect(english.status).toBe(403);
    expect(sessionCookieOf(english)).toMatch(/^__session=;.*Max-Age=0/i);
    const html = await textOf(english);
    expect(html).toContain('Your e-mail address is not verified yet.');
    expect(html).toContain('href="/resend-email-verification"');
    expect(html).not.toContain(PASSWORD);

    const french = await post('/login', { email: member.email, password: PASSWORD }, { cookie: 'i18n_redirected=fr' });
    expect(french.status).toBe(403);
    expect(await textOf(french)).toContain('Votre adresse e-mail n’est pas encore vérifiée.');
  });

  it('answers a wrong password with 400 in the reader’s language, keeping the e-mail but never the password', async () => {
    const member = await account(true);
    const wrong = 'wrong-password-99';
    const byQuery = await post('/login?lang=fr', { email: member.email, password: wrong });
    expect(byQuery.status).toBe(400);
    expect(sessionCookieOf(byQuery)).toBeUndefined();
    const html = await textOf(byQuery);
    expect(html).toContain('L’adresse e-mail ou le mot de passe est incorrect.');
    expect(html).toContain(`value="${member.email}"`);
    expect(html).not.toContain(wrong);

    const byCookie = await post('/login', { email: member.email, password: wrong }, { cookie: 'i18n_redirected=fr' });
    expect(byCookie.status).toBe(400);
    expect(await textOf(byCookie)).toContain('L’adresse e-mail ou le mot de passe est incorrect.');

    const unknown = await post('/login', { email: uniqueEmail('nobody'), password: wrong });
    expect(unknown.status).toBe(400);
    expect(await textOf(unknown)).toContain('The e-mail address or the password is incorrect.');
  });

  it('answers fields the schema refuses with 400 and the messages beside the fields', async () => {
    const response = await post('/login', { email: 'not-an-address', password: '' });
    expect(response.status).toBe(400);
    const html = await textOf(response);
    expect(html).toContain('Please enter a valid e-mail address, for example name@example.org.');
    expect(html).toContain('Enter your password.');
    expect(html).toMatch(/id="login-password"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="login-password"/);
  });

  it('refuses a body that is not a form with 415, without echoing it', async () => {
    const json = await request('/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', accept: 'text/html' },
      body: JSON.stringify({ email: 'a@example.org', password: PASSWORD }),
    });
    expect(json.status).toBe(415);
    expect(await json.text()).not.toContain(PASSWORD);
    const text = await post('/resend-email-verification', { password: PASSWORD }, { type: 'text/plain' });
    expect(text.status).toBe(415);
    expect(await text.text()).not.toContain(PASSWORD);
  });

  it('refuses a post from another site', async () => {
    const member = await account(true);
    const response = await request('/login', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      body: new URLSearchParams({ email: member.email, password: PASSWORD }).toString(),
    });
    expect(response.status).toBe(403);
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('takes a password out of the address of a form once sent by GET', async () => {
    const response = await request(`/login?redirect=%2Faccount&email=a%40example.org&password=${PASSWORD}`, {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login?redirect=%2Faccount');
    const signup = await request(`/signup?firstName=A&password=${PASSWORD}`, { redirect: 'manual' });
    expect(signup.headers.get('location')).toBe('/signup');
  });

  it('renders forms that post to their own address, so no press ever puts a password in it', async () => {
    for (const [path, action] of [
      ['/login?redirect=%2Faccount', '/login?redirect=%2Faccount'],
      ['/signup', '/signup'],
      ['/forgot', '/forgot'],
      ['/resend-email-verification', '/resend-email-verification'],
    ]) {
      const html = await (await request(path ?? '', { headers: { accept: 'text/html' } })).text();
      const form = /<form[^>]*class="auth-fields"[^>]*>/.exec(html)?.[0] ?? '';
      expect(form, path).toContain('method="post"');
      expect(form, path).toContain(`action="${(action ?? '').replaceAll('&', '&amp;')}"`);
    }
  });
});

describe('sign-up without JavaScript (POST /signup)', () => {
  const form = (email: string, password = PASSWORD) => signUpForm(email, 'presenter', password);

  it('creates the account, profile and role, sends the verification e-mail and shows "check your inbox"', async () => {
    const email = uniqueEmail('signup');
    const response = await post('/signup', form(email));
    expect(response.status).toBe(200);
    expect(sessionCookieOf(response)).toBeUndefined();
    const html = await textOf(response);
    expect(html).toContain('Check your inbox');
    expect(html).toContain(`We sent a verification link to ${email}`);
    expect(html).not.toContain('We could not send the verification e-mail');
    expect(html).not.toContain(PASSWORD);

    const lookup = await identity(`projects/${PROJECT}/accounts:lookup`, { email: [email] }, true);
    const [user] = lookup.users as { localId: string; displayName?: string; customAttributes?: string }[];
    expect(user?.displayName).toBe('Naledi Dlamini');
    expect(JSON.parse(user?.customAttributes ?? '{}')).toEqual({ role: 'presenter' });
    const profile = await db.get(`users/${user?.localId}`);
    expect(profile?.data).toMatchObject({
      firstName: 'Naledi',
      lastName: 'Dlamini',
      email,
      telephone: '+27825550101',
      accountType: 'presenter',
      role: 'presenter',
    });
    expect(await oobCodes(email, 'VERIFY_EMAIL')).toHaveLength(1);

    // Not verified yet: still a visitor.
    const signIn = await post('/login', { email, password: PASSWORD });
    expect(signIn.status).toBe(403);
  });

  it('answers an address in use as a new one, in French, never saying it is in use (decision 0030)', async () => {
    const member = await account(true);
    const response = await post('/signup?lang=fr', form(member.email, 'another-password-7'));
    expect(response.status).toBe(200);
    const html = await textOf(response);
    expect(html).toContain(member.email);
    expect(html).not.toContain('Un compte existe déjà avec cette adresse e-mail.');
    expect(html).not.toContain('another-password-7');
  });

  it('answers fields the schema refuses with 400 and their messages, creating nothing', async () => {
    const email = uniqueEmail('weak');
    const response = await post('/signup', { ...form(email, 'lettersonly'), acceptTerms: '' });
    expect(response.status).toBe(400);
    const html = await textOf(response);
    expect(html).toContain('The password must contain letters and digits.');
    expect(html).toContain('To create an account, accept the terms and conditions and the privacy policy.');
    expect(html).not.toContain('lettersonly');
    const lookup = await identity(`projects/${PROJECT}/accounts:lookup`, { email: [email] }, true);
    expect(lookup.users ?? []).toEqual([]);
  });
});

describe('forgotten password without JavaScript (POST /forgot)', () => {
  it('gives the same neutral answer whether or not an account exists, and sends the link to a real one', async () => {
    const member = await account(true);
    const known = await post('/forgot', { email: member.email });
    const unknownEmail = uniqueEmail('nobody');
    const unknown = await post('/forgot', { email: unknownEmail });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await textOf(known)).toContain(`If an account exists for ${member.email}, we have sent it a link`);
    expect(await textOf(unknown)).toContain(`If an account exists for ${unknownEmail}, we have sent it a link`);
    expect(await oobCodes(member.email, 'PASSWORD_RESET')).toHaveLength(1);

    const french = await post('/forgot', { email: 'not-an-address' }, { cookie: 'i18n_redirected=fr' });
    expect(french.status).toBe(400);
    expect(await textOf(french)).toContain('Veuillez saisir une adresse e-mail valide');
  });
});

describe('resend the verification e-mail without JavaScript (POST /resend-email-verification)', () => {
  it('sends a new link to an unverified account, tells a verified one to sign in, refuses a wrong password', async () => {
    const waiting = await account(false);
    const sent = await post('/resend-email-verification', { email: waiting.email, password: PASSWORD });
    expect(sent.status).toBe(200);
    expect(sessionCookieOf(sent)).toBeUndefined();
    const html = await textOf(sent);
    expect(html).toContain(`We sent a new verification link to ${waiting.email}.`);
    expect(html).not.toContain(PASSWORD);
    expect(await oobCodes(waiting.email, 'VERIFY_EMAIL')).toHaveLength(1);

    const verified = await account(true);
    const already = await post(
      '/resend-email-verification',
      { email: verified.email, password: PASSWORD },
      { cookie: 'i18n_redirected=fr' },
    );
    expect(already.status).toBe(200);
    expect(await textOf(already)).toContain('Votre adresse e-mail est déjà vérifiée.');

    const wrong = await post('/resend-email-verification?lang=fr', { email: waiting.email, password: 'nope-nope-1' });
    expect(wrong.status).toBe(400);
    const wrongHtml = await textOf(wrong);
    expect(wrongHtml).toContain('L’adresse e-mail ou le mot de passe est incorrect.');
    expect(wrongHtml).not.toContain('nope-nope-1');
  });
});

/** Action services as the Worker builds them, with settings the test chooses and a log it reads. */
function servicesWith(overrides: Partial<Settings>, locale: Locale, logged: string[]): ActionServices {
  const settings = { ...readSettings(env), ...overrides };
  const services = {
    locale,
    user: null,
    content: {} as ContentClient,
    origin: settings.SITE_URL,
    onError: (error: unknown) =>
      logged.push(error instanceof Error ? `${error.message} ${String(error.cause)}` : String(error)),
    env,
    settings,
    clientIp: '10.0.0.1',
  };
  return services as unknown as ActionServices;
}

/** Firebase Auth cannot be reached: its requests fail as a refused connection would. */
function unreachableAuth(): Partial<Settings> {
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith('http://auth.unreachable.test'))
      return Promise.reject(new TypeError('Network connection lost.'));
    return real(input, init);
  });
  return { FIREBASE_AUTH_EMULATOR_HOST: 'auth.unreachable.test:9099' };
}

const formRequest = (path: string, values: Record<string, string>) =>
  new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(values).toString(),
  });

describe('Firebase Auth unreachable', () => {
  it('answers 503 with the "unavailable" message in the reader’s language, logging no password', async () => {
    const logged: string[] = [];
    const unreachable = unreachableAuth();
    const services = servicesWith(unreachable, 'fr', logged);
    const signIn = await loginAction(formRequest('/login', { email: 'a@example.org', password: PASSWORD }), services);
    expect(signIn).not.toBeInstanceOf(Response);
    if (signIn instanceof Response) return;
    expect(signIn.init?.status).toBe(503);
    expect(signIn.data).toMatchObject({
      ok: false,
      code: 'unavailable',
      message: 'La connexion n’est pas disponible pour le moment. Veuillez réessayer plus tard.',
    });
    expect(JSON.stringify(signIn.data)).not.toContain(PASSWORD);

    const signUp = await signupAction(
      formRequest('/signup', {
        firstName: 'Naledi',
        lastName: 'Dlamini',
        email: 'b@example.org',
        telephone: '+27 82 555 0101',
        password: PASSWORD,
        accountType: 'user',
        acceptTerms: 'on',
      }),
      servicesWith(unreachable, 'en', logged),
    );
    expect(signUp.init?.status).toBe(503);
    expect(signUp.data).toMatchObject({
      code: 'unavailable',
      message: expect.stringMatching(/^Signing in is not available/),
    });
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('\n')).not.toContain(PASSWORD);
  });
});

describe("Google's codes read as the sign-in pages' messages", () => {
  it.each([
    ['EMAIL_NOT_FOUND', 'errors.invalidCredential'],
    ['INVALID_PASSWORD', 'errors.invalidCredential'],
    ['INVALID_LOGIN_CREDENTIALS', 'errors.invalidCredential'],
    ['USER_DISABLED', 'errors.userDisabled'],
    ['EMAIL_EXISTS', 'errors.emailInUse'],
    ['WEAK_PASSWORD : Password should be at least 6 characters', 'errors.weakPassword'],
    ['PASSWORD_DOES_NOT_MEET_REQUIREMENTS', 'errors.weakPassword'],
    ['TOO_MANY_ATTEMPTS_TRY_LATER', 'errors.tooManyAttempts'],
    ['RESET_PASSWORD_EXCEED_LIMIT', 'errors.tooManyAttempts'],
    ['INVALID_EMAIL', 'errors.invalidEmail'],
    ['MISSING_EMAIL', 'errors.invalidEmail'],
    ['OPERATION_NOT_ALLOWED', 'errors.unavailable'],
    ['PASSWORD_LOGIN_DISABLED', 'errors.unavailable'],
    ['SOMETHING_NEW', 'errors.generic'],
  ])('%s → %s', (serverCode, key) => {
    expect(firebaseMessageKey({ code: sdkCodeOf(serverCode) })).toBe(key);
  });
});
