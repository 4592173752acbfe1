// The site's chrome on pages without React (issue #25), with JavaScript off and on, in English and
// French: the phone menu, the language dialog (and its Full/Lite switch), the newsletter sign-up,
// the progress bar on a slow navigation, the session kept in step across tabs, the chat's bubble
// after its delay, and the service worker registered by a small module (full and lite pages).
import { seriousViolations } from './audit';
import { expectOnlyModules } from './modules';
import { awaitingModules, BASE_URL, expect, newMember, signIn, test, type Page } from './fixtures';

const PHONE = { width: 390, height: 844 };
/** The chat bubble's delay (CHAT_DIALOG_DELAY_MS in shared/constants/spec.ts), and a margin. */
const CHAT_DELAY_AND_MARGIN_MS = 4000 + 500;

const LANGUAGES = [
  {
    locale: 'en-GB',
    menu: 'Menu',
    close: 'Close menu',
    about: 'About',
    signIn: 'Sign in',
    email: 'E-mail address',
    thanks: 'Thank you for subscribing!',
    invalid: 'Please enter a valid e-mail address, for example name@example.org.',
    chat: 'Chat with us',
    closeChat: 'Close chat',
    contactLink: 'Use the contact form',
    myAccount: 'My account',
  },
  {
    locale: 'fr-FR',
    menu: 'Menu',
    close: 'Fermer le menu',
    about: 'À propos',
    signIn: 'Se connecter',
    email: 'Adresse e-mail',
    thanks: 'Merci de votre inscription !',
    invalid: /adresse e-mail valide/,
    chat: 'Discutez avec nous',
    closeChat: 'Fermer la discussion',
    contactLink: 'Utiliser le formulaire de contact',
    myAccount: 'Mon compte',
  },
] as const;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

for (const words of LANGUAGES) {
  for (const javaScriptEnabled of [false, true]) {
    const how = `${words.locale}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`;

    test.describe(`the chrome (${how})`, () => {
      test('opens the phone menu with its button, closes it with Escape or its close button', async ({ open }) => {
        const { page } = await open({ locale: words.locale, javaScriptEnabled, viewport: PHONE });
        await page.goto(`${BASE_URL}/about`);
        if (javaScriptEnabled) await expectOnlyModules(page);
        const menuButton = page.getByRole('button', { name: words.menu, exact: true });
        const drawer = page.getByRole('dialog', { name: words.menu });
        await expect(drawer).toBeHidden();
        await menuButton.click();
        await expect(drawer).toBeVisible();
        // The focus is in the menu, on its close button at the top; Tab goes on through its links.
        const close = drawer.getByRole('button', { name: words.close });
        await expect(close).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(drawer.getByRole('link').first()).toBeFocused();
        // axe runs where the browser allows scripts (it injects its own).
        if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);
        // Escape closes it, and the focus goes back to the button.
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
        await expect(menuButton).toBeFocused();
        await menuButton.click();
        await close.click();
        await expect(drawer).toBeHidden();
        // Its links lead where they say.
        await menuButton.click();
        await drawer.getByRole('link', { name: words.about }).click();
        await expect(page).toHaveURL((url) => url.pathname === '/about');
        // On a wide screen the header shows the navigation itself, and no Menu button.
        await page.setViewportSize({ width: 1440, height: 900 });
        await expect(menuButton).toBeHidden();
        await expect(page.locator('header .main-nav').getByRole('link').first()).toBeVisible();
      });

      test('switches to French and back with the language dialog, and between full and lite pages', async ({
        open,
      }) => {
        const { page, context } = await open({ locale: words.locale, javaScriptEnabled });
        await page.goto(`${BASE_URL}/faq`);
        const start: 'en' | 'fr' = words.locale === 'en-GB' ? 'en' : 'fr';
        const other: 'en' | 'fr' = start === 'en' ? 'fr' : 'en';
        const names = { en: 'English', fr: 'Français' } as const;
        for (const target of [other, start]) {
          await page.getByTestId('language-button').click();
          const dialog = page.getByRole('dialog');
          await expect(dialog).toBeVisible();
          await dialog.getByRole('radio', { name: names[target], exact: true }).check();
          await Promise.all([
            page.waitForURL((url) => javaScriptEnabled || url.searchParams.get('lang') === target),
            dialog.getByRole('button', { name: /^(Continue|Continuer)$/ }).click(),
          ]);
          await expect(page.locator('html')).toHaveAttribute('lang', target, { timeout: 15_000 });
          await page.waitForLoadState('load');
          // With scripts, the page reloads without the parameter: the cookie says it.
          if (javaScriptEnabled) expect(new URL(page.url()).searchParams.has('lang')).toBe(false);
          await expect
            .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'i18n_redirected')?.value)
            .toBe(target);
        }
        // The dialog's switch between full and lite pages, there and back.
        for (const mode of ['lite', 'full'] as const) {
          await page.getByTestId('language-button').click();
          const dialog = page.getByRole('dialog');
          await dialog.locator('.mode-switch').getByRole('link').click();
          await expect(page.getByTestId('mode-switch')).toHaveAttribute('data-mode', mode);
          await page.waitForLoadState('load');
        }
        await expect(page.locator('html')).toHaveAttribute('lang', start);
      });

      test('signs up to the newsletter with a plain form, its errors and thanks in the page', async ({ open }) => {
        const tab = await open({ locale: words.locale, javaScriptEnabled });
        const { page } = tab;
        await context(page);
        await page.goto(`${BASE_URL}/`);
        const form = page.getByTestId('newsletter-form');
        await form.getByLabel(words.email).fill('reader@');
        await form.getByTestId('newsletter-submit').click();
        const field = page.getByTestId('newsletter-form').getByLabel(words.email);
        await expect(page.getByTestId('newsletter-form').locator('.field-error')).toHaveText(words.invalid);
        await expect(field).toHaveValue('reader@');
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toBeFocused();
        await field.fill(`reader.${unique()}@example.org`);
        await page.getByTestId('newsletter-form').getByTestId('newsletter-submit').click();
        await expect(page.getByTestId('newsletter-status')).toContainText(words.thanks);
        if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);
        // The browser logs the refused post's 400, the page's expected answer, not an error of the page.
        tab.errors.splice(0, tab.errors.length, ...tab.errors.filter((error) => !error.includes('400')));
      });

      test('offers the chat with its button; with scripts, a bubble after the delay', async ({ open }) => {
        const { page } = await open({ locale: words.locale, javaScriptEnabled, viewport: PHONE });
        if (javaScriptEnabled) await page.clock.install();
        await page.goto(`${BASE_URL}/projects`);
        const bubble = page.getByTestId('chat-bubble');
        const panel = page.getByTestId('chat-dialog');
        await expect(bubble).toBeHidden();
        if (javaScriptEnabled) {
          await page.clock.runFor(CHAT_DELAY_AND_MARGIN_MS);
          await expect(bubble).toBeVisible();
          // Once per browser session: not on the next page.
          await page.goto(`${BASE_URL}/about`);
          await page.clock.runFor(CHAT_DELAY_AND_MARGIN_MS);
          await expect(bubble).toBeHidden();
        }
        await expect(panel).toBeHidden();
        // At the page's end, kept clear for it: elsewhere the button steps aside while a link is
        // under it (issue #31).
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.getByRole('button', { name: words.chat }).click();
        await expect(panel).toBeVisible();
        await expect(panel.getByRole('link', { name: words.contactLink })).toHaveAttribute('href', '/contact');
        await panel.getByRole('button', { name: words.closeChat }).click();
        await expect(panel).toBeHidden();
      });
    });
  }

  test.describe(`the chrome's modules (${words.locale})`, () => {
    test('shows the progress bar on a slow navigation (a quick one: web/scripts/progress-bar.test.tsx)', async ({
      browser,
    }) => {
      // No service worker: it would answer the navigation before the test can hold it.
      const context = await browser.newContext({ baseURL: BASE_URL, locale: words.locale, serviceWorkers: 'block' });
      const page = awaitingModules(await context.newPage());
      await page.goto(`${BASE_URL}/`);
      const bar = page.locator('.progress-bar');
      await expect(bar).toHaveAttribute('data-visible', 'false');
      // The next document is held until the bar has shown: the leaving page notes what the bar
      // does in session storage (which the next page keeps) and then calls `barShown`.
      let release = () => {};
      const shown = new Promise<void>((resolve) => (release = resolve));
      await page.exposeFunction('barShown', () => release());
      await page.route(
        (url) => url.pathname === '/about',
        async (route) => {
          await shown;
          await route.continue();
        },
      );
      await page.evaluate(() => {
        const element = document.querySelector<HTMLElement>('.progress-bar')!;
        const started = performance.now();
        new MutationObserver(() => {
          if (element.dataset.visible !== 'true' || sessionStorage.getItem('bar')) return;
          const style = getComputedStyle(element);
          sessionStorage.setItem(
            'bar',
            JSON.stringify({ after: performance.now() - started, color: style.backgroundColor, height: style.height }),
          );
          void (window as unknown as { barShown: () => Promise<void> }).barShown();
        }).observe(element, { attributes: true });
      });
      // A click of the link itself, without hovering it first (the browser would prefetch the page).
      await page
        .locator('header a[href="/about"]')
        .first()
        .evaluate((link) => (link as HTMLAnchorElement).click());
      await expect(page).toHaveURL((url) => url.pathname === '/about', { timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.about);
      const seen = JSON.parse((await page.evaluate(() => sessionStorage.getItem('bar'))) ?? 'null') as {
        after: number;
        color: string;
        height: string;
      } | null;
      expect(seen).not.toBeNull();
      expect(seen!.after).toBeGreaterThanOrEqual(200);
      expect(seen!.color).toBe('rgb(154, 178, 124)');
      expect(seen!.height).toBe('2px');
      // The new page's bar is hidden.
      await expect(page.locator('.progress-bar')).toHaveAttribute('data-visible', 'false');
      await context.close();
    });

    test('keeps a page in step with a sign-in and a sign-out in another tab', async ({ open }) => {
      const account = await newMember('user', 'Amara');
      const { page, context } = await open({ locale: words.locale });
      await page.goto(`${BASE_URL}/about`);
      await expect(page.locator('header').getByRole('link', { name: words.signIn })).toBeVisible();
      const other = awaitingModules(await context.newPage());
      await signIn(other, account);
      await other.goto(`${BASE_URL}/projects`);
      // The first tab reloads by itself and shows the member.
      await expect(page.locator('header').getByRole('link', { name: words.myAccount })).toBeVisible();
      await page.waitForLoadState('load');
      const signedOut = await other.request.delete('/api/session', {
        headers: { origin: BASE_URL, 'sec-fetch-site': 'same-origin' },
      });
      expect(signedOut.ok()).toBe(true);
      await other.goto(`${BASE_URL}/faq`);
      await expect(page.locator('header').getByRole('link', { name: words.signIn })).toBeVisible();
      await other.close();
    });

    test('registers the service worker on a full page, and none on a lite page’s first visit', async ({ open }) => {
      const registered = (page: Page) =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL ?? null);
      // A lite page on a first visit costs nothing beyond itself (issue #31): no worker, no sw.js.
      const lite = await open({ locale: words.locale });
      const swFetched: string[] = [];
      lite.page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/sw.js') swFetched.push(request.url());
      });
      await lite.page.goto(`${BASE_URL}/about?mode=lite`);
      await expectOnlyModules(lite.page);
      // The module has decided (it marks the page): no worker until a save.
      await expect(lite.page.locator('html')).toHaveAttribute('data-service-worker', 'waits');
      expect(await registered(lite.page)).toBeNull();
      expect(swFetched).toEqual([]);

      const { page } = await open({ locale: words.locale });
      await page.goto(`${BASE_URL}/legal`);
      await expectOnlyModules(page);
      await expect.poll(() => registered(page)).toMatch(/\/sw\.js$/);
      // The new-version notice is in the page, hidden, in the reader's language.
      await expect(page.locator('.update-notice')).toBeHidden();
      await expect(page.locator('.update-notice button')).toHaveText(words.locale === 'en-GB' ? 'Reload' : 'Recharger');
    });
  });
}

/** A page's own client address, so the newsletter's limit per address is never reached across tests. */
async function context(page: Page) {
  const address = `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  await page.context().setExtraHTTPHeaders({ 'cf-connecting-ip': address });
}
