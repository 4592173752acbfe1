// The browser tests' fixtures on @playwright/test (Debian's Chromium, launched as playwright.config.ts
// says). Every page a test opens through `open`, and the signed-in pages, record console errors and
// uncaught page errors; a test fails if any was logged, unless it takes them out of `errors` itself.
//
//   import { test, expect, BASE_URL } from './fixtures';
//   test('...', async ({ open }) => { const { page } = await open({ locale: 'fr-FR' }); ... });
//   test('...', async ({ member }) => { await member.page.goto('/account/watchlist'); ... });
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { identity, registerVerifiedMember, verifiedAccount } from './accounts';

export { expect };
export type { Browser, BrowserContext, Page };

export const BASE_URL = process.env.E2E_BASE_URL ?? '';
if (!BASE_URL)
  throw new Error('E2E_BASE_URL is not set: run the browser tests with `npm test`, which starts the stack');

/** A phone browser's user agent: the Worker takes headless Chromium's own for a crawler's. */
export const VISITOR_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

export interface OpenOptions {
  locale?: string;
  userAgent?: string;
  /** false: the page runs no script at all. */
  javaScriptEnabled?: boolean;
  viewport?: { width: number; height: number };
  /** 'block': no service worker (its own fetches would pass by the page's routes). */
  serviceWorkers?: 'allow' | 'block';
}

/**
 * Waits, after each navigation `page` makes (goto, reload, goBack, goForward, waitForURL) and
 * waits for its load, until the page's modules have run: they start after the load (the modules'
 * loader, shared/lib/page-modules.ts, decision 0041) and say `<html data-modules="ready">`. A
 * page that names no module, or runs no script, is not waited for. Returns `page`.
 */
export function awaitingModules(page: Page, javaScriptEnabled = true): Page {
  if (!javaScriptEnabled) return page;
  // Under page.clock the loader's frame and timeout wait for the test's clock: moved on here.
  let clocked = false;
  const install = page.clock.install.bind(page.clock);
  page.clock.install = async (...args: Parameters<typeof install>) => {
    clocked = true;
    return install(...args);
  };
  const methods = ['goto', 'reload', 'goBack', 'goForward', 'waitForURL'] as const;
  for (const method of methods) {
    const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    const wrapped = async (...args: unknown[]) => {
      const result = await original(...args);
      const options = (method === 'goto' || method === 'waitForURL' ? args[1] : args[0]) as
        { waitUntil?: string } | undefined;
      // A test that asked for less than the load (the early head, a commit) gets just that.
      if ((options?.waitUntil ?? 'load') === 'load') await modulesReady(page, clocked);
      return result;
    };
    (page as unknown as Record<string, unknown>)[method] = wrapped;
  }
  return page;
}

/**
 * Until the page's modules have run, if it names any (a page gone meanwhile, or one whose modules
 * never come, is not waited for longer than 15 s; the test's own checks then say what is missing).
 * `clocked`: the page's timers are page.clock's, moved on a frame at a time while waiting.
 */
export async function modulesReady(page: Page, clocked = false): Promise<void> {
  const ready = () =>
    page
      .evaluate(
        () =>
          document.documentElement.hasAttribute('data-modules') ||
          !document.querySelector('script[type="text/x-page-module"]'),
      )
      .catch(() => true);
  for (const started = Date.now(); Date.now() - started < 15_000;) {
    if (await ready()) return;
    if (clocked) await page.clock.runFor(20).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A fresh context (no cookies) and page on `browser` that records every console error. */
export async function openTracked(browser: Browser, options: OpenOptions = {}): Promise<TrackedPage> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    locale: options.locale ?? 'en-GB',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    ...(options.javaScriptEnabled === false ? { javaScriptEnabled: false } : {}),
    ...(options.viewport ? { viewport: options.viewport } : {}),
    ...(options.serviceWorkers ? { serviceWorkers: options.serviceWorkers } : {}),
  });
  const page = awaitingModules(await context.newPage(), options.javaScriptEnabled !== false);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, context, errors };
}

export const PASSWORD = 'river-crossing-42';

export interface Account {
  email: string;
  password: string;
  uid: string;
  firstName: string;
  lastName: string;
}

/** A unique address: the Auth emulator keeps accounts for the whole test run. */
export const uniqueEmail = (name: string) => `${name}.${crypto.randomUUID().slice(0, 8)}@example.org`;

/** A verified member (`user` or `presenter`) registered as the sign-up page does it. */
export async function newMember(accountType: 'user' | 'presenter' = 'user', name = 'Naledi'): Promise<Account> {
  const account = {
    email: uniqueEmail(name.toLowerCase()),
    password: PASSWORD,
    firstName: name,
    lastName: 'Dlamini',
  };
  const uid = await registerVerifiedMember(BASE_URL, { ...account, accountType });
  return { ...account, uid };
}

/** A verified account with the console's `admin` role. */
export async function newAdmin(name = 'Fatou'): Promise<Account> {
  const email = uniqueEmail(name.toLowerCase());
  const uid = await verifiedAccount({ email, password: PASSWORD, displayName: `${name} Team`, role: 'admin' });
  return { email, password: PASSWORD, uid, firstName: name, lastName: 'Team' };
}

/** Signs the page's context in as `account` the way the sign-in page does (an ID token, then POST /api/session). */
export async function signIn(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  const signedIn = await identity('accounts:signInWithPassword?key=any', {
    email: account.email,
    password: account.password,
    returnSecureToken: true,
  });
  const response = await page.request.post('/api/session', {
    headers: { 'content-type': 'application/json', origin: BASE_URL, 'sec-fetch-site': 'same-origin' },
    data: { idToken: String(signedIn.idToken) },
  });
  expect(response.status(), 'POST /api/session').toBe(200);
}

export interface SignedIn extends TrackedPage {
  account: Account;
}

interface Fixtures {
  /** Opens a page in a fresh context; every page opened is closed after the test and must have logged no error. */
  open: (options?: OpenOptions) => Promise<TrackedPage>;
  /** A page signed in as a new verified member (role `user`). */
  member: SignedIn;
  /** A page signed in as a new verified presenter. */
  presenter: SignedIn;
  /** A page signed in (on the site) as a new account with the `admin` role. */
  admin: SignedIn;
}

async function signedInPage(
  open: Fixtures['open'],
  account: Account,
  use: (value: SignedIn) => Promise<void>,
): Promise<void> {
  const tab = await open();
  await signIn(tab.page, account);
  await use({ ...tab, account });
}

export const test = base.extend<Fixtures>({
  open: async ({ browser }, use) => {
    const tabs: TrackedPage[] = [];
    await use(async (options) => {
      const tab = await openTracked(browser, options);
      tabs.push(tab);
      return tab;
    });
    const errors = tabs.flatMap((tab) => tab.errors);
    await Promise.all(tabs.map((tab) => tab.context.close()));
    expect(errors, 'console errors').toEqual([]);
  },
  member: async ({ open }, use) => signedInPage(open, await newMember('user'), use),
  presenter: async ({ open }, use) => signedInPage(open, await newMember('presenter', 'Thabo'), use),
  admin: async ({ open }, use) => signedInPage(open, await newAdmin(), use),
});

/**
 * `html` for the HTML validator: the site's stylesheets a page carries in its head (decision 0022,
 * `<style data-href>`) are emptied. They are build files like the linked ones the validator never
 * read, and its CSS checker does not know some of what browsers do (display-p3, view transitions).
 */
export const withoutSiteCss = (html: string): string =>
  html.replace(/(<style data-href="[^"]*">)[\s\S]*?(<\/style>)/g, '$1$2');
