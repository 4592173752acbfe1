import { seriousViolations } from './audit';
import { BASE_URL, expect, test, type Page } from './fixtures';

/** The chat bubble's delay (CHAT_DIALOG_DELAY_MS in shared/constants/spec.ts), and a margin. */
const CHAT_DELAY_AND_MARGIN_MS = 4000 + 500;

const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: string }).marker);

test.describe('the site shell in a real browser', () => {
  test('renders and hydrates the home page in English with no console error', async ({ open }) => {
    const { page } = await open();
    const response = await page.goto(BASE_URL + '/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Conservation Tutorials Africa');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Conservation knowledge');
    await expect(page.getByTestId('latest-collections')).toHaveCount(1);
    // Footer contact record, WhatsApp shown as 0XX XXX XXXX.
    await expect(page.getByTestId('footer-whatsapp')).toHaveText(/^0\d{2} \d{3} \d{4}$/);
    await expect(page.getByTestId('wenaturalists-link')).toHaveAttribute('aria-disabled', 'true');
    // The projects link is in the English navigation.
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Projects' }),
    ).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('renders the home page in French for a French browser, without the projects link', async ({ open }) => {
    const { page } = await open({ locale: 'fr-FR' });
    await page.goto(BASE_URL + '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Le savoir de la conservation');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.getByRole('link', { name: 'Présentations vidéo' })).toHaveCount(1);
    // The hydrated navigation is whole (its video link is there): the projects link is not in it.
    await expect(nav.getByRole('link', { name: 'Projets' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('loads a page without React as a whole document, with only its small modules', async ({ open }) => {
    const { page } = await open();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(BASE_URL + '/about');
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'first-document'));
    await page.getByRole('link', { name: 'Conservation Tutorials Africa', exact: true }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByTestId('latest-collections')).toBeVisible();
    await page.waitForLoadState('load');
    // A new document, with no route data fetched as for a client-side navigation.
    expect(await marker(page)).toBeUndefined();
    await expect(page).toHaveTitle('Conservation Tutorials Africa');
    // Only the pages' small scripts (web/scripts), no React, React Router or i18next.
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => !/^\/assets\/js\/[\w-]+-[\w-]{10}\.js$/.test(path))).toEqual([]);
  });

  test('switches language with the dialog, reloads, and keeps the choice', async ({ open }) => {
    const { page, context } = await open();
    // The chat bubble's delay is run through at once below (page.clock), time otherwise flowing as usual.
    await page.clock.install();
    await page.goto(BASE_URL + '/about');
    const languageButton = page.getByTestId('language-button');
    await languageButton.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Starts on the current language, which has the focus.
    await expect(dialog.getByRole('radio', { name: 'English', exact: true })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'English', exact: true })).toBeFocused();
    // Cancel closes without change and gives the focus back to the button.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(languageButton).toBeFocused();
    // So does Escape, and the keyboard opens it as it opens a button.
    await page.keyboard.press('Space');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(languageButton).toBeFocused();
    await languageButton.click();
    await page.getByRole('radio', { name: 'Français', exact: true }).check();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Continue' }).click()]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('À propos');
    // Reloaded without a lang parameter: the cookie the module set chose the language.
    await expect(page).toHaveURL((url) => !url.searchParams.has('lang'));
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('fr');
    // A controlled language switch keeps the chat dialog from popping up after the reload: its
    // delay is run through at once, and no bubble comes. A probe timer, set after the page's own,
    // shows the clock drives this page's timers and that its delay has passed.
    await page.evaluate((delay) => {
      setTimeout(() => ((window as unknown as { probe: boolean }).probe = true), delay);
    }, CHAT_DELAY_AND_MARGIN_MS - 100);
    await page.clock.runFor(CHAT_DELAY_AND_MARGIN_MS);
    expect(await page.evaluate(() => (window as unknown as { probe?: boolean }).probe)).toBe(true);
    await expect(page.getByTestId('chat-bubble')).toBeHidden();
    await page.goto(BASE_URL + '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('switches language without JavaScript through the dialog’s form and the footer’s links, and back', async ({
    open,
  }) => {
    const { page, context } = await open({ javaScriptEnabled: false });
    await page.goto(`${BASE_URL}/video-presentations?sort=1`);
    // The header's button opens the dialog with no script (a popover).
    await page.getByTestId('language-button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'English', exact: true })).toBeChecked();
    await dialog.getByRole('radio', { name: 'Français', exact: true }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('lang') === 'fr');
    await expect(page).toHaveURL((url) => url.searchParams.get('sort') === '1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Présentations vidéo');
    // The choice is kept for the next page.
    await page.goto(`${BASE_URL}/about`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const links = page.getByRole('navigation', { name: 'Langue' });
    await expect(links.getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'true');
    await links.getByRole('link', { name: 'Combiné' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('lang') === 'combined');
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'i18n_redirected')?.value)
      .toBe('combined');
    await page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('lang') === 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
  });

  test('shows the 404 page for an unknown address', async ({ open }) => {
    const tab = await open();
    const { page } = tab;
    const response = await page.goto(BASE_URL + '/this-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Not Found');
    await expect(page.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
    // The browser logs the 404 of the document itself; that is the expected answer, not an app error.
    tab.errors.splice(0, tab.errors.length, ...tab.errors.filter((error) => !error.includes('404')));
  });

  test('helps from the 404 page: a search and the main sections, in en and fr, axe-clean (issue #31)', async ({
    open,
  }) => {
    const tab = await open();
    const { page } = tab;
    await page.goto(BASE_URL + '/no-such-talk?lang=fr');
    const sections = page.getByRole('navigation', { name: 'Sections principales' });
    await expect(sections.getByRole('link', { name: 'Présentations vidéo' })).toHaveAttribute(
      'href',
      '/video-presentations',
    );
    await expect(page.getByRole('search').getByRole('searchbox', { name: 'Chercher sur le site' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(BASE_URL + '/no-such-talk?lang=en');
    await expect(page.getByRole('navigation', { name: 'Main sections' }).getByRole('link')).toHaveText([
      'Video presentations',
      'Collections',
      'Presenters',
      'Events',
      'Blog',
      'Projects',
      'About',
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    // A plain GET form to the search page.
    await page.getByRole('searchbox', { name: 'Search the site' }).fill('elephant');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'elephant');
    tab.errors.splice(0, tab.errors.length, ...tab.errors.filter((error) => !error.includes('404')));
  });

  test('sends a visitor from the account area to the login page', async ({ open }) => {
    const { page } = await open();
    await page.goto(BASE_URL + '/account/watchlist');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await page.waitForLoadState('load');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    // From a page without React, the account is a document like any other, guarded the same way.
    await page.goto(BASE_URL + '/about');
    await page.goto(BASE_URL + '/account');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });

  test('fits the header on one line from 1264 px in en and fr, and opens a drawer with its close at the top on a phone', async ({
    open,
  }) => {
    // Nine pages loaded and hydrated: more than the default minute on a busy two-core machine.
    test.setTimeout(120_000);
    const { page, context } = await open();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    const logo = page.getByRole('link', { name: 'Conservation Tutorials Africa', exact: true });
    // French words are longer (its signed-out header overflowed by 81 px at 1264 and 6 at 1440).
    for (const [lang, navName, links] of [
      ['fr', 'Navigation principale', 7],
      ['en', 'Main navigation', 8],
    ] as const) {
      await context.addCookies([{ name: 'i18n_redirected', value: lang, url: BASE_URL }]);
      for (const width of [1264, 1280, 1440, 1600]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(BASE_URL + '/');
        const nav = page.getByRole('navigation', { name: navName });
        await expect(nav.getByRole('link'), `${lang} ${width}`).toHaveCount(links);
        await expect
          .poll(
            async () =>
              new Set(
                await nav
                  .getByRole('link')
                  .evaluateAll((elements) =>
                    elements.map((element) => Math.round(element.getBoundingClientRect().top)),
                  ),
              ).size,
            { message: `${lang} ${width}: links on one line` },
          )
          .toBe(1);
        await expect.poll(overflow, { message: `${lang} ${width}` }).toBe(0);
        // The logo keeps its name where its words leave the line.
        await expect(logo).toHaveCount(1);
      }
    }
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(BASE_URL + '/');
    await expect.poll(overflow).toBe(0);
    await expect(logo).toHaveCount(1);
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect
      .poll(async () => {
        const close = await drawer.getByRole('button', { name: 'Close menu' }).boundingBox();
        const first = await drawer.getByRole('link').first().boundingBox();
        return close && first && close.y < first.y;
      })
      .toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toHaveCount(0);
  });

  test('invites to chat after a short delay with a bubble, and opens the panel only on demand', async ({ open }) => {
    const { page } = await open();
    await page.goto(BASE_URL + '/about');
    const bubble = page.getByTestId('chat-bubble');
    const dialog = page.getByTestId('chat-dialog');
    // Not at once: right after the page has loaded, before the delay.
    await expect(bubble).toBeHidden();
    await expect(bubble).toBeVisible({ timeout: 8000 });
    // The panel never opens by itself, so it covers nothing the visitor reads or types.
    await expect(dialog).toBeHidden();
    const chatButton = page.getByRole('button', { name: 'Chat with us' });
    await expect
      .poll(async () => {
        const bubbleBox = await bubble.boundingBox();
        const buttonBox = await chatButton.boundingBox();
        return bubbleBox && buttonBox && bubbleBox.x + bubbleBox.width <= buttonBox.x + 1;
      })
      .toBe(true);
    // At the page's end, kept clear for it: elsewhere the button steps aside while a link is under
    // it (issue #31).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await chatButton.click();
    await expect(dialog).toBeVisible();
    await expect(bubble).toBeHidden();
    await expect(dialog).toContainText('Mon-Fri 8:30-17:00');
    await expect(dialog.getByRole('link', { name: 'Use the contact form' })).toHaveAttribute('href', '/contact');
    await page.getByRole('button', { name: 'Close chat' }).first().click();
    await expect(dialog).toBeHidden();
  });
});
