// Lite pages (issue #14, decision 0019) in Chromium with JavaScript switched off: chosen by the
// Save-Data hint or by the visitor's switch (kept in a cookie), they carry no React (only the
// pages' small modules, which are never fetched here), and every visitor and member task still
// works through plain links and forms: browse, sort, filter,
// page, search, change language, the newsletter and the contact form, sign in, add to and remove
// from the watchlist and readlist, connect with a presenter, sign out.
import { BASE_URL, expect, newMember, test, type Account, type Page, type TrackedPage } from './fixtures';
import { expectOnlyModules } from './modules';
import { seriousViolations } from './audit';

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let member: Account;
const clientAddress = () =>
  `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** A browser context with JavaScript off; every script, preload and JS file asked for is counted. */
async function liteContext(
  open: (options?: { locale?: string; javaScriptEnabled?: boolean }) => Promise<TrackedPage>,
  options: { locale?: string; headers?: Record<string, string> } = {},
) {
  const { context, page } = await open({ locale: options.locale ?? 'en-GB', javaScriptEnabled: false });
  await context.setExtraHTTPHeaders({ 'cf-connecting-ip': clientAddress(), ...options.headers });
  // A step that cannot happen fails on its own, well before the test's time is up.
  page.setDefaultTimeout(20_000);
  const scriptsFetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || /\.m?js(\?|$)/.test(request.url())) scriptsFetched.push(request.url());
  });
  return { context, page, scriptsFetched };
}

/**
 * The page loads no React (issue #25): its only scripts are the pages' small modules (JSON-LD data
 * is not a script), which a browser without JavaScript never fetches, and nothing preloads one.
 */
async function expectNoScript(page: Page) {
  await expectOnlyModules(page);
  // Nothing preloads a script or strings for one (an image's preload is not a script).
  await expect(
    page.locator('link[rel="modulepreload"], link[rel="preload"]:not([as="image"]), link[rel="prefetch"]'),
  ).toHaveCount(0);
  await expect(page.getByTestId('mode-switch')).toHaveAttribute('data-mode', 'lite');
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The first page of a fresh Worker can be slow under load.
  await fetch(`${BASE_URL}/?mode=lite`).then((response) => response.arrayBuffer());
  member = await newMember('user', 'Lindiwe');
});

test.describe('lite pages', () => {
  test('come for Save-Data: on; browse, sort, filter, page, search and change language with links and forms', async ({
    open,
  }) => {
    test.setTimeout(150_000);
    const { page, scriptsFetched } = await liteContext(open, { headers: { 'save-data': 'on' } });
    const home = await page.goto('/');
    expect(home?.headers()['vary']).toContain('Save-Data');
    expect(home?.headers()['accept-ch']).toContain('ECT');
    await expectNoScript(page);
    await expect(page.getByTestId('mode-switch')).toContainText('Lite pages are on');
    // The chat button opens its panel with no script (a popover), with the link to the contact page.
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await expect(page.getByTestId('chat-dialog').getByRole('link', { name: 'Use the contact form' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await page.getByTestId('chat-dialog').getByRole('button', { name: 'Close chat' }).click();

    // Browse: the navigation's link, then sort and filter with the listing's form.
    await page
      .getByRole('navigation')
      .first()
      .getByRole('link', { name: 'Video presentations', exact: true })
      .first()
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/video-presentations');
    await expectNoScript(page);
    const controls = page.locator('form.listing-controls').first();
    await controls.locator('select[name="sort"]').selectOption('2');
    await controls.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('sort') === '2');
    // Without JavaScript the page is the server's HTML and never changes: its titles read once.
    const titles = await page.locator('main .card-title').allTextContents();
    expect(titles.length).toBeGreaterThan(1);
    expect([...titles].sort((a, b) => b.localeCompare(a, 'en'))).toEqual(titles);
    const category = controls.locator('select[name="category"]');
    const firstCategory = await category.locator('option').nth(1).getAttribute('value');
    await category.selectOption(firstCategory ?? '');
    await controls.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('category') === firstCategory);
    await expectNoScript(page);
    // Paging is a link too: a later page of the blog's listing at one item a page is not offered,
    // so the pager's own links are followed where there is more than one page.
    await page.goto('/video-presentations?sort=2&page=2');
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
    await expectNoScript(page);

    // Search with the search page's form.
    await page.goto('/search');
    await page.getByLabel('Search the site').fill('elephant');
    await page.locator('form.search-form').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'elephant');
    await expect(page.locator('[data-testid="search-results"] li')).not.toHaveCount(0);
    await expectNoScript(page);

    // The language: the footer's links (the header's button leads to them without scripts).
    await page.locator('#site-language').getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('lang') === 'fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByTestId('mode-switch')).toContainText('Les pages légères sont activées');
    await expectNoScript(page);
    expect(scriptsFetched).toEqual([]);
  });

  test('are switched on and off by the visitor, kept in a cookie; the language dialog offers the switch', async ({
    open,
  }) => {
    const { context, page } = await open();
    await page.goto('/about');
    // The language dialog offers lite pages.
    await page
      .getByRole('button', { name: /Language/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Use lite pages (fewer bytes)' })).toHaveCount(1);
    await page.keyboard.press('Escape');
    // The footer's switch: a new document without React, and the next page stays lite.
    await page
      .getByTestId('mode-switch')
      .getByRole('link', { name: /Use lite pages/ })
      .click();
    await expect(page).toHaveURL((url) => url.searchParams.get('mode') === 'lite');
    await expectNoScript(page);
    // axe runs here, where the browser allows scripts (it injects its own): the page has none.
    expect(await seriousViolations(page)).toEqual([]);
    expect((await context.cookies()).find((cookie) => cookie.name === 'site_mode')?.value).toBe('lite');
    await page.goto('/faq');
    await expectNoScript(page);
    // And back: full pages, even with the Save-Data hint (the visitor's choice wins).
    await context.setExtraHTTPHeaders({ 'save-data': 'on' });
    await page.getByTestId('mode-switch').getByRole('link', { name: 'Use full pages' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('mode') === 'full');
    await page.waitForLoadState('load');
    await page.goto('/faq');
    await expect(page.getByTestId('mode-switch')).toHaveAttribute('data-mode', 'full');
  });

  test('let a visitor subscribe to the newsletter and write to the team', async ({ open }) => {
    const { page, scriptsFetched } = await liteContext(open, { locale: 'fr-FR' });
    await page.goto('/?mode=lite');
    const form = page.getByTestId('newsletter-form');
    await form.getByLabel('Adresse e-mail').fill(`lite.${stamp}.news@example.org`);
    await form.getByTestId('newsletter-submit').click();
    await expect(page.getByText('Merci de votre inscription !')).toBeVisible();
    await expectNoScript(page);

    await page.goto('/contact');
    await page.locator('[name="name"]').fill('Awa');
    await page.locator('[name="surname"]').fill('Diop');
    await page.locator('[name="email"]').fill(`lite.${stamp}.contact@example.org`);
    await page.locator('[name="message"]').fill('Bonjour, les pages légères fonctionnent très bien ici.');
    await page.getByTestId('contact-submit').click();
    await page.waitForLoadState('domcontentloaded');
    await expect(page.getByTestId('contact-sent')).toBeVisible();
    await expectNoScript(page);
    expect(scriptsFetched).toEqual([]);
  });

  test('let a member sign in, keep the watchlist and readlist, connect with a presenter, and sign out', async ({
    open,
  }) => {
    test.setTimeout(150_000);
    const { context, page, scriptsFetched } = await liteContext(open);
    // Signing in from a presentation's "sign in" link comes back to it.
    await page.goto('/video-presentations/presentation-4?mode=lite');
    await page.getByRole('link', { name: 'Sign in to add this video to your watchlist' }).click();
    await page.getByLabel(/^E-mail/).fill(member.email);
    await page.getByLabel(/^Password/).fill(member.password);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL((url) => url.pathname === '/video-presentations/presentation-4');
    await expectNoScript(page);

    // Add, then remove after the question (a popover the button opens with no script).
    const watch = page.getByTestId('watchlist-toggle');
    await watch.getByRole('button', { name: 'Add to watchlist' }).click();
    await expect(watch.getByText('Added to your watchlist.')).toBeVisible();
    await watch.getByRole('button', { name: 'Remove from watchlist' }).click();
    await expect(watch.getByRole('alertdialog', { name: 'Remove from your watchlist?' })).toBeVisible();
    await watch.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(watch.getByText('Removed from your watchlist.')).toBeVisible();
    await expect(watch.getByRole('button', { name: 'Add to watchlist' })).toHaveCount(1);

    // The readlist: add on the article, remove on the account's list.
    await page.goto('/blog/ten-years-of-rhino-protection');
    const read = page.getByTestId('readlist-toggle');
    await read.getByRole('button', { name: 'Add to readlist' }).click();
    await expect(read.getByText('Added to your readlist.')).toBeVisible();
    await page.goto('/account/readlist');
    await expect(page.getByTestId('list-row')).toHaveCount(1);
    // The question opens in the page with no script (a popover); "Keep it" closes it.
    await page.getByTestId('list-remove').click();
    const question = page.getByRole('alertdialog', { name: 'Remove from your readlist?' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Keep it' }).click();
    await expect(question).toHaveCount(0);
    await expect(page.getByTestId('list-row')).toHaveCount(1);
    await page.getByTestId('list-remove').click();
    await question.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByText('Removed from your readlist.')).toBeVisible();
    await expect(page.getByTestId('list-empty')).toBeVisible();
    await expectNoScript(page);

    // Connect with a presenter, after the question; a second request is refused kindly.
    await page.goto('/presenters/presenter-7');
    const connect = page.getByTestId('connect');
    // The question is a popover the button opens with no script (its form posts once).
    await connect.getByRole('button', { name: /^Connect with/ }).click();
    await expect(connect.getByRole('dialog', { name: 'Connect with this presenter?' })).toBeVisible();
    await connect.getByRole('button', { name: 'Go ahead!' }).click();
    await expect(connect.getByText('Your connection request has been sent.')).toBeVisible();
    await page.goto('/presenters/presenter-7');
    await connect.getByRole('button', { name: /^Connect with/ }).click();
    await connect.getByRole('button', { name: 'Go ahead!' }).click();
    await expect(connect.getByText('You already have an open connection request with this presenter.')).toBeVisible();
    await page.goto('/account/connections');
    await expect(page.locator('main')).toContainText('Pending');

    // Sign out: the session ends on the server, and the account is closed to this browser.
    const before = (await context.cookies()).find((cookie) => cookie.name === '__session');
    expect(before).toBeDefined();
    await page.goto('/account/logout');
    await expectNoScript(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === '__session'))
      .toBeUndefined();
    const reused = await fetch(`${BASE_URL}/api/watchlist`, {
      headers: { cookie: `__session=${before?.value ?? ''}` },
    });
    expect(reused.status).toBe(401);
    expect(scriptsFetched).toEqual([]);
  });

  test('name in the Link header only what they fetch: their CSS is in the page', async () => {
    const browserAgent =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
    const full = await fetch(`${BASE_URL}/video-presentations`, { headers: { 'user-agent': browserAgent } });
    const lite = await fetch(`${BASE_URL}/video-presentations`, {
      headers: { 'user-agent': browserAgent, 'save-data': 'on' },
    });
    const fullLinks = full.headers.get('link') ?? '';
    const liteLinks = lite.headers.get('link') ?? '';
    // Every stylesheet and module the document asks for is named.
    const html = await full.text();
    for (const [, href] of html.matchAll(/<link[^>]+rel="(?:stylesheet|modulepreload)"[^>]+href="([^"]+)"/g)) {
      expect(fullLinks).toContain(`<${href}>`);
    }
    // Its stylesheets are written into the head (decision 0022): not fetched, not preloaded.
    expect(html).toMatch(/<style data-href="\/assets\/root-[\w-]+\.css">/);
    expect(fullLinks).not.toContain('as=style');
    // The listing loads no React (issue #25): no module to preload, its small scripts come by
    // address in the page.
    expect(fullLinks).not.toContain('modulepreload');
    expect(await lite.text()).toMatch(/<style data-href="\/assets\/root-[\w-]+\.css">/);
    expect(liteLinks).not.toContain('as=style');
    expect(liteLinks).not.toContain('modulepreload');
  });

  test('refuse a member action that no page sends, in the reader’s language', async () => {
    const answer = await fetch(`${BASE_URL}/account/actions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: BASE_URL,
        'sec-fetch-site': 'same-origin',
        cookie: 'i18n_redirected=fr',
      },
      body: 'intent=explode&id=x',
    });
    expect(answer.status).toBe(400);
    // A page of the site saying why, with the way back.
    const html = await answer.text();
    expect(html).toContain('Cette valeur n’est pas valide.');
    expect(html).toContain('Cela n’a pas pu être fait');
  });
});
