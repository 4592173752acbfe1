// Browser-test helpers: Debian's Chromium driven by playwright-core (never a downloaded browser),
// kept off the network (playwright gives each launch a fresh profile), with every console error and page error collected so a test can fail on it.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumLaunchArgs, chromiumPath } from '../../dev/chromium';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

// Not BASE_URL: vitest sets that one to Vite's base path.
export const BASE_URL = process.env.E2E_BASE_URL ?? '';
if (!BASE_URL)
  throw new Error('E2E_BASE_URL is not set: run the browser tests with `npm test`, which starts the stack');

/** Chromium as the tests run it; `extraArgs` for a test's own (e.g. `--user-agent=`, which its service workers use too). */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [...chromiumLaunchArgs(), ...extraArgs],
  });
}

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

/**
 * A fresh context (no cookies) and page that records every console error. Headless Chromium names
 * itself in its user agent, so the Worker takes it for a crawler and sends pages whole; a test of
 * what a visitor's browser gets passes a visitor's `userAgent`.
 */
export async function openPage(
  browser: Browser,
  options: { locale?: string; userAgent?: string } = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    locale: options.locale ?? 'en-GB',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, context, errors };
}

/** Resolves once React has hydrated the page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
    timeout: 15_000,
  });
}

/**
 * Resolves once React has hydrated the element `selector` names: for the parts hydrated after the
 * page (web/app/lib/hydrate-later.tsx), whose server HTML stays until their chunk has come.
 */
export async function waitForPartHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (wanted) => {
      const element = document.querySelector(wanted);
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    },
    selector,
    { timeout: 15_000 },
  );
}

/**
 * The hooks of a browser suite: one Chromium per file; after each test, the tab it opened with
 * `open` is closed and must have logged no console error. `browser` is there for contexts a test
 * makes itself (e.g. without JavaScript).
 */
export { seriousViolations, thirdPartyRequests } from './audit';

export function browserSuite(): {
  readonly browser: Browser;
  open(options?: { locale?: string; userAgent?: string }): Promise<TrackedPage>;
} {
  let browser: Browser | undefined;
  let tab: TrackedPage | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    const errors = tab?.errors ?? [];
    await tab?.context.close();
    tab = undefined;
    expect(errors, 'console errors').toEqual([]);
  });
  const started = () => {
    if (!browser) throw new Error('the browser is not running: call browserSuite() at the top of the file');
    return browser;
  };
  return {
    get browser() {
      return started();
    },
    async open(options = {}) {
      tab = await openPage(started(), options);
      return tab;
    },
  };
}
