// Rate limits of the forms that reach Firebase for a person and of connection requests (issue #23
// items 4-6, decision 0030), in workerd against the test stack's Auth and Firestore emulators.
// Each test posts from a client address of its own (CF-Connecting-IP), so the suite's other
// requests (all from 127.0.0.1) neither count here nor are counted by these; the limits are the
// production ones of shared/constants/rate-limits.ts (no setting changes them). Only the friction's
// wait per step is the test stack's (FRICTION_DELAY_STEP_MS, vitest.worker.config.ts): the tests
// count the steps each request waited (frictionSteps) rather than sleep through production's.
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeSiteverify, formPost, request, routeData, textOf } from './helpers';
import { emulatorAccount as account, identity, oobCodes, PASSWORD, PROJECT, signUpForm, uniqueEmail } from './accounts';
import { callAs } from './member-requests';
import { readSettings, type Settings } from '../src/env';
import { limitHashKey, limitPath } from '../src/services/limits/rate-limit';
import { loginAction } from '#web/app/server/auth.server.ts';
import type { ActionServices } from '#web/app/server/types.server.ts';
import type { Locale } from '#shared/constants/spec.ts';
import { firestoreFor } from '../src/services/members/from-settings';
import { collection } from '../src/services/firestore/query';
import {
  ACCOUNT_MAIL_SPACING,
  ACCOUNT_MAILS_PER_ADDRESS,
  ACCOUNT_MAILS_PER_PAIR,
  CONNECTION_REQUESTS_PER_MEMBER,
  FRICTION_DELAY_MAX_STEPS,
  SIGN_IN_FAILURES_PER_PAIR,
  SIGN_UP_FRICTION_AFTER,
  SIGN_UPS_PER_CLIENT,
} from '#shared/constants/rate-limits.ts';

/** Issue #31: the old per-client limit that refused a campus's right passwords. */
const SIGN_IN_FAILURES_PER_CLIENT_OLD_MAX = 30;
import type { SessionUser } from '#shared/schemas/member.ts';

const db = () => firestoreFor(readSettings(env), env);

let ipCounter = 0;
/** A client address no other test uses. */
const freshIp = () => `10.${Math.floor(Math.random() * 200) + 20}.${Math.floor(Math.random() * 250)}.${++ipCounter}`;

beforeAll(async () => {
  // The first pages of a fresh isolate build the page layer's modules: not the tests' time.
  await (await request('/login', { headers: { accept: 'text/html' } })).text();
}, 120_000);

/** A browser's plain form post (no JavaScript) from client `ip`. */
const post = (path: string, values: Record<string, string>, ip: string, cookie = '') =>
  formPost(path, values, { 'cf-connecting-ip': ip, ...(cookie ? { cookie } : {}) });

const retryAfterOf = (response: Response) => Number(response.headers.get('retry-after'));

/** The outbox mails to `email`. */
const mailsTo = (email: string) => db().query('', collection('mail').where('to', '==', email.toLowerCase()));

const services = (overrides: Partial<Settings>, ip: string, locale: Locale = 'en'): ActionServices => {
  const settings = { ...readSettings(env), ...overrides };
  return {
    locale,
    user: null,
    content: {},
    origin: settings.SITE_URL,
    onError: () => undefined,
    env,
    settings,
    clientIp: ip,
  } as unknown as ActionServices;
};

/** The sign-in page's action called as the Worker calls it, with `settings` changed (the captcha's keys). */
async function loginDirect(values: Record<string, string>, ip: string, settings: Partial<Settings>) {
  const post = new Request(`${readSettings(env).SITE_URL}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(values).toString(),
  });
  const answer: unknown = await loginAction(post, services(settings, ip));
  if (answer instanceof Response) return { status: answer.status, data: null, headers: answer.headers };
  const { data, init } = answer as { data: Record<string, unknown>; init: { status: number } };
  return { status: init.status, data, headers: new Headers() };
}

/** The captcha's siteverify (worker/test/helpers.ts): "good" is a valid answer. */
const fakeGoodCaptcha = () => fakeSiteverify((token) => Response.json({ success: token === 'good' }));

/** Fills a limit document with `count` events just now, as that many requests would have. */
async function filled(kind: string, value: string, count: number) {
  const path = await limitPath(kind, value, limitHashKey(readSettings(env), env));
  await db().set(path, {
    sent: Array.from({ length: count }, () => new Date()),
    expireAt: new Date(Date.now() + 3_600_000),
  });
}

/** The test stack's friction step: shorter than production's, and odd, so its waits are told from other timers. */
const STEP = readSettings(env).FRICTION_DELAY_STEP_MS;

/**
 * Runs `body` and gives the friction waits the Worker took meanwhile, in steps: the timers it set
 * for whole steps, up to the cap (not a clock: the waits it asked for).
 */
async function frictionSteps<T>(body: () => Promise<T>): Promise<{ result: T; steps: number[] }> {
  const timers = vi.spyOn(globalThis, 'setTimeout');
  try {
    const result = await body();
    const steps = timers.mock.calls
      .map(([, ms]) => Number(ms))
      .filter((ms) => ms > 0 && ms <= FRICTION_DELAY_MAX_STEPS * STEP && ms % STEP === 0)
      .map((ms) => ms / STEP);
    return { result, steps };
  } finally {
    timers.mockRestore();
  }
}

const sessionOf = (response: Response) =>
  response.headers.getSetCookie().some((cookie) => cookie.startsWith('__session='));

describe('sign-in: nobody else’s failures refuse the right password', () => {
  afterEach(() => vi.restoreAllMocks());

  it('signs the owner in from a fresh address after 11 wrong passwords from 11 others, and mails them once, in their language', async () => {
    const member = await account(true);
    await db().set(`users/${member.uid}`, { firstName: 'Lindiwe', email: member.email, locale: 'fr' });
    const waited: number[][] = [];
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      const { result: wrong, steps } = await frictionSteps(() =>
        post('/login', { email: member.email, password: `wrong-${attempt}-pw` }, freshIp()),
      );
      expect(wrong.status, `attempt ${attempt}`).toBe(400);
      await wrong.arrayBuffer();
      waited.push(steps);
    }
    // Past the account's 5 failures, each sign-in to it waits one more step, whoever types it.
    expect(waited).toEqual([[], [], [], [], [], [1], [2], [3], [4], [5], [6]]);
    // No captcha on the test stack: the friction is a delay, never a refusal.
    const { result: right, steps } = await frictionSteps(() =>
      post('/login', { email: member.email, password: PASSWORD }, freshIp()),
    );
    expect(steps).toEqual([7]);
    expect(right.status).toBe(303);
    expect(sessionOf(right)).toBe(true);
    // The resend screen signs in with the password too: not refused either.
    const resend = await post('/resend-email-verification', { email: member.email, password: PASSWORD }, freshIp());
    expect(resend.status).toBe(200);
    await resend.arrayBuffer();

    const alerts = (await mailsTo(member.email)).filter((mail) => mail.data.kind === 'signinAttempts');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.data.language).toBe('fr');
    expect(alerts[0]?.data.params).toMatchObject({ name: 'Lindiwe', siteLink: `${readSettings(env).SITE_URL}/forgot` });
  }, 90_000);

  it('asks for the captcha (the local test double) once an account has many failures, then signs the owner in', async () => {
    const keys = { RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET: 'secret-key' };
    const calls = fakeGoodCaptcha();
    const member = await account(true);
    await filled('signin-account', member.email, 12);
    const ip = freshIp();
    const asked = await loginDirect({ email: member.email, password: PASSWORD }, ip, keys);
    expect(asked.status).toBe(400);
    expect(asked.data).toMatchObject({
      ok: false,
      code: 'captcha',
      key: 'errors.captchaNeeded',
      captchaSiteKey: 'site-key',
    });
    const forged = await loginDirect(
      { email: member.email, password: PASSWORD, 'g-recaptcha-response': 'forged' },
      ip,
      keys,
    );
    expect(forged.status).toBe(400);
    const signedIn = await loginDirect(
      { email: member.email, password: PASSWORD, 'g-recaptcha-response': 'good' },
      ip,
      keys,
    );
    expect(signedIn.status).toBe(303);
    expect(calls.map((form) => form.get('response'))).toEqual(['forged', 'good']);
  });

  it('refuses only the (account, client) pair after 10 failures: 429, Retry-After and the wait in French; the owner elsewhere signs in', async () => {
    const member = await account(true);
    const ip = freshIp();
    for (let attempt = 1; attempt <= SIGN_IN_FAILURES_PER_PAIR.max; attempt += 1) {
      const wrong = await post('/login?lang=fr', { email: member.email, password: `wrong-${attempt}-pw` }, ip);
      expect(wrong.status, `attempt ${attempt}`).toBe(400);
      await wrong.arrayBuffer();
    }
    const limited = await post('/login?lang=fr', { email: member.email, password: 'wrong-11-pw' }, ip);
    expect(limited.status).toBe(429);
    const wait = retryAfterOf(limited);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    const html = await textOf(limited);
    expect(html).toContain(
      `Trop de mots de passe erronés pour ce compte depuis votre connexion. Réessayez dans ${Math.ceil(wait / 60)} minutes`,
    );
    expect(html).not.toContain('wrong-11-pw');
    const elsewhere = await post('/login', { email: member.email, password: PASSWORD }, freshIp());
    expect(elsewhere.status).toBe(303);
  }, 90_000);

  it('lets a client with many failures (a campus) sign in with the right password, after friction', async () => {
    const ip = freshIp();
    await filled('signin-client', ip, SIGN_IN_FAILURES_PER_CLIENT_OLD_MAX + 5);
    const member = await account(true);
    const { result: right, steps } = await frictionSteps(() =>
      post('/login', { email: member.email, password: PASSWORD }, ip),
    );
    // 16 failures past the client's threshold: the wait stops growing at its cap.
    expect(steps).toEqual([FRICTION_DELAY_MAX_STEPS]);
    expect(right.status).toBe(303);
    // With the captcha configured, the captcha is that friction.
    fakeGoodCaptcha();
    const keys = { RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET: 'secret-key' };
    expect((await loginDirect({ email: member.email, password: PASSWORD }, ip, keys)).status).toBe(400);
    expect(
      (await loginDirect({ email: member.email, password: PASSWORD, 'g-recaptcha-response': 'good' }, ip, keys)).status,
    ).toBe(303);
  }, 60_000);

  it('counts the addresses of one IPv6 /64 as one client: 12 of them are one (account, client) pair', async () => {
    const member = await account(true);
    const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${(++ipCounter).toString(16)}`;
    const statuses: number[] = [];
    for (let index = 1; index <= 12; index += 1) {
      const wrong = await post(
        '/login',
        { email: member.email, password: `wrong-${index}-pw` },
        `${network}::${index.toString(16)}`,
      );
      statuses.push(wrong.status);
      await wrong.arrayBuffer();
    }
    expect(statuses).toEqual([...Array<number>(SIGN_IN_FAILURES_PER_PAIR.max).fill(400), 429, 429]);
    // Another /64 is another client.
    const other = await post(
      '/login',
      { email: member.email, password: PASSWORD },
      `2001:db8:ffff:${(++ipCounter).toString(16)}::1`,
    );
    expect(other.status).toBe(303);
  }, 90_000);
});

describe('account mails: the owner can always recover', () => {
  it('gives the owner a working reset link after an attacker’s reset requests from many addresses', async () => {
    const member = await account(true);
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      const sent = await post('/forgot', { email: member.email }, freshIp());
      expect(sent.status, `attacker ${attempt}`).toBe(200);
      await sent.arrayBuffer();
    }
    // The inbox got a burst, then one more: not nine.
    const beforeOwner = await oobCodes(member.email, 'PASSWORD_RESET');
    expect(beforeOwner).toHaveLength(ACCOUNT_MAILS_PER_ADDRESS.max + ACCOUNT_MAIL_SPACING.max);

    const owner = await post('/forgot', { email: member.email }, freshIp());
    expect(owner.status).toBe(200);
    expect(await textOf(owner)).toContain('Check your inbox');
    // The latest link in the inbox works.
    const latest = (await oobCodes(member.email, 'PASSWORD_RESET')).at(-1);
    expect(latest).toBeDefined();
    const newPassword = 'new-river-crossing-43';
    await identity(`accounts:resetPassword?key=${String(env.FIREBASE_API_KEY)}`, {
      oobCode: latest?.oobCode,
      newPassword,
    });
    const signedIn = await post('/login', { email: member.email, password: newPassword }, freshIp());
    expect(signedIn.status).toBe(303);
  }, 60_000);

  it('refuses a 4th request for one address from one client with 429 and the wait, the same for an unknown address', async () => {
    const member = await account(true);
    const nobody = uniqueEmail('nobody');
    const ip = freshIp();
    for (const email of [member.email, nobody]) {
      for (let attempt = 1; attempt <= ACCOUNT_MAILS_PER_PAIR.max; attempt += 1) {
        const sent = await post('/forgot', { email }, ip);
        expect(sent.status, `${email} ${attempt}`).toBe(200);
        await sent.arrayBuffer();
      }
    }
    const known = await post('/forgot?lang=fr', { email: member.email }, ip);
    const unknown = await post('/forgot?lang=fr', { email: nobody }, ip);
    for (const response of [known, unknown]) {
      expect(response.status).toBe(429);
      expect(retryAfterOf(response)).toBeGreaterThan(0);
      expect(retryAfterOf(response)).toBeLessThanOrEqual(3600);
    }
    const message = 'Plusieurs e-mails ont déjà été demandés pour cette adresse depuis votre connexion. Réessayez dans';
    expect(await textOf(known)).toContain(message);
    expect(await textOf(unknown)).toContain(message);
    expect(await oobCodes(member.email, 'PASSWORD_RESET')).toHaveLength(ACCOUNT_MAILS_PER_PAIR.max);
    // Another client (the owner) still gets a link.
    const owner = await post('/forgot', { email: member.email }, freshIp());
    expect(owner.status).toBe(200);
    await owner.arrayBuffer();
    expect(await oobCodes(member.email, 'PASSWORD_RESET')).toHaveLength(ACCOUNT_MAILS_PER_PAIR.max + 1);
  });

  it('counts verification mails too: the 4th resend from one client in an hour is refused with 429', async () => {
    const member = await account(false);
    const ip = freshIp();
    for (let attempt = 1; attempt <= ACCOUNT_MAILS_PER_PAIR.max; attempt += 1) {
      const sent = await post('/resend-email-verification', { email: member.email, password: PASSWORD }, ip);
      expect(sent.status, `resend ${attempt}`).toBe(200);
      await sent.arrayBuffer();
    }
    const limited = await post('/resend-email-verification', { email: member.email, password: PASSWORD }, ip);
    expect(limited.status).toBe(429);
    expect(retryAfterOf(limited)).toBeGreaterThan(0);
    await limited.arrayBuffer();
    expect(await oobCodes(member.email, 'VERIFY_EMAIL')).toHaveLength(ACCOUNT_MAILS_PER_PAIR.max);
  });

  it('lets the owner ask for their verification mail again after strangers signed up with their address from many clients', async () => {
    const member = await account(false);
    // Enough sign-ups to use up the address's burst and its spacing, each from its own client.
    for (let attempt = 1; attempt <= ACCOUNT_MAILS_PER_ADDRESS.max + 2; attempt += 1) {
      const stranger = await post('/signup', signUpForm(member.email, 'user', 'not-the-owners-1'), freshIp());
      expect(stranger.status, `sign-up ${attempt}`).toBe(200);
      await stranger.arrayBuffer();
    }
    const before = (await oobCodes(member.email, 'VERIFY_EMAIL')).length;
    const owner = await post('/resend-email-verification', { email: member.email, password: PASSWORD }, freshIp());
    expect(owner.status).toBe(200);
    await owner.arrayBuffer();
    expect(await oobCodes(member.email, 'VERIFY_EMAIL')).toHaveLength(before + 1);
  });
});

describe('sign-up: the same answer for an address in use, and a limit per client', () => {
  const form = (email: string, password = PASSWORD) => signUpForm(email, 'user', password);

  it('answers an address in use as a new one ("check your inbox") and mails its owner, with and without JavaScript', async () => {
    const fresh = uniqueEmail('new');
    const created = await post('/signup', form(fresh), freshIp());
    expect(created.status).toBe(200);
    const createdHtml = (await textOf(created)).replaceAll(fresh, 'ADDRESS');

    const owner = await account(true);
    await db().set(`users/${owner.uid}`, { firstName: 'Lindiwe', email: owner.email, locale: 'fr' });
    const again = await post('/signup', form(owner.email, 'another-password-7'), freshIp());
    expect(again.status).toBe(200);
    const againHtml = (await textOf(again)).replaceAll(owner.email, 'ADDRESS');
    expect(againHtml).toContain('Check your inbox');
    expect(againHtml).toContain('We sent a verification link to ADDRESS');
    expect(againHtml).not.toContain('An account already exists');
    expect(againHtml).not.toContain('another-password-7');
    // The same page but for the ids React gives.
    const shape = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/ id="[^"]*"/g, '');
    expect(shape(againHtml)).toBe(shape(createdHtml));

    // With JavaScript the page posts the same form as route data: the same answer.
    const data = await routeData('/signup', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        'cf-connecting-ip': freshIp(),
      },
      body: new URLSearchParams(form(owner.email, 'another-password-8')).toString(),
    });
    expect(data.status).toBe(200);
    expect(data.action).toEqual({ ok: true, form: 'signup', email: owner.email, emailSent: true });

    // Nothing changed for the owner, who gets a mail (in French, their language) each time.
    const lookup = await identity(`projects/${PROJECT}/accounts:lookup`, { email: [owner.email] }, true);
    expect((lookup.users as unknown[]).length).toBe(1);
    const mails = await mailsTo(owner.email);
    expect(mails.map((mail) => mail.data.kind)).toEqual(['signupExisting', 'signupExisting']);
    expect(mails[0]?.data.language).toBe('fr');
    expect(mails[0]?.data.params).toMatchObject({ name: 'Lindiwe', siteLink: `${readSettings(env).SITE_URL}/login` });
    // No verification link for an address that has its account.
    expect(await oobCodes(owner.email, 'VERIFY_EMAIL')).toHaveLength(0);

    // The notice counts as one of the address's mails: the 4th sign-up with it from one client waits.
    const ip = freshIp();
    for (let attempt = 1; attempt <= ACCOUNT_MAILS_PER_PAIR.max; attempt += 1) {
      const again = await post('/signup', form(owner.email, 'another-password-9'), ip);
      expect(again.status).toBe(200);
      await again.arrayBuffer();
    }
    const limited = await post('/signup', form(owner.email, 'another-password-9'), ip);
    expect(limited.status).toBe(429);
    expect(retryAfterOf(limited)).toBeGreaterThan(0);
    await limited.arrayBuffer();
    expect(await mailsTo(owner.email)).toHaveLength(2 + ACCOUNT_MAILS_PER_PAIR.max);
  });

  it('lets 12 people sharing one address (a class) sign up, with friction rather than refusal', async () => {
    const ip = freshIp();
    const emails = Array.from({ length: 12 }, () => uniqueEmail('class'));
    const waited: number[][] = [];
    for (const [index, email] of emails.entries()) {
      const { result: created, steps } = await frictionSteps(() => post('/signup', form(email), ip));
      expect(created.status, `sign-up ${index + 1}`).toBe(200);
      await created.arrayBuffer();
      waited.push(steps);
    }
    // The first SIGN_UP_FRICTION_AFTER sign-ups of a client go at once; the next wait a step more each.
    expect(waited).toEqual([...Array.from({ length: SIGN_UP_FRICTION_AFTER }, () => []), [1], [2]]);
    const lookup = await identity(`projects/${PROJECT}/accounts:lookup`, { email: emails }, true);
    expect((lookup.users as unknown[]).length).toBe(12);
  }, 90_000);

  it('refuses a client past the hard cap with 429, Retry-After and the wait in French', async () => {
    const ip = freshIp();
    await filled('signup-client', ip, SIGN_UPS_PER_CLIENT.max);
    const email = uniqueEmail('one-too-many');
    const limited = await post('/signup', form(email), ip, 'i18n_redirected=fr');
    expect(limited.status).toBe(429);
    const wait = retryAfterOf(limited);
    expect(wait).toBeGreaterThan(0);
    expect(await textOf(limited)).toContain(
      `Trop de demandes depuis votre connexion en peu de temps. Réessayez dans ${Math.ceil(wait / 60)} minutes.`,
    );
    const lookup = await identity(`projects/${PROJECT}/accounts:lookup`, { email: [email] }, true);
    expect(lookup.users ?? []).toEqual([]);
  });
});

describe('connection requests: at most 5 a day per member', () => {
  async function newMember(): Promise<SessionUser> {
    const uid = `r${crypto.randomUUID().replace(/-/g, '')}`;
    const user: SessionUser = { uid, email: `${uid}@example.org`, name: 'Amara Okafor', role: 'user' };
    await db().set(`users/${uid}`, { firstName: 'Amara', lastName: 'Okafor', email: user.email, role: 'user' });
    return user;
  }
  const connect = (user: SessionUser, presenterId: string, cookie = '') =>
    callAs('/api/connections', {
      method: 'POST',
      user,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ presenterId }),
    });

  it('answers the 6th request of the day (to a 6th presenter) with 429, Retry-After and a message, in the API and the page action', async () => {
    const user = await newMember();
    for (let index = 1; index <= CONNECTION_REQUESTS_PER_MEMBER.max; index += 1) {
      const created = await connect(user, `presenter-${index}`);
      expect(created.status, `request ${index}`).toBe(201);
    }
    const limited = await connect(user, 'presenter-6', 'i18n_redirected=fr');
    expect(limited.status).toBe(429);
    expect(retryAfterOf(limited)).toBeGreaterThan(0);
    expect(retryAfterOf(limited)).toBeLessThanOrEqual(24 * 3600);
    const { error } = (await limited.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('daily_limit');
    expect(error.message).toContain('Vous avez envoyé 5\u00a0demandes de mise en relation');

    // The plain form post of a presenter's page (no JavaScript): the same limit.
    const page = await callAs('/account/actions', {
      method: 'POST',
      user,
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: new URLSearchParams({
        intent: 'connect',
        id: 'presenter-7',
        confirmed: '1',
        back: '/presenters',
      }).toString(),
    });
    expect(page.status).toBe(429);
    expect(retryAfterOf(page)).toBeGreaterThan(0);
    expect(await page.text()).toContain('You have sent 5 connection requests in the last 24 hours');

    // Nothing stored for the refused ones; the team got the mails of five requests only.
    const stored = await db().query('', collection('connections').where('requesterUid', '==', user.uid));
    expect(stored).toHaveLength(CONNECTION_REQUESTS_PER_MEMBER.max);
  }, 60_000);
});
