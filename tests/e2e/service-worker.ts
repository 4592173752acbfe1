// What the offline browser tests share: contexts of their own, and pages the service worker controls.
import { awaitingModules, BASE_URL, expect, type Browser, type BrowserContext, type Page } from './fixtures';

/** A context of its own (pages cut off the network log errors of their own: not tracked). */
export async function newContext(browser: Browser, locale = 'en-GB'): Promise<BrowserContext> {
  return browser.newContext({ baseURL: BASE_URL, locale });
}

/** Opens a page and waits until the service worker controls it. */
export async function controlledPage(context: BrowserContext, path: string): Promise<Page> {
  const page = awaitingModules(await context.newPage());
  await page.goto(path);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true);
  return page;
}
