// Rate limits of the forms that reach Firebase for a person and of connection requests (issue #23
// items 4-6, decision 0030), in workerd against the test stack's Auth and Firestore emulators.
// Each test posts from a client address of its own (CF-Connecting-IP), so the suite's other
// requests (all from 127.0.0.1) neither count here nor are counted by these; the limits are the
// production ones of shared/constants/rate-limits.ts (no setting changes them).
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { formPost, request, routeData, textOf } from './helpers';
import { emulatorAccount as account, identity, oobCodes, PASSWORD, PROJECT, signUpForm, uniqueEmail } from './accounts';
import { callAs } from './member-requests';
import { readSettings } from '../src/env';
import { firestoreFor } from '../src/services/members/from-settings';
import { collection } from '../src/services/firestore/query';
import {
  ACCOUNT_MAILS_PER_ADDRESS,
  CONNECTION_REQUESTS_PER_MEMBER,
  SIGN_IN_FAILURES_PER_ACCOUNT,
  SIGN_IN_FAILURES_PER_CLIENT,
  SIGN_UPS_PER_CLIENT,
} from '#shared/constants/rate-limits.ts';
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

describe('sign-in: failures per account and per client', () => {
  it('answers the 11th wrong password for one account with 429, Retry-After and the French message, even from another client', async () => {
    const member = await account(true);
    const ip = freshIp();
    for (let attempt = 1; attempt <= SIGN_IN_FAILURES_PER_ACCOUNT.max; attempt += 1) {
      const wrong = await post('/login?lang=fr', { email: member.email, password: `wrong-${attempt}-pw` }, ip);
      expect(wrong.status, `attempt ${attempt}`).toBe(400);
      await wrong.arrayBuffer();
    }
    const limited = await post('/login?lang=fr', { email: member.email, password: 'wrong-11-pw' }, ip);
    expect(limited.status).toBe(429);
    expect(retryAfterOf(limited)).toBeGreaterThan(0);
    expect(retryAfterOf(limited)).toBeLessThanOrEqual(15 * 60);
    const html = await textOf(limited);
    expect(html).toContain('Trop de tentatives. Patientez quelques minutes avant de réessayer');
    expect(html).not.toContain('wrong-11-pw');

    // The account is what is counted: the right password from another client waits too.
    const right = await post('/login', { email: member.email, password: PASSWORD }, freshIp());
    expect(right.status).toBe(429);
    expect(right.headers.getSetCookie().some((cookie) => cookie.startsWith('__session='))).toBe(false);
    expect(await textOf(right)).toContain('Too many attempts.');

    // The resend screen signs in with the password too: the same count.
    const resend = await post('/resend-email-verification', { email: member.email, password: PASSWORD }, freshIp());
    expect(resend.status).toBe(429);
    await resend.arrayBuffer();
  });

  it('answers a client that failed 30 times, whatever the accounts, with 429', async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= SIGN_IN_FAILURES_PER_CLIENT.max; attempt += 1) {
      const wrong = await post('/login', { email: uniqueEmail('nobody'), password: 'wrong-password-1' }, ip);
      expect(wrong.status, `attempt ${attempt}`).toBe(400);
      await wrong.arrayBuffer();
    }
    const member = await account(true);
    const limited = await post('/login', { email: member.email, password: PASSWORD }, ip);
    expect(limited.status).toBe(429);
    expect(retryAfterOf(limited)).toBeGreaterThan(0);
    await limited.arrayBuffer();
    // Another client signs in as usual.
    const elsewhere = await post('/login', { email: member.email, password: PASSWORD }, freshIp());
    expect(elsewhere.status).toBe(303);
  }, 60_000);
});

describe('account mails: at most 3 an hour to one address', () => {
  it('refuses the 4th password reset for one address with 429, sends 3 links, and answers an unknown address the same', async () => {
    const member = await account(true);
    const nobody = uniqueEmail('nobody');
    for (const email of [member.email, nobody]) {
      for (let attempt = 1; attempt <= ACCOUNT_MAILS_PER_ADDRESS.max; attempt += 1) {
        const sent = await post('/forgot', { email }, freshIp());
        expect(sent.status, `${email} ${attempt}`).toBe(200);
        await sent.arrayBuffer();
      }
    }
    const known = await post('/forgot?lang=fr', { email: member.email }, freshIp());
    const unknown = await post('/forgot?lang=fr', { email: nobody }, freshIp());
    for (const response of [known, unknown]) {
      expect(response.status).toBe(429);
      expect(retryAfterOf(response)).toBeGreaterThan(0);
      expect(retryAfterOf(response)).toBeLessThanOrEqual(3600);
    }
    const message = 'Plusieurs e-mails ont déjà été demandés pour cette adresse au cours de la dernière heure.';
    expect(await textOf(known)).toContain(message);
    expect(await textOf(unknown)).toContain(message);
    expect(await oobCodes(member.email, 'PASSWORD_RESET')).toHaveLength(ACCOUNT_MAILS_PER_ADDRESS.max);
  });

  it('counts verification mails too: the 4th resend for one address in an hour is refused with 429', async () => {
    const member = await account(false);
    for (let attempt = 1; attempt <= ACCOUNT_MAILS_PER_ADDRESS.max; attempt += 1) {
      const sent = await post('/resend-email-verification', { email: member.email, password: PASSWORD }, freshIp());
      expect(sent.status, `resend ${attempt}`).toBe(200);
      await sent.arrayBuffer();
    }
    const limited = await post('/resend-email-verification', { email: member.email, password: PASSWORD }, freshIp());
    expect(limited.status).toBe(429);
    expect(retryAfterOf(limited)).toBeGreaterThan(0);
    await limited.arrayBuffer();
    expect(await oobCodes(member.email, 'VERIFY_EMAIL')).toHaveLength(ACCOUNT_MAILS_PER_ADDRESS.max);
  });
});

describe('sign-up: the same answer for an address in use, and a limit per client', () => {
  const form = (email: string, password = PASSWORD) => signUpForm(email, 'user', password);

  /** The outbox mails to `email`. */
  const mailsTo = (email: string) => db().query('', collection('mail').where('to', '==', email.toLowerCase()));

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
    // The same page but for the nonce and the ids React gives.
    const shape = (html: string) =>
      html
        .replace(/nonce="[^"]*"/g, '')
        .replace(/<script[\s\S]*?<\/script>/g, '')
        .replace(/ id="[^"]*"/g, '');
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

    // The notice counts as one of the address's mails: the 4th sign-up with it waits.
    const third = await post('/signup', form(owner.email, 'another-password-9'), freshIp());
    expect(third.status).toBe(200);
    await third.arrayBuffer();
    const limited = await post('/signup', form(owner.email, 'another-password-9'), freshIp());
    expect(limited.status).toBe(429);
    await limited.arrayBuffer();
    expect(await mailsTo(owner.email)).toHaveLength(ACCOUNT_MAILS_PER_ADDRESS.max);
  });

  it('refuses the 11th sign-up from one client within the hour with 429 and Retry-After', async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= SIGN_UPS_PER_CLIENT.max; attempt += 1) {
      const created = await post('/signup', form(uniqueEmail('many')), ip);
      expect(created.status, `sign-up ${attempt}`).toBe(200);
      await created.arrayBuffer();
    }
    const email = uniqueEmail('one-too-many');
    const limited = await post('/signup', form(email), ip, 'i18n_redirected=fr');
    expect(limited.status).toBe(429);
    expect(retryAfterOf(limited)).toBeGreaterThan(0);
    expect(await textOf(limited)).toContain('Trop de demandes depuis votre connexion en peu de temps.');
    const lookup = await identity(`projects/${PROJECT}/accounts:lookup`, { email: [email] }, true);
    expect(lookup.users ?? []).toEqual([]);
  }, 60_000);
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
