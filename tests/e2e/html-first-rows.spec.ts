// Spec rows kept in the HTML-first shape (issue #32 item 5): the idle prefetch of full pages (§9:
// "Link prefetch idle timeout 2000 ms, skipped on 2g or data-saver"), and the chunk-failure guard
// (§8: "Chunk load failure: reload, at most once a minute") for the pages' modules. The progress
// bar's minimum display, the layout error record and the console's guard and persistence warning
// are tested where a test can reach them (web/scripts/*.test.tsx, admin/src/lib/*.test.ts).
import { test, expect, BASE_URL, type Page } from './fixtures';

/**
 * The site's pages the browser prefetches from now on (`Sec-Purpose: prefetch`); not the style sheets
 * a first visit prefetches for the next page (decision 0022), which are files, not pages.
 */
function recordPrefetches(page: Page): string[] {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/prefetch/.test(request.headers()['sec-purpose'] ?? '') && !/\.[a-z0-9]+$/i.test(pathname))
      prefetched.push(pathname);
  });
  return prefetched;
}

test.describe('the idle prefetch of full pages', () => {
  test('prefetches the links in view once the page has been idle, with no hover', async ({ open }) => {
    const { page } = await open();
    const prefetched = recordPrefetches(page);
    await page.goto(`${BASE_URL}/faq`);
    // Nowhere near a link: the hover rule has nothing to do.
    await page.mouse.move(5, (page.viewportSize()?.height ?? 600) - 5);
    await expect(page.locator('script[data-module="prefetch"]')).toHaveAttribute('data-prefetch', 'links', {
      timeout: 15_000,
    });
    await expect(page.locator('header a[href="/about"]').first()).toBeInViewport();
    await expect.poll(() => prefetched, { timeout: 10_000 }).toContain('/about');
    // Never a page that needs a member or changes something, idle or not.
    expect(prefetched.filter((path) => /^\/(account|login|signup|profile|saved|offline)/.test(path))).toEqual([]);
  });

  test('the idle rule leaves out what the hover rule leaves out', async ({ open }) => {
    const { page } = await open();
    await page.goto(`${BASE_URL}/faq`);
    const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? '') as {
      prefetch: { eagerness: string; where: { and: unknown[] } }[];
    };
    const [hover, idle] = rules.prefetch;
    expect(hover?.eagerness).toBe('moderate');
    expect(idle?.eagerness).toBe('immediate');
    expect(idle?.where.and).toEqual([...(hover?.where.and ?? []), { selector_matches: '[data-prefetch]' }]);
  });

  test('with Save-Data, a page is lite: no module, no rules, nothing prefetched', async ({ open }) => {
    const { page, context } = await open();
    await context.setExtraHTTPHeaders({ 'save-data': 'on' });
    const prefetched = recordPrefetches(page);
    const response = await page.goto(`${BASE_URL}/faq`);
    expect(response?.headers()['speculation-rules']).toBeUndefined();
    await page.waitForLoadState('load');
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'lite');
    await expect(page.locator('script[data-module="prefetch"]')).toHaveCount(0);
    await expect(page.locator('script[type="speculationrules"]')).toHaveCount(0);
    expect(prefetched).toEqual([]);
  });

  test('a full page chosen on a Save-Data connection prefetches nothing on its own', async ({ open }) => {
    const { page, context } = await open();
    // Chromium's own data saver: navigator.connection.saveData, as on a phone that has it on.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    const prefetched = recordPrefetches(page);
    // The visitor's own choice of full pages wins over the hint (decision 0019).
    await page.goto(`${BASE_URL}/faq?mode=full`);
    await expect(page.locator('html')).not.toHaveAttribute('data-mode', 'lite');
    await expect(page.locator('script[data-module="prefetch"]')).toHaveAttribute('data-prefetch', 'skipped');
    expect(await page.locator('a[data-prefetch]').count()).toBe(0);
    expect(prefetched).toEqual([]);
  });
});

test.describe('a page module that fails to load', () => {
  test('reloads the page once, and not again within the guard period', async ({ open }) => {
    // No service worker: the modules start after the load, the offline one among them, and the
    // reloaded page's scripts would then come through the worker, past the page's route.
    const tab = await open({ serviceWorkers: 'block' });
    const { page } = tab;
    // A deploy replaced the file the page names: the language module's address answers 404.
    await page.route(/\/assets\/js\/language-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
    let documents = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.resourceType() === 'document') documents += 1;
    });
    await page.goto(`${BASE_URL}/about`);
    // The second load met the same missing file: the guard kept the page as it is.
    await expect(page.locator('html')).toHaveAttribute('data-reload-guard', 'held', { timeout: 15_000 });
    await page.waitForLoadState('load');
    expect(documents).toBe(2);
    // The page is still whole, as HTML.
    await expect(page.locator('h1')).toBeVisible();
    const missing = tab.errors.filter((error) => error.includes('404'));
    expect(missing.length).toBeGreaterThanOrEqual(2);
    tab.errors.splice(0, tab.errors.length, ...tab.errors.filter((error) => !error.includes('404')));
  });
});
