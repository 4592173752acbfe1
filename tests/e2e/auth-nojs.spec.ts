// The sign-in screens in a browser with JavaScript switched off, against the test stack's Auth
// emulator: sign-up, the unverified refusal, the resend and reset forms, then sign-in reaching the
// account area, all as plain form posts answered by the Worker. No address the browser asks for
// ever carries the password.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, launchBrowser, waitForHydration } from './browser';

const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
const PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? 'demo-conservation';

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const member = {
  firstName: 'Thandiwe',
  lastName: 'Mokoena',
  email: `thandiwe.${stamp}@example.org`,
  telephone: '+27 82 555 0199',
  password: 'savanna-dusk-73',
};

let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Every address the browser asked for, and every console error. */
const requested: string[] = [];
const errors: string[] = [];

beforeAll(async () => {
  expect(AUTH_HOST, 'FIREBASE_AUTH_EMULATOR_HOST').not.toBe('');
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: BASE_URL, locale: 'en-GB', javaScriptEnabled: false });
  page = await context.newPage();
  page.on('request', (request) => requested.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // The <noscript> refresh a first page makes, done once up front: the `nojs` cookie then tells
  // the Worker to send every page complete, and no refresh races a test's typing.
  await page.goto(`${BASE_URL}/?nojs=1`);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});
afterEach(() => {
  const seen = { errors: errors.splice(0), requested: requested.splice(0) };
  expect(seen.errors, 'console errors').toEqual([]);
  expect(
    seen.requested.filter((url) => /password/i.test(url) || url.includes(encodeURIComponent(member.password))),
    'addresses with a password',
  ).toEqual([]);
});

async function open(path: string) {
  await page.goto(BASE_URL + path);
}

async function fillCredentials() {
  await page.getByLabel(/^E-mail/).fill(member.email);
  await page.getByLabel(/^Password/).fill(member.password);
}

/** Applies the latest verification link the Auth emulator "sent" to the member. */
async function verifyEmail() {
  const answer = (await (await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/oobCodes`)).json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[];
  };
  const code = answer.oobCodes
    .filter((entry) => entry.email === member.email && entry.requestType === 'VERIFY_EMAIL')
    .at(-1);
  expect(code, 'verification link').toBeDefined();
  const applied = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:update?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oobCode: code?.oobCode }),
  });
  expect(applied.status).toBe(200);
}

describe('auth screens without JavaScript', () => {
  it('signs up: the account is created and the page says to check the inbox', async () => {
    await open('/signup');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await page.getByLabel('First name').fill(member.firstName);
    await page.getByLabel('Last name').fill(member.lastName);
    await page.getByLabel(/^Telephone/).fill(member.telephone);
    await fillCredentials();
    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await page.getByTestId('signup-submit').click();
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe('/signup');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Check your inbox');
    expect(await page.getByTestId('signup-done').textContent()).toContain(member.email);
  });

  it('refuses to sign in before the address is verified, and sends a new link', async () => {
    await open('/login');
    await fillCredentials();
    await page.getByTestId('login-submit').click();
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByTestId('login-unverified').textContent()).toContain(
      'Your e-mail address is not verified yet.',
    );
    // The address is kept, the password is not.
    expect(await page.getByLabel(/^E-mail/).inputValue()).toBe(member.email);
    expect(await page.getByLabel(/^Password/).inputValue()).toBe('');
    // The refusal's 403 is what Chromium logs as an error; nothing else may appear.
    expect(errors.splice(0)).toEqual([
      'Failed to load resource: the server responded with a status of 403 (Forbidden)',
    ]);

    await open('/resend-email-verification');
    await fillCredentials();
    await page.getByTestId('resend-submit').click();
    await page.waitForLoadState('load');
    expect(await page.getByTestId('resend-sent').textContent()).toContain(member.email);

    await open('/forgot');
    await page.getByLabel(/^E-mail/).fill(member.email);
    await page.getByTestId('forgot-submit').click();
    await page.waitForLoadState('load');
    expect(await page.getByTestId('forgot-sent').textContent()).toContain(`If an account exists for ${member.email}`);
  });

  it('signs in once verified and reaches the account page it was sent from', async () => {
    await verifyEmail();
    await open('/account/watchlist');
    const login = new URL(page.url());
    expect(login.pathname).toBe('/login');
    expect(login.searchParams.get('redirect')).toBe('/account/watchlist');
    await fillCredentials();
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/account/watchlist');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Watchlist');

    await open('/profile');
    expect(new URL(page.url()).pathname).toBe('/profile');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(member.firstName);
    const cookies = await context.cookies();
    const session = cookies.find((cookie) => cookie.name === '__session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
  });
});

describe('a press before the page’s script has started', () => {
  it('posts the form (no password in the address), and the page then hydrates showing the answer', async () => {
    const early = await browser.newContext({ baseURL: BASE_URL, locale: 'en-GB' });
    const earlyPage = await early.newPage();
    const seen: string[] = [];
    const logged: string[] = [];
    earlyPage.on('request', (request) => seen.push(request.url()));
    earlyPage.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    earlyPage.on('pageerror', (error) => logged.push(error.message));
    // The page's scripts wait until the test lets them through.
    let release: () => void = () => undefined;
    const scriptsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await early.route(/\.js(\?|$)/, async (route) => {
      await scriptsHeld;
      await route.continue().catch(() => undefined);
    });
    try {
      // Module scripts hold DOMContentLoaded back: wait for the markup instead.
      await earlyPage.goto(`${BASE_URL}/login`, { waitUntil: 'commit' });
      await earlyPage.getByTestId('login-submit').waitFor();
      await earlyPage.getByLabel(/^E-mail/).fill(member.email);
      await earlyPage.getByLabel(/^Password/).fill('not-the-password-1');
      await Promise.all([
        earlyPage.waitForResponse((response) => response.request().method() === 'POST'),
        earlyPage.getByTestId('login-submit').click(),
      ]);
      await earlyPage.getByTestId('login-error').waitFor();
      expect(await earlyPage.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      release();
      await waitForHydration(earlyPage);
      expect(new URL(earlyPage.url()).pathname).toBe('/login');
      expect(await earlyPage.getByTestId('login-error').textContent()).toBe(
        'The e-mail address or the password is incorrect.',
      );
      expect(await earlyPage.getByLabel(/^E-mail/).inputValue()).toBe(member.email);
      expect(seen.filter((url) => /password/i.test(url))).toEqual([]);
      // Only the refusal's 400; a hydration mismatch would be logged here too.
      expect(logged).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    } finally {
      release();
      await early.close();
    }
  });
});
