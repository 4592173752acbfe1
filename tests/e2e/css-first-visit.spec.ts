// The page's CSS inlined on a first visit only (issue #31 item 6, decision 0022): the first page of
// a visit carries its CSS in its head (no stylesheet round trip before its first paint on 3G) and,
// once loaded, has the browser fetch its sheets into the HTTP cache (`<link rel="prefetch">`, added by
// the modules' loader after the load: decision 0041); the
// next page links those sheets and the browser takes them from its cache, fetching none of them
// over the network. The service worker is kept out: this is the browser's HTTP cache alone.
import type { Browser } from '@playwright/test';
import { awaitingModules, BASE_URL, expect, test, VISITOR_USER_AGENT, type Page } from './fixtures';

const FIRST = '/blog/ten-years-of-rhino-protection';
const SECOND = '/about';

/** Each stylesheet the page fetched, by path, with the bytes it took over the network (0: from the HTTP cache). */
const sheetTransfers = (page: Page) =>
  page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.css'))
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        transfer: entry.transferSize,
        ended: entry.responseEnd > 0,
      })),
  );

/** A visitor's browser with its own HTTP cache and no service worker (only the HTTP cache is under test). */
const visitor = (browser: Browser, extraHTTPHeaders: Record<string, string> = {}) =>
  browser.newContext({
    baseURL: BASE_URL,
    locale: 'en-GB',
    userAgent: VISITOR_USER_AGENT,
    serviceWorkers: 'block',
    extraHTTPHeaders,
  });

test('the first page inlines its CSS and prefetches it; the next page links it from the HTTP cache, styled', async ({
  browser,
}) => {
  const context = await visitor(browser);
  try {
    const page = awaitingModules(await context.newPage());
    const first = await page.goto(FIRST);
    expect(first?.status()).toBe(200);
    const firstHtml = (await first?.text()) ?? '';
    const inlined = [...firstHtml.matchAll(/<style data-href="([^"]+)">/g)].map((match) => match[1] ?? '');
    expect(inlined.length).toBeGreaterThan(0);
    expect(firstHtml).not.toContain('rel="stylesheet"');
    const prefetched = [...firstHtml.matchAll(/<script type="text\/x-prefetch" data-href="([^"]+)">/g)].map(
      (match) => match[1],
    );
    expect(prefetched).toEqual(inlined);
    // Asked for by the modules' loader once the page has loaded (decision 0041), not by the page itself.
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(inlined.length);
    expect((await first?.headerValue('set-cookie')) ?? '').toMatch(
      /^css=[0-9a-f.]+; Path=\/; Max-Age=31536000; SameSite=Lax/,
    );
    // The browser fetches the sheets once the page has loaded.
    await expect
      .poll(async () =>
        (await sheetTransfers(page))
          .filter((sheet) => sheet.ended)
          .map((sheet) => sheet.path)
          .sort(),
      )
      .toEqual([...inlined].sort());

    const second = await page.goto(SECOND);
    expect(second?.status()).toBe(200);
    await page.waitForLoadState('load');
    const secondHtml = (await second?.text()) ?? '';
    const linked = [...secondHtml.matchAll(/<link rel="stylesheet" href="([^"]+)"\/>/g)].map((match) => match[1]);
    // What the first page prefetched and this page needs is linked, not written in again.
    const shared = linked.filter((href) => inlined.includes(href ?? ''));
    expect(shared.length).toBeGreaterThan(0);
    for (const href of shared) expect(secondHtml).not.toContain(`<style data-href="${href}">`);
    expect(second?.headers().link ?? '').toContain(`<${shared[0]}>; rel=preload; as=style`);
    // ...and comes from the HTTP cache: no byte of it over the network.
    const transfers = await sheetTransfers(page);
    for (const href of shared) expect(transfers.find((sheet) => sheet.path === href)).toMatchObject({ transfer: 0 });
    // Styled: the linked sheets' rules apply (Radix's tokens, the site's layout).
    const styled = await page.evaluate((hrefs) => {
      const sheets = Array.from(document.styleSheets).filter((sheet) =>
        hrefs.includes(new URL(sheet.href ?? '', location.href).pathname),
      );
      return {
        rules: sheets.map((sheet) => sheet.cssRules.length),
        margin: getComputedStyle(document.body).margin,
        space: getComputedStyle(document.querySelector('.radix-themes') ?? document.body)
          .getPropertyValue('--space-4')
          .trim(),
      };
    }, shared);
    expect(styled.rules).toHaveLength(shared.length);
    for (const count of styled.rules) expect(count).toBeGreaterThan(0);
    expect(styled.margin).toBe('0px');
    expect(styled.space).not.toBe('');
  } finally {
    await context.close();
  }
});

test('with Save-Data, the first page inlines its CSS and sets the cookie but prefetches nothing', async ({
  browser,
}) => {
  const context = await visitor(browser, { 'save-data': 'on' });
  try {
    const page = awaitingModules(await context.newPage());
    const first = await page.goto(FIRST);
    expect(first?.status()).toBe(200);
    const html = (await first?.text()) ?? '';
    expect(html).toMatch(/<style data-href="[^"]+">/);
    // A one-page visit on a costly connection pays for its CSS once.
    expect(html).not.toContain('<script type="text/x-prefetch"');
    expect((await first?.headerValue('set-cookie')) ?? '').toMatch(/^css=/);
    await page.waitForLoadState('load');
    expect(await sheetTransfers(page)).toEqual([]);
  } finally {
    await context.close();
  }
});
