// The public forms in Chromium: the contact form with and without JavaScript, in English and
// French; the newsletter sign-up on the home page; the idle prefetch of the navigation's pages.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import {
  BASE_URL,
  launchBrowser,
  openPage,
  seriousViolations,
  waitForHydration,
  waitForPartHydration,
  type TrackedPage,
} from './browser';

let browser: Browser;
let tab: TrackedPage | undefined;
/** Console lines the test expects (e.g. the browser logging a 400 answer it asked for). */
let expectedErrors: RegExp[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  const errors = (tab?.errors ?? []).filter((error) => !expectedErrors.some((pattern) => pattern.test(error)));
  await tab?.context.close();
  tab = undefined;
  expectedErrors = [];
  expect(errors, 'console errors').toEqual([]);
});

const unique = () => Math.random().toString(36).slice(2, 10);
/** Each test posts from its own client address, so the hourly limit never spans tests or runs. */
const clientAddress = () =>
  `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** A page like openPage's, with JavaScript off when asked. */
async function open(options: { locale?: string; javaScript?: boolean } = {}): Promise<TrackedPage> {
  if (options.javaScript !== false) {
    const tracked = await openPage(browser, { locale: options.locale ?? 'en-GB' });
    await tracked.context.setExtraHTTPHeaders({ 'cf-connecting-ip': clientAddress() });
    return tracked;
  }
  const context: BrowserContext = await browser.newContext({
    baseURL: BASE_URL,
    locale: options.locale ?? 'en-GB',
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'cf-connecting-ip': clientAddress() },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, context, errors };
}

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

/** The error text a field points to with aria-describedby, or null. */
async function describedError(page: Page, name: string): Promise<string | null> {
  return field(page, name).evaluate((element) => {
    const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
    return ids.length ? (document.getElementById(ids[0]!)?.textContent ?? null) : null;
  });
}

async function fillContact(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await field(page, name).fill(value);
}

const activeName = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name);

describe('contact form with JavaScript', () => {
  it('checks the fields before sending, shows errors next to them, then sends and confirms (en)', async () => {
    tab = await open();
    const { page } = tab;
    await page.goto(BASE_URL + '/contact');
    await waitForHydration(page);
    expect(await page.title()).toBe('Contact - Conservation Tutorials Africa');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Contact us');
    // Labels, asterisks and autocomplete.
    expect(await page.getByRole('textbox', { name: 'Name', exact: true }).getAttribute('autocomplete')).toBe(
      'given-name',
    );
    expect(await page.getByRole('textbox', { name: 'Surname', exact: true }).getAttribute('autocomplete')).toBe(
      'family-name',
    );
    expect(await page.getByRole('textbox', { name: 'E-mail', exact: true }).getAttribute('autocomplete')).toBe('email');
    expect(await page.getByRole('textbox', { name: 'Cellphone (optional)', exact: true }).getAttribute('type')).toBe(
      'tel',
    );
    expect(await page.locator('label[for="contact-name"] .required-mark').textContent()).toBe(' *');
    expect(await page.locator('label[for="contact-cellphone"] .required-mark').count()).toBe(0);
    // The contact details stream in, French e-mail only in French.
    await page.getByTestId('contact-details').waitFor();
    expect(await page.getByTestId('contact-whatsapp').textContent()).toBe('082 123 4567');
    expect(await page.getByTestId('contact-email-fr').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));

    const posts: string[] = [];
    page.on('request', (request: Request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });

    // Empty form: nothing is sent; every required field says why; focus on the first.
    await page.getByTestId('contact-submit').click();
    expect(await describedError(page, 'name')).toBe('Please enter your name.');
    expect(await describedError(page, 'surname')).toBe('Please enter your surname.');
    expect(await describedError(page, 'email')).toBe('Please enter your e-mail address.');
    expect(await describedError(page, 'message')).toBe('Please write your message.');
    expect(await describedError(page, 'cellphone')).toBeNull();
    expect(await field(page, 'name').getAttribute('aria-invalid')).toBe('true');
    expect(await activeName(page)).toBe('name');
    expect(posts).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    // Fixing a field clears its error as one types; a bad value shows on leaving the field.
    await field(page, 'name').fill('Amina');
    expect(await describedError(page, 'name')).toBeNull();
    expect(await field(page, 'name').getAttribute('aria-invalid')).toBeNull();
    await field(page, 'cellphone').fill('082 123 4567');
    await field(page, 'cellphone').blur();
    expect(await describedError(page, 'cellphone')).toBe(
      'Please enter your cellphone number in international format, for example +27 82 123 4567, or leave it empty.',
    );
    await fillContact(page, { surname: 'Okafor', email: 'amina@example', message: 'Too short' });
    await page.getByTestId('contact-submit').click();
    expect(await describedError(page, 'email')).toBe(
      'Please enter a valid e-mail address, for example name@example.org.',
    );
    expect(await describedError(page, 'message')).toBe('Your message needs at least 10 characters.');
    expect(await activeName(page)).toBe('cellphone');
    expect(posts).toEqual([]);

    // A valid message is sent without a reload and confirmed; the form is emptied.
    const email = `amina.${unique()}@example.org`;
    await fillContact(page, {
      cellphone: '+27 82 123 4567',
      email,
      message: 'I would like to present on pangolin trafficking.',
    });
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/contact.data');
    await page.getByTestId('contact-submit').click();
    expect((await answer).status()).toBe(200);
    await page.getByTestId('contact-sent').waitFor();
    expect(await page.getByTestId('contact-sent').textContent()).toContain('Your message has reached our team');
    for (const name of ['name', 'surname', 'cellphone', 'email', 'message']) {
      expect(await field(page, name).inputValue(), name).toBe('');
    }
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
    expect(new URL(page.url()).pathname).toBe('/contact');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('checks the whole form when Send is clicked straight from a field with a wrong value', async () => {
    tab = await open();
    const { page } = tab;
    await page.goto(BASE_URL + '/contact');
    await waitForHydration(page);
    await field(page, 'name').fill('Amina');
    await field(page, 'email').fill('amina@example');
    // No blur first: a message appearing on blur must not move the button from under the click.
    await page.getByTestId('contact-submit').click();
    expect(await describedError(page, 'surname')).toBe('Please enter your surname.');
    expect(await describedError(page, 'email')).toBe(
      'Please enter a valid e-mail address, for example name@example.org.',
    );
    expect(await describedError(page, 'message')).toBe('Please write your message.');
    expect(await activeName(page)).toBe('surname');
  });

  it('speaks French: labels, errors and the confirmation', async () => {
    tab = await open({ locale: 'fr-FR' });
    const { page } = tab;
    await page.goto(BASE_URL + '/contact');
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Contactez-nous');
    await page.getByTestId('contact-details').waitFor();
    expect(await page.getByTestId('contact-email-fr').textContent()).toBe('bonjour@conservation-tutorials.example.org');
    await page.getByTestId('contact-submit').click();
    expect(await describedError(page, 'name')).toBe('Veuillez saisir votre prénom.');
    expect(await describedError(page, 'surname')).toBe('Veuillez saisir votre nom.');
    expect(await describedError(page, 'email')).toBe('Veuillez saisir votre adresse e-mail.');
    expect(await describedError(page, 'message')).toBe('Veuillez écrire votre message.');
    expect(await seriousViolations(page)).toEqual([]);

    await fillContact(page, {
      name: 'Awa',
      surname: 'Diop',
      email: `awa.${unique()}@example.org`,
      message: 'Je souhaite présenter nos travaux sur les mangroves.',
    });
    await page.getByTestId('contact-submit').click();
    await page.getByTestId('contact-sent').waitFor();
    expect(await page.getByTestId('contact-sent').textContent()).toContain(
      'Votre message est bien parvenu à notre équipe',
    );
  });

  it('shows the server’s refusal and keeps the text when the message cannot be stored', async () => {
    tab = await open();
    const { page } = tab;
    // Firestore failing is simulated by answering the action as the Worker then does: a real
    // refusal of the Worker, its code and message turned into those of a storage failure.
    await page.route('**/contact.data', async (route) => {
      // An empty form, which the Worker refuses (400) as it refuses any post it cannot accept.
      const real = await route.fetch({ postData: '' });
      const body = (await real.text())
        .replace(JSON.stringify('invalid'), JSON.stringify('unavailable'))
        .replace(
          JSON.stringify('Some fields need your attention.'),
          JSON.stringify(
            'Your message could not be sent right now. Please try again in a few minutes — your text is still in the form.',
          ),
        );
      await route.fulfill({ response: real, status: 503, body });
    });
    expectedErrors = [/status of 503/];
    await page.goto(BASE_URL + '/contact');
    await waitForHydration(page);
    const message = 'Please keep this text: it took me a long time to write.';
    await fillContact(page, { name: 'Amina', surname: 'Okafor', email: 'amina@example.org', message });
    await page.getByTestId('contact-submit').click();
    await page.getByTestId('contact-refused').waitFor();
    expect(await page.getByTestId('contact-refused').textContent()).toContain('your text is still in the form');
    expect(await field(page, 'message').inputValue()).toBe(message);
    expect(await field(page, 'name').inputValue()).toBe('Amina');
  });
});

describe('contact form without JavaScript', () => {
  it('posts to the page, which comes back with the errors and the values, then confirms (en)', async () => {
    tab = await open({ javaScript: false });
    const { page } = tab;
    expectedErrors = [/status of 400/];
    await page.goto(BASE_URL + '/contact');
    await fillContact(page, {
      name: 'Amina',
      surname: '',
      cellphone: '+27 82 123 4567',
      email: 'amina-at-example.org',
      message: 'Short',
    });
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByTestId('contact-submit').click();
    expect((await refused).status()).toBe(400);
    await page.waitForLoadState('domcontentloaded');
    expect(await describedError(page, 'surname')).toBe('Please enter your surname.');
    expect(await describedError(page, 'email')).toBe(
      'Please enter a valid e-mail address, for example name@example.org.',
    );
    expect(await describedError(page, 'message')).toBe('Your message needs at least 10 characters.');
    expect(await field(page, 'email').getAttribute('aria-invalid')).toBe('true');
    // What was typed is still there.
    expect(await field(page, 'name').inputValue()).toBe('Amina');
    expect(await field(page, 'cellphone').inputValue()).toBe('+27 82 123 4567');
    expect(await field(page, 'email').inputValue()).toBe('amina-at-example.org');
    expect(await field(page, 'message').inputValue()).toBe('Short');
    // A summary links to each field to fix.
    const summary = page.getByTestId('contact-summary');
    expect(await summary.getByRole('link').count()).toBe(3);
    expect(await summary.getByRole('link').first().getAttribute('href')).toBe('#contact-surname');

    await fillContact(page, {
      surname: 'Okafor',
      email: `amina.${unique()}@example.org`,
      message: 'I would like to present on pangolin trafficking.',
    });
    const accepted = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByTestId('contact-submit').click();
    expect((await accepted).status()).toBe(200);
    await page.getByTestId('contact-sent').waitFor();
    expect(await page.getByTestId('contact-sent').textContent()).toContain('Your message has reached our team');
    expect(await field(page, 'name').inputValue()).toBe('');
    expect(await field(page, 'message').inputValue()).toBe('');
  });

  it('answers in French', async () => {
    tab = await open({ javaScript: false, locale: 'fr-FR' });
    const { page } = tab;
    expectedErrors = [/status of 400/];
    await page.goto(BASE_URL + '/contact');
    await fillContact(page, { name: 'Awa', surname: 'Diop', email: 'awa@example.org', message: '' });
    await page.getByTestId('contact-submit').click();
    await page.waitForLoadState('domcontentloaded');
    expect(await describedError(page, 'message')).toBe('Veuillez écrire votre message.');
    expect(await field(page, 'surname').inputValue()).toBe('Diop');
  });
});

describe('newsletter sign-up on the home page', () => {
  it('subscribes without leaving the page, then thanks a second sign-up kindly', async () => {
    tab = await open();
    const { page } = tab;
    await page.goto(BASE_URL + '/');
    await waitForHydration(page);
    // The form hydrates after the page (decision 0027); before, it is the form post tested below.
    await waitForPartHydration(page, '[data-testid="newsletter-form"]');
    const form = page.getByTestId('newsletter-form');
    await form.scrollIntoViewIfNeeded();
    expect(await form.getByText('By subscribing, you agree to receive our newsletter by e-mail.').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));
    const email = form.getByLabel('E-mail address');

    // Checked here first.
    await email.fill('reader@');
    await form.getByTestId('newsletter-submit').click();
    // The rules load on first use of the form.
    await expect
      .poll(() => describedError(page, 'email'))
      .toBe('Please enter a valid e-mail address, for example name@example.org.');

    const address = `reader.${unique()}@example.org`;
    await email.fill(address);
    const first = page.waitForResponse((response) => new URL(response.url()).pathname === '/_.data');
    await form.getByTestId('newsletter-submit').click();
    expect((await first).status()).toBe(200);
    await page.getByTestId('newsletter-status').getByText('Thank you for subscribing!').waitFor();
    expect(await email.inputValue()).toBe('');

    // The same address again: the same answer, so the form tells nobody who is subscribed.
    await email.fill(address.toUpperCase());
    const second = page.waitForResponse((response) => new URL(response.url()).pathname === '/_.data');
    await form.getByTestId('newsletter-submit').click();
    expect((await second).status()).toBe(200);
    await page.getByTestId('newsletter-status').getByText('Thank you for subscribing!').waitFor();
    // The thanks of the first sign-up are still shown: the field empties when the second answer renders.
    await expect.poll(() => email.inputValue()).toBe('');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('works without JavaScript, in French', async () => {
    tab = await open({ javaScript: false, locale: 'fr-FR' });
    const { page } = tab;
    await page.goto(BASE_URL + '/');
    const form = page.getByTestId('newsletter-form');
    await form.getByLabel('Adresse e-mail').fill(`lectrice.${unique()}@example.org`);
    await form.getByTestId('newsletter-submit').click();
    await page.waitForLoadState('domcontentloaded');
    expect(await page.getByTestId('newsletter-status').textContent()).toContain('Merci de votre inscription !');
  });
});

describe('idle prefetch of the navigation’s pages', () => {
  /** Route modules of the pages in question (web/app/routes/<name>.tsx). */
  const PAGE_MODULES = new Set(['events', 'presentations', 'collections', 'presenters', 'blog', 'about', 'contact']);

  /** The page chunks the browser fetched (e.g. "events", the events route module). */
  function chunkNames(page: Page): string[] {
    const names: string[] = [];
    page.on('request', (request) => {
      const match = /\/assets\/([a-z-]+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
      if (match?.[1] && PAGE_MODULES.has(match[1])) names.push(match[1]);
    });
    return names;
  }

  it('fetches the modules of the main navigation’s pages once the page is idle', async () => {
    tab = await open();
    const { page } = tab;
    const chunks = chunkNames(page);
    await page.goto(BASE_URL + '/contact');
    await waitForHydration(page);
    await expect.poll(() => chunks.includes('events'), { timeout: 8000 }).toBe(true);
    await expect
      .poll(
        () => ['presentations', 'collections', 'presenters', 'blog', 'about'].filter((name) => !chunks.includes(name)),
        {
          timeout: 8000,
        },
      )
      .toEqual([]);
    // Following a link then needs no chunk request.
    const before = chunks.length;
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Events' }).click();
    await page.waitForURL((url) => url.pathname === '/events');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(chunks.slice(before).filter((name) => name === 'events')).toEqual([]);
  });

  it.each([
    ['data saving', { saveData: true, effectiveType: '4g' }],
    ['a 2g connection', { saveData: false, effectiveType: '2g' }],
    ['a slow-2g connection', { saveData: false, effectiveType: 'slow-2g' }],
  ])('prefetches nothing with %s', async (_case, connection) => {
    tab = await open();
    const { page } = tab;
    await page.addInitScript((value) => {
      Object.defineProperty(navigator, 'connection', { configurable: true, get: () => value });
    }, connection);
    const chunks = chunkNames(page);
    await page.goto(BASE_URL + '/contact');
    await waitForHydration(page);
    await page.waitForTimeout(3500);
    expect(chunks.filter((name) => name !== 'contact')).toEqual([]);
  });
});
