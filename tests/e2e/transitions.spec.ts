// Page transitions, out-in (spec §9, decision 0015), in Chromium: a navigation from a page without
// React to another runs as a cross-document view transition (`@view-transition`, issue #25), a
// client-side one inside the View Transitions API; none when the reader asks for reduced motion; a
// language change is finalised (the reload) after the page's leaving transition.
import { BASE_URL, expect, test, type Page } from './fixtures';

/** Counts view transitions and notes the page's fade-out, across reloads (session storage). */
async function watchTransitions(page: Page) {
  await page.addInitScript(() => {
    const count = () =>
      sessionStorage.setItem('transitions', String(Number(sessionStorage.getItem('transitions') ?? 0) + 1));
    // A new document drawn by a cross-document transition.
    window.addEventListener('pagereveal', (event) => {
      if ((event as Event & { viewTransition?: unknown }).viewTransition) count();
    });
    const start = document.startViewTransition?.bind(document);
    if (start) {
      document.startViewTransition = ((update: never) => {
        count();
        return start(update);
      }) as typeof document.startViewTransition;
    }
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
      if (this === document.body) sessionStorage.setItem('leaving', String(Date.now()));
      return animate.apply(this, args);
    };
  });
}

const stored = (page: Page, key: string) => page.evaluate((name) => sessionStorage.getItem(name), key);

/** Follows the header's link to `href` and waits for the new page's heading. */
async function navigateByHeader(page: Page, href: string, heading: RegExp) {
  await page.locator(`header a[href="${href}"]`).first().click();
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(page.locator('main h1').first()).toHaveText(heading, { timeout: 15_000 });
}

test.describe('page transitions', () => {
  for (const [locale, heading] of [
    ['en-GB', /About/],
    ['fr-FR', /propos/],
  ] as const) {
    test(`a navigation between pages without React runs as a view transition (${locale})`, async ({ open }) => {
      const { page } = await open({ locale });
      await watchTransitions(page);
      await page.goto(`${BASE_URL}/`);
      await navigateByHeader(page, '/about', heading);
      await expect.poll(() => stored(page, 'transitions')).toBe('1');
      await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
      await expect(page.locator('.site-header')).toHaveCSS('view-transition-name', 'site-header');
    });
  }

  test('runs none with prefers-reduced-motion', async ({ open }) => {
    const { page } = await open();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await watchTransitions(page);
    await page.goto(`${BASE_URL}/`);
    await navigateByHeader(page, '/about', /About/);
    await page.waitForLoadState('load');
    // The new page is shown (navigateByHeader waited for it): no transition ran for it.
    expect(await stored(page, 'transitions')).toBeNull();
  });

  test('finalises a language change after the leaving transition, at once with reduced motion', async ({ open }) => {
    for (const reduced of [false, true]) {
      const { page, context } = await open();
      if (reduced) await page.emulateMedia({ reducedMotion: 'reduce' });
      await watchTransitions(page);
      await page.goto(`${BASE_URL}/about`);
      await page.getByRole('button', { name: /^Language/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: 'Français' }).click();
      const clicked = Date.now();
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr', { timeout: 15_000 });
      // Noted before the reload: the value the page left in session storage.
      const leaving = await stored(page, 'leaving');
      if (reduced) {
        expect(leaving).toBeNull();
      } else {
        expect(Number(leaving)).toBeGreaterThanOrEqual(clicked);
      }
      await context.close();
    }
  });

  // A cross-document transition into a document with no opt-in (a media file) was aborted there,
  // an uncaught "Transition was aborted" error (issue #31); the `open` fixture fails on any.
  for (const file of [
    '/video-presentations/presentation-1/media/video-144p-en.webm',
    '/video-presentations/presentation-1/media/audio-en.ogg',
  ])
    test(`leaving a page for a file (${file.split('/').pop()}) logs no aborted transition`, async ({ open }) => {
      const tab = await open();
      await tab.page.goto(`${BASE_URL}/video-presentations/presentation-1`);
      await tab.page.evaluate((href) => {
        const link = document.createElement('a');
        link.href = href;
        link.textContent = 'file';
        document.querySelector('main')!.append(link);
        link.click();
      }, file);
      await expect(tab.page).toHaveURL((url) => url.pathname === file);
      await tab.page.waitForLoadState('load');
      // The error, when there is one, comes as the new document is revealed: poll a while for it.
      await expect
        .poll(() => tab.errors.filter((error) => /Transition was aborted/.test(error)), { timeout: 3000 })
        .toEqual([]);
      await tab.page.goBack();
      await tab.page.waitForLoadState('load');
      expect(tab.errors).toEqual([]);
    });
});
