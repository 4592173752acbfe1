// Browser-test helpers: Debian's Chromium driven by playwright-core (never a downloaded browser),
// kept off the network (playwright gives each launch a fresh profile), with every console error and page error collected so a test can fail on it.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumPath, OFFLINE_CHROMIUM_FLAGS } from '../../dev/chromium';
import AxeBuilder from '@axe-core/playwright';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

// Not BASE_URL: vitest sets that one to Vite's base path.
export const BASE_URL = process.env.E2E_BASE_URL ?? '';
if (!BASE_URL)
  throw new Error('E2E_BASE_URL is not set: run the browser tests with `npm test`, which starts the stack');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: OFFLINE_CHROMIUM_FLAGS,
  });
}

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

/** A fresh context (no cookies) and page that records every console error. */
export async function openPage(browser: Browser, options: { locale?: string } = {}): Promise<TrackedPage> {
  const context = await browser.newContext({ baseURL: BASE_URL, locale: options.locale ?? 'en-GB' });
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
 * Serious and critical accessibility violations found by axe-core. Legacy mode runs axe in the
 * page itself (the pages have no cross-origin frames to reach), and only violations come back:
 * about 1 s a page instead of 3 (the default opens a blank page per run and returns every pass).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

/**
 * The hooks of a browser suite: one Chromium per file; after each test, the tab it opened with
 * `open` is closed and must have logged no console error. `browser` is there for contexts a test
 * makes itself (e.g. without JavaScript).
 */
export function browserSuite(): {
  readonly browser: Browser;
  open(options?: { locale?: string }): Promise<TrackedPage>;
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

/** Every request the page makes to a host other than the site's and the local content service. */
export function thirdPartyRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== '127.0.0.1' && hostname !== 'localhost') seen.push(request.url());
  });
  return seen;
}
