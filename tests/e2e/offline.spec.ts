// Offline (issue #15, decision 0024): the service worker, "Save for offline", the offline page,
// the member's pages dropped at sign-out, a new version announced, the manifest. The network is cut
// with Chromium's offline emulation (context.setOffline), pages and the worker alike.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, browserSuite, seriousViolations, waitForHydration } from './browser';
import { registerVerifiedMember } from './accounts';

const suite = browserSuite();
const ARTICLE = '/blog/ten-years-of-rhino-protection';
// presentation-4 has a transcript.
const PRESENTATION = '/video-presentations/presentation-4';

async function newContext(locale = 'en-GB'): Promise<BrowserContext> {
  return suite.browser.newContext({ baseURL: BASE_URL, locale });
}

/** Opens a page and waits until the service worker controls it. */
async function controlledPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  return page;
}

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
  await page
    .getByTestId('save-offline')
    .getByText(/Saved on this device \(\d/)
    .waitFor({ timeout: 20_000 });
}

describe('offline', () => {
  it('keeps a saved article and a saved presentation, opens them offline, lists them with sizes and removes them', async () => {
    const context = await newContext();
    try {
      const page = await controlledPage(context, ARTICLE);
      // Nothing is downloaded unless asked: the article is not in the saved cache yet.
      expect(await cachedPaths(page, 'cta-saved')).toEqual([]);
      await save(page);
      await page.goto(PRESENTATION);
      await waitForHydration(page);
      await expect(page.getByText(/not the video/).count()).resolves.toBe(1);
      await save(page);

      await context.setOffline(true);
      await page.goto(ARTICLE);
      await expect(page.locator('h1').innerText()).resolves.toBe('Ten Years of Rhino Protection: What Changed');
      await expect(page.locator('.article-body').innerText()).resolves.toContain('a patrol meant two rangers');
      await page.goto(PRESENTATION);
      // The transcript is the page when the video cannot load.
      const transcript = page.locator('#transcript');
      await transcript.locator('summary').click();
      await expect(transcript.innerText()).resolves.toMatch(/\w{4,}/);

      await page.goto('/saved');
      const list = page.getByTestId('saved-list');
      await list.waitFor();
      await expect(list.getByRole('listitem').count()).resolves.toBe(2);
      const sizes = await page.getByTestId('saved-size').allInnerTexts();
      expect(sizes).toHaveLength(2);
      for (const size of sizes) expect(size).toMatch(/^\d+(\.\d)?\s(KB|B|MB)$/);
      await expect(page.getByTestId('saved-total').innerText()).resolves.toMatch(/^Total on this device: \d/);
      expect(await seriousViolations(page)).toEqual([]);

      // Removed one by one; the keyboard stays in the list.
      await page.getByRole('button', { name: /^Remove .*Rhino Protection/ }).click();
      await page.getByText(/was removed from this device/).waitFor();
      await expect(list.getByRole('listitem').count()).resolves.toBe(1);
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toContain('Remove');
      await page.getByRole('button', { name: /^Remove / }).click();
      await page.getByTestId('saved-empty').waitFor();
      expect(await cachedPaths(page, 'cta-saved')).toEqual([]);
      // The saved page opened from the device, but nothing saved is left: its copy went too.
      await page.goto(ARTICLE);
      const heading = await page.locator('h1').innerText();
      expect(['You are offline', 'Ten Years of Rhino Protection: What Changed']).toContain(heading);
    } finally {
      await context.close();
    }
  });

  it('answers what the device has not kept with the offline page, in English and in French', async () => {
    for (const [locale, lang, title] of [
      ['en-GB', 'en', 'You are offline'],
      ['fr-FR', 'fr', 'Vous êtes hors ligne'],
    ] as const) {
      const context = await newContext(locale);
      try {
        const page = await controlledPage(context, '/');
        // The page that started the worker came before it; the next ones are kept.
        await page.goto('/about');
        await waitForHydration(page);
        await context.setOffline(true);
        await page.goto('/events?page=2');
        await expect(page.locator('h1').innerText()).resolves.toBe(title);
        await expect(page.locator('html').getAttribute('lang')).resolves.toBe(lang);
        // A lite page: no script on it, so it needs nothing that is not kept.
        await expect(page.locator('script[src], link[rel="modulepreload"]').count()).resolves.toBe(0);
        expect(await seriousViolations(page)).toEqual([]);
        // A page visited before is served from the device.
        await page.goto('/about');
        await expect(page.locator('h1').count()).resolves.toBeGreaterThan(0);
        await expect(page.locator('h1').first().innerText()).resolves.not.toBe(title);
      } finally {
        await context.close();
      }
    }
  });

  it("drops the member's pages at sign-out and never keeps account answers", async () => {
    const email = `offline-${Date.now()}@example.org`;
    await registerVerifiedMember(BASE_URL, {
      email,
      password: 'offline-pass-1',
      firstName: 'Offline',
      lastName: 'Reader',
      accountType: 'user',
    });
    const context = await newContext();
    try {
      const page = await controlledPage(context, '/login');
      await page.getByLabel(/^E-mail/).fill(email);
      await page.getByLabel(/^Password/).fill('offline-pass-1');
      await page.getByTestId('login-submit').click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
      await page.goto(PRESENTATION);
      await waitForHydration(page);
      await page.goto('/account/watchlist');
      await waitForHydration(page);
      await expect.poll(() => cachedPaths(page, 'cta-member-pages'), { timeout: 10_000 }).toContain(PRESENTATION);
      // Account pages are never kept, for the member or anyone.
      for (const name of ['cta-member-pages', 'cta-pages', 'cta-saved']) {
        expect((await cachedPaths(page, name)).filter((path) => path.startsWith('/account'))).toEqual([]);
      }

      await page.goto('/account/logout');
      await page.waitForURL((url) => !url.pathname.startsWith('/account'), { timeout: 20_000 });
      await expect.poll(() => cachedPaths(page, 'cta-member-pages'), { timeout: 10_000 }).toEqual([]);
      // Offline, the presentation is not shown as the member saw it.
      await context.setOffline(true);
      await page.goto(PRESENTATION);
      await expect(page.getByText('Offline Reader').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });

  it('announces a new version and takes it only when the visitor asks', async () => {
    const context = await newContext('fr-FR');
    try {
      const page = await controlledPage(context, '/about');
      const waiting = () =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null);
      expect(await waiting()).toBe(false);
      // A new deployment, as the browser meets it: another worker script for the same scope.
      await page.evaluate(async () => {
        await navigator.serviceWorker.register('/sw.js?next-deployment', { scope: '/', updateViaCache: 'none' });
      });
      await expect.poll(waiting, { timeout: 20_000 }).toBe(true);
      const notice = page.getByRole('status').filter({ hasText: 'Une nouvelle version du site est prête.' });
      await notice.waitFor({ timeout: 10_000 });
      // Not forced: the page stays under the old worker until the visitor asks.
      await page.waitForTimeout(500);
      expect(await waiting()).toBe(true);
      await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Recharger' }).click()]);
      await waitForHydration(page);
      // The page reloaded once, under the new version. (It then registers /sw.js again, which this
      // test's stand-in for a deployment, /sw.js?next-deployment, is not: a real one is the same
      // address with new bytes.)
      await expect(page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).resolves.toContain(
        'next-deployment',
      );
    } finally {
      await context.close();
    }
  });

  it('is installable: a manifest in the reader language with icons and the theme colour', async () => {
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
    // Lite pages install nothing.
    const lite = await (await fetch(`${BASE_URL}/about?mode=lite`)).text();
    expect(lite).not.toContain('rel="manifest"');
  });
});
