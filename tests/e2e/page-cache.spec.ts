// A page served from the shared page cache (decision 0021) hydrates like a fresh one: its scripts
// carry this response's nonce, so no CSP violation and no console error, in the streamed copy
// people get and in the complete one crawlers get.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE_URL, browserSuite, waitForHydration } from './browser';

const suite = browserSuite();

const PHONE =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

/** Loads `path` until it comes from a kept copy; the last load's cache state and nonce. */
async function loadUntilKept(page: Page, path: string): Promise<{ nonce: string | undefined }> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await page.goto(BASE_URL + path);
    expect(response?.status()).toBe(200);
    const headers = (await response?.allHeaders()) ?? {};
    if (headers['x-page-cache'] === 'hit' || headers['x-page-cache'] === 'stale') {
      return { nonce: /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1] };
    }
    await waitForHydration(page);
    await page.waitForTimeout(200);
  }
  throw new Error(`${path} was never served from the page cache`);
}

describe('a page served from the page cache', () => {
  it.each([
    ['streamed', '/about', PHONE],
    ['complete', '/events', undefined],
  ])('hydrates the %s copy with no CSP violation and no console error', async (_kind, path, userAgent) => {
    const tab = await suite.open();
    const { page } = tab;
    if (userAgent) await page.setExtraHTTPHeaders({ 'user-agent': userAgent });
    await watchViolations(page);
    const first = await loadUntilKept(page, path);
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    // Served again: a nonce of its own, and the page still works (a client navigation).
    const second = await loadUntilKept(page, path);
    expect(second.nonce).toBeDefined();
    expect(second.nonce).not.toBe(first.nonce);
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    await page.locator('footer a[href="/faq"]').first().click();
    await page.waitForURL(/\/faq$/);
    await expect.poll(() => page.locator('h1').first().textContent()).toBeTruthy();
  });
});
