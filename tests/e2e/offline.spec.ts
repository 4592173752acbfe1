// Offline (issue #15, decision 0024): the service worker, "Save for offline", the offline page,
// the member's pages dropped at sign-out, a new version announced, the manifest. The network is cut
// with Chromium's offline emulation (context.setOffline), pages and the worker alike.
import { seriousViolations } from './audit';
import { controlledPage, newContext } from './service-worker';
import { BASE_URL, expect, newMember, test, type Page } from './fixtures';

const ARTICLE = '/blog/ten-years-of-rhino-protection';
// presentation-4 has a transcript.
const PRESENTATION = '/video-presentations/presentation-4';

/** The paths kept in one of the site's caches on this device. */
async function cachedPaths(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => new URL(request.url).pathname);
  }, cacheName);
}

async function save(page: Page) {
  await page.getByRole('button', { name: /^Save for offline/ }).click();
  await expect(page.getByTestId('save-offline').getByText(/Saved on this device \(\d/)).toBeVisible({
    timeout: 20_000,
  });
}

test.describe('offline', () => {
  test('keeps a saved article and a saved presentation, opens them offline, lists them with sizes and removes them', async ({
    browser,
  }) => {
    const context = await newContext(browser);
    try {
      const page = await controlledPage(context, ARTICLE);
      // Nothing is downloaded unless asked: the article is not in the saved cache yet.
      expect(await cachedPaths(page, 'cta-saved')).toEqual([]);
      await save(page);
      await page.goto(PRESENTATION);
      await expect(page.getByText(/not the full video/)).toHaveCount(1);
      await save(page);

      await context.setOffline(true);
      await page.goto(ARTICLE);
      await expect(page.locator('h1')).toHaveText('Ten Years of Rhino Protection: What Changed', {
        useInnerText: true,
      });
      await expect(page.locator('.article-body')).toContainText('a patrol meant two rangers', { useInnerText: true });
      await page.goto(PRESENTATION);
      // The transcript is the page when the video cannot load.
      const transcript = page.locator('#transcript');
      await transcript.locator('summary').click();
      await expect(transcript).toHaveText(/\w{4,}/, { useInnerText: true });

      await page.goto('/saved');
      const list = page.getByTestId('saved-list');
      await expect(list).toBeVisible();
      await expect(list.getByRole('listitem')).toHaveCount(2);
      const size = /^\d+(\.\d)?\s(KB|B|MB)$/;
      await expect(page.getByTestId('saved-size')).toHaveText([size, size], { useInnerText: true });
      await expect(page.getByTestId('saved-total')).toHaveText(/^Total on this device: \d/, { useInnerText: true });
      expect(await seriousViolations(page)).toEqual([]);

      // Removed one by one; the keyboard stays in the list.
      await page.getByRole('button', { name: /^Remove .*Rhino Protection/ }).click();
      await expect(page.getByText(/was removed from this device/)).toBeVisible();
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain('Remove');
      await page.getByRole('button', { name: /^Remove / }).click();
      await expect(page.getByTestId('saved-empty')).toBeVisible();
      expect(await cachedPaths(page, 'cta-saved')).toEqual([]);
      // The saved page opened from the device, but nothing saved is left: its copy went too.
      await page.goto(ARTICLE);
      await expect(page.locator('h1')).toHaveText(/^(You are offline|Ten Years of Rhino Protection: What Changed)$/, {
        useInnerText: true,
      });
    } finally {
      await context.close();
    }
  });

  test('answers what the device has not kept with the offline page, in English and in French', async ({ browser }) => {
    for (const [locale, lang, title] of [
      ['en-GB', 'en', 'You are offline'],
      ['fr-FR', 'fr', 'Vous êtes hors ligne'],
    ] as const) {
      const context = await newContext(browser, locale);
      try {
        const page = await controlledPage(context, '/');
        // The page that started the worker came before it; the next ones are kept.
        await page.goto('/about');
        await context.setOffline(true);
        await page.goto('/events?page=2');
        await expect(page.locator('h1')).toHaveText(title, { useInnerText: true });
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        // A lite page: no React, only the small modules, which it works without.
        await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
        for (const source of await page
          .locator('script[src]')
          .evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src'))))
          expect(source).toMatch(/^\/assets\/js\//);
        expect(await seriousViolations(page)).toEqual([]);
        // A page visited before is served from the device.
        await page.goto('/about');
        await expect(page.locator('h1').first()).toBeAttached();
        await expect(page.locator('h1').first()).not.toHaveText(title, { useInnerText: true });
      } finally {
        await context.close();
      }
    }
  });

  test('a tap on a link to a page not kept shows the offline page, in English and in French', async ({ browser }) => {
    for (const [locale, title, events] of [
      ['en-GB', 'You are offline', 'Events'],
      ['fr-FR', 'Vous êtes hors ligne', 'Événements'],
    ] as const) {
      const context = await newContext(browser, locale);
      try {
        const page = await controlledPage(context, '/about');
        await page.goto('/faq');
        // The browser knows it is offline: the link loads as a document, the worker answers.
        await context.setOffline(true);
        await page.locator('footer').getByRole('link', { name: events, exact: true }).click();
        await expect(page.locator('h1')).toHaveText(title, { useInnerText: true });
        // The connection drops without the browser noticing (navigator.onLine still true): the
        // client navigation's route data fails, and the page loads as a document instead.
        await context.setOffline(false);
        await page.goto('/faq');
        await page.evaluate(() => Object.defineProperty(navigator, 'onLine', { get: () => true }));
        await context.setOffline(true);
        await page.locator('footer').getByRole('link', { name: events, exact: true }).click();
        await expect(page.locator('h1')).toHaveText(title, { useInnerText: true });
      } finally {
        await context.close();
      }
    }
  });

  test("drops the member's pages at sign-out and never keeps account answers", async ({ browser }) => {
    const account = await newMember('user', 'Offline');
    const context = await newContext(browser);
    try {
      const page = await controlledPage(context, '/login');
      await page.getByLabel(/^E-mail/).fill(account.email);
      await page.getByLabel(/^Password/).fill(account.password);
      await page.getByTestId('login-submit').click();
      await expect(page).toHaveURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
      await page.goto(PRESENTATION);
      await page.goto('/account/watchlist');
      await expect.poll(() => cachedPaths(page, 'cta-member-pages'), { timeout: 10_000 }).toContain(PRESENTATION);
      // Account pages are never kept, for the member or anyone.
      for (const name of ['cta-member-pages', 'cta-pages', 'cta-saved']) {
        expect((await cachedPaths(page, name)).filter((path) => path.startsWith('/account'))).toEqual([]);
      }

      // An address typed (not a link of the site) asks first (the sign-out page, issue #25).
      await page.goto('/account/logout');
      await page.getByRole('button', { name: 'Sign out', exact: true }).click();
      await expect(page).toHaveURL((url) => !url.pathname.startsWith('/account'), { timeout: 20_000 });
      await expect.poll(() => cachedPaths(page, 'cta-member-pages'), { timeout: 10_000 }).toEqual([]);
      // Offline, the presentation is not shown as the member saw it.
      await context.setOffline(true);
      await page.goto(PRESENTATION);
      // The page as the device has it, whole (its heading shown), without the member's name.
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.getByText(`${account.firstName} ${account.lastName}`)).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('announces a new version and takes it only when the visitor asks', async ({ browser }) => {
    const context = await newContext(browser, 'fr-FR');
    try {
      const page = await controlledPage(context, '/about');
      const waiting = () =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null);
      expect(await waiting()).toBe(false);
      await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'not reloaded'));
      // A new deployment, as the browser meets it: another worker script for the same scope.
      await page.evaluate(async () => {
        await navigator.serviceWorker.register('/sw.js?next-deployment', { scope: '/', updateViaCache: 'none' });
      });
      await expect.poll(waiting, { timeout: 20_000 }).toBe(true);
      const notice = page.getByRole('status').filter({ hasText: 'Une nouvelle version du site est prête.' });
      await expect(notice).toBeVisible({ timeout: 10_000 });
      // Not forced: the page stays under the old worker until the visitor asks.
      expect(await waiting()).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('not reloaded');
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).not.toContain('next-deployment');
      await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Recharger' }).click()]);
      // The page reloaded once, under the new version. (It then registers /sw.js again, which this
      // test's stand-in for a deployment, /sw.js?next-deployment, is not: a real one is the same
      // address with new bytes.)
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL))
        .toContain('next-deployment');
    } finally {
      await context.close();
    }
  });

  test('is installable: a manifest in the reader language with icons and the theme colour', async () => {
    for (const [lang, name] of [
      ['en', 'Conservation Tutorials Africa'],
      ['fr', 'Tutoriels de conservation Afrique'],
    ] as const) {
      const html = await (await fetch(`${BASE_URL}/about?lang=${lang}`)).text();
      const href = /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1];
      expect(href).toBe(`/manifest.${lang}.webmanifest`);
      const response = await fetch(`${BASE_URL}${href}`);
      expect(response.headers.get('content-type')).toContain('manifest+json');
      const manifest = (await response.json()) as {
        name: string;
        lang: string;
        theme_color: string;
        display: string;
        icons: { src: string; sizes: string; purpose: string }[];
      };
      expect(manifest).toMatchObject({ name, lang, theme_color: '#9AB27C', display: 'standalone' });
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
        expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
      );
      for (const icon of manifest.icons) expect((await fetch(`${BASE_URL}${icon.src}`)).status).toBe(200);
    }
    // Lite pages are installable too: their visitors keep pages offline (issue #25).
    const lite = await (await fetch(`${BASE_URL}/about?mode=lite`)).text();
    expect(lite).toContain('<link rel="manifest" href="/manifest.en.webmanifest"/>');
  });
});
