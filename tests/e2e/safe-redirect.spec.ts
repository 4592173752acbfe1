// Issue #23.1: a return address that the URL parser turns into another site ("/.//evil.example"
// becomes "//evil.example") never takes a member off the site after signing in, with JavaScript
// (the page's own sign-in, then window.location) and without (the form post's 303).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE_URL, browserSuite, waitForHydration } from './browser';

const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
const PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? 'demo-conservation';
const PASSWORD = 'river-crossing-42';
const TARGETS = ['%2F.%2F%2Fevil.example', '%2F..%2F%2Fevil.example%2Fpath'];

const suite = browserSuite();
let email = '';

async function identity(path: string, body: unknown, owner = false): Promise<Record<string, unknown>> {
  const response = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(owner ? { authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

beforeAll(async () => {
  email = `redirect-${crypto.randomUUID()}@example.org`;
  const created = await identity('accounts:signUp?key=any', { email, password: PASSWORD, returnSecureToken: true });
  await identity(
    `projects/${PROJECT_ID}/accounts:update`,
    { localId: created.localId, emailVerified: true, displayName: 'Redirect Tester' },
    true,
  );
});

/** Signs in on `/login?redirect=<target>` and answers where the browser went. */
async function signInFrom(page: Page, target: string, script: boolean): Promise<URL> {
  await page.goto(`${BASE_URL}/login?redirect=${target}`);
  if (script) await waitForHydration(page);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
  return new URL(page.url());
}

describe('the return address after signing in (#23.1)', () => {
  it.each(TARGETS)('stays on the site with JavaScript (%s)', async (target) => {
    const tab = await suite.open();
    const landed = await signInFrom(tab.page, target, true);
    expect(landed.origin).toBe(new URL(BASE_URL).origin);
    expect(landed.pathname).toBe('/profile');
  });

  it.each(TARGETS)('stays on the site without JavaScript (%s)', async (target) => {
    const context = await suite.browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      // The <noscript> refresh a first page makes, done up front: the `nojs` cookie then tells
      // the Worker to send pages whole, and the sign-in page stays put while it is filled in.
      await page.goto(`${BASE_URL}/?nojs=1`);
      const landed = await signInFrom(page, target, false);
      expect(landed.origin).toBe(new URL(BASE_URL).origin);
      expect(landed.pathname).toBe('/profile');
    } finally {
      await context.close();
    }
  });
});
