// Page transitions, out-in (spec §9, decision 0015), in Chromium: a client-side navigation runs
// inside the View Transitions API, none when the reader asks for reduced motion; a language change
// is finalised (the reload) after the page's leaving transition.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE_URL, browserSuite, waitForHydration } from './browser';

const suite = browserSuite();

/** Counts view transitions and notes the page's fade-out, across reloads (session storage). */
async function watchTransitions(page: Page) {
  await page.addInitScript(() => {
    const start = document.startViewTransition?.bind(document);
    if (start) {
      document.startViewTransition = ((update: never) => {
        sessionStorage.setItem('transitions', String(Number(sessionStorage.getItem('transitions') ?? 0) + 1));
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

async function navigateByHeader(page: Page, href: string) {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator(`header a[href="${href}"]`).first().click();
  await page.waitForURL((url) => url.pathname === href);
  // The new page is drawn once the transition has captured the old one.
  await expect
    .poll(() => page.locator('main h1').first().textContent(), { timeout: 15_000 })
    .toMatch(/Presenters|Présentat/);
  return page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
}

describe('page transitions', () => {
  for (const [locale, heading] of [
    ['en-GB', 'Presenters'],
    ['fr-FR', 'Présentat'],
  ] as const) {
    it(`a client-side navigation runs as a view transition (${locale})`, async () => {
      const { page } = await suite.open({ locale });
      await watchTransitions(page);
      await page.goto(`${BASE_URL}/`);
      await waitForHydration(page);
      expect(await navigateByHeader(page, '/presenters')).toBe(true);
      expect(await stored(page, 'transitions')).toBe('1');
      expect(await page.locator('main h1').first().textContent()).toContain(heading);
      expect(await page.getAttribute('html', 'lang')).toBe(locale.slice(0, 2));
      expect(
        await page.evaluate(() => getComputedStyle(document.querySelector('.site-header')!).viewTransitionName),
      ).toBe('site-header');
    });
  }

  it('runs none with prefers-reduced-motion', async () => {
    const { page } = await suite.open();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await watchTransitions(page);
    await page.goto(`${BASE_URL}/`);
    await waitForHydration(page);
    expect(await navigateByHeader(page, '/presenters')).toBe(true);
    expect(await stored(page, 'transitions')).toBeNull();
  });

  it('finalises a language change after the leaving transition, at once with reduced motion', async () => {
    for (const reduced of [false, true]) {
      const { page } = await suite.open();
      if (reduced) await page.emulateMedia({ reducedMotion: 'reduce' });
      await watchTransitions(page);
      await page.goto(`${BASE_URL}/about`);
      await waitForHydration(page);
      await page.getByRole('button', { name: /^Language/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: 'Français' }).click();
      const clicked = Date.now();
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await page.waitForFunction(() => document.documentElement.lang === 'fr', undefined, { timeout: 15_000 });
      const leaving = await stored(page, 'leaving');
      if (reduced) {
        expect(leaving).toBeNull();
      } else {
        expect(Number(leaving)).toBeGreaterThanOrEqual(clicked);
      }
      await page.context().close();
    }
  });
});
