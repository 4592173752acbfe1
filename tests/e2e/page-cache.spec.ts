// A page served from the shared page cache (decision 0021) works like a fresh one: the same bytes
// for every visitor, no nonce (no page has an inline script, issue #25), its small scripts run with
// no CSP violation and no console error, for a phone's browser and for a crawler.
import { BASE_URL, expect, test, VISITOR_USER_AGENT, type Page } from './fixtures';

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
  let last: { status: number | undefined; nonce: string | undefined } = { status: undefined, nonce: undefined };
  await expect
    .poll(
      async () => {
        const response = await page.goto(BASE_URL + path);
        const headers = (await response?.allHeaders()) ?? {};
        last = {
          status: response?.status(),
          nonce: /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1],
        };
        // Any other status ends the loads (and fails below).
        if (last.status !== 200) return true;
        if (headers['x-page-cache'] === 'hit' || headers['x-page-cache'] === 'stale') return true;
        return false;
      },
      { message: `${path} was never served from the page cache`, timeout: 20_000, intervals: [200] },
    )
    .toBe(true);
  expect(last.status).toBe(200);
  return { nonce: last.nonce };
}

test.describe('a page served from the page cache', () => {
  for (const [kind, path, userAgent] of [
    ['visitor', '/about', VISITOR_USER_AGENT],
    ['crawler', '/events', undefined],
  ] as const) {
    test(`serves the ${kind}'s copy with no CSP violation and no console error`, async ({ open }) => {
      const { page } = await open();
      if (userAgent) await page.setExtraHTTPHeaders({ 'user-agent': userAgent });
      await watchViolations(page);
      const first = await loadUntilKept(page, path);
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
      // Served again: no nonce, and the page still works (its links, its scripts).
      const second = await loadUntilKept(page, path);
      expect(first.nonce).toBeUndefined();
      expect(second.nonce).toBeUndefined();
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
      await page.locator('footer a[href="/faq"]').first().click();
      await expect(page).toHaveURL(/\/faq$/);
      await expect.poll(() => page.locator('h1').first().textContent()).toBeTruthy();
    });
  }
});
