import { describe, expect, it } from 'vitest';
import { BASE_URL, browserSuite, seriousViolations, waitForHydration, type TrackedPage } from './browser';

const suite = browserSuite();
let tab: TrackedPage;

describe('the site shell in a real browser', () => {
  it('renders and hydrates the home page in English with no console error', async () => {
    tab = await suite.open();
    const response = await tab.page.goto(BASE_URL + '/');
    expect(response?.status()).toBe(200);
    await waitForHydration(tab.page);
    expect(await tab.page.getAttribute('html', 'lang')).toBe('en');
    expect(await tab.page.title()).toBe('Conservation Tutorials Africa');
    await expect(tab.page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(
      'Conservation knowledge',
    );
    expect(await tab.page.getByTestId('latest-collections').count()).toBe(1);
    // Footer contact record, WhatsApp shown as 0XX XXX XXXX.
    expect(await tab.page.getByTestId('footer-whatsapp').textContent()).toMatch(/^0\d{2} \d{3} \d{4}$/);
    expect(await tab.page.getByTestId('wenaturalists-link').getAttribute('aria-disabled')).toBe('true');
    // The projects link is in the English navigation.
    expect(
      await tab.page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Projects' })
        .count(),
    ).toBe(1);
    expect(await seriousViolations(tab.page)).toEqual([]);
  });

  it('renders the home page in French for a French browser, without the projects link', async () => {
    tab = await suite.open({ locale: 'fr-FR' });
    await tab.page.goto(BASE_URL + '/');
    await waitForHydration(tab.page);
    expect(await tab.page.getAttribute('html', 'lang')).toBe('fr');
    expect(await tab.page.getByRole('heading', { level: 1 }).textContent()).toContain('Le savoir de la conservation');
    const nav = tab.page.getByRole('navigation', { name: 'Navigation principale' });
    expect(await nav.getByRole('link', { name: 'Projets' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Présentations vidéo' }).count()).toBe(1);
    expect(await seriousViolations(tab.page)).toEqual([]);
  });

  it('navigates client-side after hydration, loading only the route data', async () => {
    tab = await suite.open();
    await tab.page.goto(BASE_URL + '/about');
    await waitForHydration(tab.page);
    await tab.page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));
    const dataRequest = tab.page.waitForRequest((request) => new URL(request.url()).pathname === '/_.data');
    await tab.page.getByRole('link', { name: 'Conservation Tutorials Africa', exact: true }).first().click();
    await dataRequest;
    await tab.page.waitForURL((url) => url.pathname === '/');
    await tab.page.getByTestId('latest-collections').waitFor();
    expect(await tab.page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
    await tab.page.waitForFunction(() => document.title === 'Conservation Tutorials Africa');
    await tab.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Events' }).click();
    await tab.page.waitForURL((url) => url.pathname === '/events');
    // The title changes when React commits the new page, just after the address.
    await tab.page.waitForFunction(() => document.title === 'Events - Conservation Tutorials Africa');
    expect(await tab.page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
  });

  it('switches language with the dialog, reloads, and keeps the choice', async () => {
    tab = await suite.open();
    await tab.page.goto(BASE_URL + '/about');
    await waitForHydration(tab.page);
    await tab.page.getByTestId('language-button').click();
    const dialog = tab.page.getByRole('dialog');
    await dialog.waitFor();
    // Starts on the current language.
    expect(await dialog.getByRole('radio', { name: 'English', exact: true }).getAttribute('aria-checked')).toBe('true');
    // Cancel closes without change and gives the focus back to the button.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => tab.page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('language-button');
    // So does Escape, and the keyboard opens it as it opens a button.
    await tab.page.keyboard.press('Space');
    await dialog.waitFor();
    await tab.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => tab.page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('language-button');
    await tab.page.getByTestId('language-button').click();
    await tab.page.getByRole('radio', { name: 'Français', exact: true }).click();
    await Promise.all([tab.page.waitForEvent('load'), tab.page.getByRole('button', { name: 'Continue' }).click()]);
    await waitForHydration(tab.page);
    expect(await tab.page.getAttribute('html', 'lang')).toBe('fr');
    expect(await tab.page.getByRole('heading', { level: 1 }).textContent()).toBe('À propos');
    const cookies = await tab.context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('fr');
    // A controlled language switch keeps the chat dialog from popping up after the reload.
    await tab.page.waitForTimeout(4500);
    expect(await tab.page.getByTestId('chat-bubble').count()).toBe(0);
    await tab.page.goto(BASE_URL + '/');
    expect(await tab.page.getAttribute('html', 'lang')).toBe('fr');
  });

  it('switches language without JavaScript through the footer’s links, and back', async () => {
    const context = await suite.browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false, locale: 'en-GB' });
    try {
      const page = await context.newPage();
      await page.goto(`${BASE_URL}/video-presentations?sort=1`);
      // The header's button leads to the links when no script runs.
      await page.getByTestId('language-button').click();
      await page.waitForURL((url) => url.hash === '#site-language');
      const links = page.getByRole('navigation', { name: 'Language' });
      expect(await links.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('true');
      await links.getByRole('link', { name: 'Français' }).click();
      await page.waitForURL((url) => url.searchParams.get('lang') === 'fr');
      expect(new URL(page.url()).searchParams.get('sort')).toBe('1');
      expect(await page.getAttribute('html', 'lang')).toBe('fr');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Présentations vidéo');
      // The choice is kept for the next page.
      await page.goto(`${BASE_URL}/about`);
      expect(await page.getAttribute('html', 'lang')).toBe('fr');
      await page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'Combiné' }).click();
      await page.waitForURL((url) => url.searchParams.get('lang') === 'combined');
      expect((await context.cookies()).find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('combined');
      await page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'English' }).click();
      await page.waitForURL((url) => url.searchParams.get('lang') === 'en');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('About');
    } finally {
      await context.close();
    }
  });

  it('shows the 404 page for an unknown address', async () => {
    tab = await suite.open();
    const response = await tab.page.goto(BASE_URL + '/this-does-not-exist');
    expect(response?.status()).toBe(404);
    expect(await tab.page.getByRole('heading', { level: 1 }).textContent()).toBe('404 Not Found');
    expect(await tab.page.getByRole('link', { name: 'Home page' }).getAttribute('href')).toBe('/');
    // The browser logs the 404 of the document itself; that is the expected answer, not an app error.
    tab.errors.splice(0, tab.errors.length, ...tab.errors.filter((error) => !error.includes('404')));
  });

  it('sends a visitor from the account area to the login page, on the server and in the browser', async () => {
    tab = await suite.open();
    await tab.page.goto(BASE_URL + '/account/watchlist');
    expect(new URL(tab.page.url()).pathname).toBe('/login');
    await waitForHydration(tab.page);
    await tab.page.goto(BASE_URL + '/about');
    await waitForHydration(tab.page);
    await tab.page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));
    // A client-side navigation to a guarded page is redirected by the same loader, from its data.
    const guardData = tab.page.waitForRequest((request) => new URL(request.url()).pathname === '/account.data');
    await tab.page.evaluate(() => {
      window.history.pushState({}, '', '/account');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await guardData;
    await tab.page.waitForURL((url) => url.pathname === '/login');
    await tab.page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(await tab.page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in');
    expect(await tab.page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
  });

  it('fits the header on one line from 1264 px in en and fr, and opens a drawer with its close at the top on a phone', async () => {
    tab = await suite.open();
    const overflow = () =>
      tab.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    // French words are longer (its signed-out header overflowed by 81 px at 1264 and 6 at 1440).
    for (const [lang, navName, links] of [
      ['fr', 'Navigation principale', 7],
      ['en', 'Main navigation', 8],
    ] as const) {
      await tab.context.addCookies([{ name: 'i18n_redirected', value: lang, url: BASE_URL }]);
      for (const width of [1264, 1280, 1440, 1600]) {
        await tab.page.setViewportSize({ width, height: 800 });
        await tab.page.goto(BASE_URL + '/');
        await waitForHydration(tab.page);
        const nav = tab.page.getByRole('navigation', { name: navName });
        expect(await nav.getByRole('link').count(), `${lang} ${width}`).toBe(links);
        const tops = await nav
          .getByRole('link')
          .evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
        expect(new Set(tops).size, `${lang} ${width}: links on one line`).toBe(1);
        expect(await overflow(), `${lang} ${width}`).toBe(0);
        // The logo keeps its name where its words leave the line.
        expect(await tab.page.getByRole('link', { name: 'Conservation Tutorials Africa', exact: true }).count()).toBe(
          1,
        );
      }
    }
    await tab.page.setViewportSize({ width: 390, height: 800 });
    await tab.page.goto(BASE_URL + '/');
    await waitForHydration(tab.page);
    expect(await overflow()).toBe(0);
    expect(await tab.page.getByRole('link', { name: 'Conservation Tutorials Africa', exact: true }).count()).toBe(1);
    await tab.page.getByRole('button', { name: 'Menu' }).click();
    const drawer = tab.page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    const close = await drawer.getByRole('button', { name: 'Close menu' }).boundingBox();
    const first = await drawer.getByRole('link').first().boundingBox();
    expect(close && first && close.y < first.y).toBe(true);
    expect(await seriousViolations(tab.page)).toEqual([]);
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await drawer.waitFor({ state: 'detached' });
    // Nine pages loaded and hydrated: more than the default minute on a busy two-core machine.
  }, 120_000);

  it('invites to chat after a short delay with a bubble, and opens the panel only on demand', async () => {
    tab = await suite.open();
    await tab.page.goto(BASE_URL + '/about');
    await waitForHydration(tab.page);
    const bubble = tab.page.getByTestId('chat-bubble');
    const dialog = tab.page.getByTestId('chat-dialog');
    expect(await bubble.count()).toBe(0);
    await bubble.waitFor({ timeout: 8000 });
    // The panel never opens by itself, so it covers nothing the visitor reads or types.
    expect(await dialog.count()).toBe(0);
    const bubbleBox = await bubble.boundingBox();
    const buttonBox = await tab.page.getByRole('button', { name: 'Chat with us' }).boundingBox();
    expect(bubbleBox && buttonBox && bubbleBox.x + bubbleBox.width <= buttonBox.x + 1).toBe(true);
    await tab.page.getByRole('button', { name: 'Chat with us' }).click();
    await dialog.waitFor();
    expect(await bubble.count()).toBe(0);
    expect(await dialog.textContent()).toContain('Mon-Fri 8:30-17:00');
    expect(await dialog.getByRole('link', { name: 'Use the contact form' }).getAttribute('href')).toBe('/contact');
    await tab.page.getByRole('button', { name: 'Close chat' }).first().click();
    await dialog.waitFor({ state: 'detached' });
  });
});
