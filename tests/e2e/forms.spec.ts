// The public forms in Chromium: the contact form with scripts and without (a plain form posted to
// the page either way), in English and French; the newsletter sign-up on the home page; the
// prefetch of the site's pages (speculation rules).
import { BASE_URL, expect, test, VISITOR_USER_AGENT, type OpenOptions, type Page, type TrackedPage } from './fixtures';
import { seriousViolations } from './audit';
import { expectOnScreen } from './viewport';

const unique = () => Math.random().toString(36).slice(2, 10);
/** Each test posts from its own client address, so the hourly limit never spans tests or runs. */
const clientAddress = () =>
  `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** A page of the `open` fixture that posts from its own client address. */
async function openForms(
  open: (options?: OpenOptions) => Promise<TrackedPage>,
  options: OpenOptions = {},
): Promise<TrackedPage> {
  const tab = await open(options);
  await tab.context.setExtraHTTPHeaders({ 'cf-connecting-ip': clientAddress() });
  return tab;
}

/**
 * Takes out of the page's `errors` the console line the browser logs for an answer the test asked
 * for (e.g. a 400), once it has been logged, so that a line coming late cannot fail the test.
 */
async function expectLoggedAnswer(tab: TrackedPage, status: number): Promise<void> {
  const expected = (error: string) => error.includes(`status of ${status}`);
  await expect.poll(() => tab.errors.some(expected), `console line for the ${status} answer`).toBe(true);
  tab.errors.splice(0, tab.errors.length, ...tab.errors.filter((error) => !expected(error)));
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

test.describe('contact form with scripts', () => {
  // The page loads no React (issue #25): the form posts to the page as it does with no script, and
  // the page comes back with the errors beside the fields, or the confirmation.
  test('shows the server’s errors next to the fields with what was typed, then sends and confirms (en)', async ({
    open,
  }) => {
    const tab = await openForms(open);
    const { page } = tab;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(BASE_URL + '/contact');
    await expect(page).toHaveTitle('Contact - Conservation Tutorials Africa');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
    // Labels, asterisks and autocomplete.
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute(
      'autocomplete',
      'given-name',
    );
    await expect(page.getByRole('textbox', { name: 'Surname', exact: true })).toHaveAttribute(
      'autocomplete',
      'family-name',
    );
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveAttribute('autocomplete', 'email');
    await expect(page.getByRole('textbox', { name: 'Cellphone (optional)', exact: true })).toHaveAttribute(
      'type',
      'tel',
    );
    await expect(page.locator('label[for="contact-name"] .required-mark')).toHaveText(' *');
    await expect(page.locator('label[for="contact-cellphone"] .required-mark')).toHaveCount(0);
    // The contact details are in the page, the French e-mail only in French.
    await expect(page.getByTestId('contact-details')).toBeVisible();
    await expect(page.getByTestId('contact-whatsapp')).toHaveText('082 123 4567');
    await expect(page.getByTestId('contact-email-fr')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Wrong values: the page comes back (400) with each error beside its field and in a summary.
    await fillContact(page, { name: 'Amina', cellphone: '082 123 4567', email: 'amina@example', message: 'Too short' });
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByTestId('contact-submit').click();
    expect((await refused).status()).toBe(400);
    await page.waitForLoadState('load');
    await expect.poll(() => describedError(page, 'surname')).toBe('Please enter your surname.');
    await expect
      .poll(() => describedError(page, 'cellphone'))
      .toBe(
        'Please enter your cellphone number in international format, for example +27 82 123 4567, or leave it empty.',
      );
    await expect
      .poll(() => describedError(page, 'email'))
      .toBe('Please enter a valid e-mail address, for example name@example.org.');
    await expect.poll(() => describedError(page, 'message')).toBe('Your message needs at least 10 characters.');
    await expect.poll(() => describedError(page, 'name')).toBeNull();
    await expect(field(page, 'surname')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'name')).not.toHaveAttribute('aria-invalid');
    await expect(field(page, 'name')).toHaveValue('Amina');
    await expect(field(page, 'message')).toHaveValue('Too short');
    await expect(page.getByTestId('contact-summary').getByRole('link')).toHaveCount(4);
    // The first field to fix has the focus (autofocus: no script needed).
    await expect(field(page, 'surname')).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await expectLoggedAnswer(tab, 400);

    // A valid message is sent and confirmed; the form is empty again.
    await fillContact(page, {
      surname: 'Okafor',
      cellphone: '+27 82 123 4567',
      email: `amina.${unique()}@example.org`,
      message: 'I would like to present on pangolin trafficking.',
    });
    const accepted = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByTestId('contact-submit').click();
    expect((await accepted).status()).toBe(200);
    await expect(page.getByTestId('contact-sent')).toContainText('Your message has reached our team');
    await expect(page.getByTestId('contact-status')).toBeFocused();
    for (const name of ['name', 'surname', 'cellphone', 'email', 'message']) {
      await expect(field(page, name), name).toHaveValue('');
    }
    await expect(page).toHaveURL((url) => url.pathname === '/contact');
    // No captcha script where none is configured (the test stack has no keys).
    expect(scripts.filter((address) => /recaptcha|google/.test(address))).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('speaks French: labels, errors and the confirmation', async ({ open }) => {
    const tab = await openForms(open, { locale: 'fr-FR' });
    const { page } = tab;
    await page.goto(BASE_URL + '/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contactez-nous');
    await expect(page.getByTestId('contact-details')).toBeVisible();
    await expect(page.getByTestId('contact-email-fr')).toHaveText('bonjour@conservation-tutorials.example.org');
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByTestId('contact-submit').click();
    expect((await refused).status()).toBe(400);
    await page.waitForLoadState('load');
    await expect.poll(() => describedError(page, 'name')).toBe('Veuillez saisir votre prénom.');
    await expect.poll(() => describedError(page, 'surname')).toBe('Veuillez saisir votre nom.');
    await expect.poll(() => describedError(page, 'email')).toBe('Veuillez saisir votre adresse e-mail.');
    await expect.poll(() => describedError(page, 'message')).toBe('Veuillez écrire votre message.');
    expect(await seriousViolations(page)).toEqual([]);
    await expectLoggedAnswer(tab, 400);

    await fillContact(page, {
      name: 'Awa',
      surname: 'Diop',
      email: `awa.${unique()}@example.org`,
      message: 'Je souhaite présenter nos travaux sur les mangroves.',
    });
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-sent')).toContainText('Votre message est bien parvenu à notre équipe');
  });
});

test.describe('contact form with no script', () => {
  test('posts to the page, which comes back with the errors and the values, then confirms (en)', async ({ open }) => {
    const tab = await openForms(open, { javaScriptEnabled: false });
    const { page } = tab;
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
    await expect.poll(() => describedError(page, 'surname')).toBe('Please enter your surname.');
    await expect
      .poll(() => describedError(page, 'email'))
      .toBe('Please enter a valid e-mail address, for example name@example.org.');
    await expect.poll(() => describedError(page, 'message')).toBe('Your message needs at least 10 characters.');
    await expect(field(page, 'email')).toHaveAttribute('aria-invalid', 'true');
    // What was typed is still there.
    await expect(field(page, 'name')).toHaveValue('Amina');
    await expect(field(page, 'cellphone')).toHaveValue('+27 82 123 4567');
    await expect(field(page, 'email')).toHaveValue('amina-at-example.org');
    await expect(field(page, 'message')).toHaveValue('Short');
    // A summary links to each field to fix.
    const summary = page.getByTestId('contact-summary');
    await expect(summary.getByRole('link')).toHaveCount(3);
    await expect(summary.getByRole('link').first()).toHaveAttribute('href', '#contact-surname');
    await expect(field(page, 'surname')).toBeFocused();
    await expectLoggedAnswer(tab, 400);

    await fillContact(page, {
      surname: 'Okafor',
      email: `amina.${unique()}@example.org`,
      message: 'I would like to present on pangolin trafficking.',
    });
    const accepted = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByTestId('contact-submit').click();
    expect((await accepted).status()).toBe(200);
    await expect(page.getByTestId('contact-sent')).toContainText('Your message has reached our team');
    await expect(field(page, 'name')).toHaveValue('');
    await expect(field(page, 'message')).toHaveValue('');
  });

  test('answers in French', async ({ open }) => {
    const tab = await openForms(open, { javaScriptEnabled: false, locale: 'fr-FR' });
    const { page } = tab;
    await page.goto(BASE_URL + '/contact');
    await fillContact(page, { name: 'Awa', surname: 'Diop', email: 'awa@example.org', message: '' });
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByTestId('contact-submit').click();
    expect((await refused).status()).toBe(400);
    await page.waitForLoadState('domcontentloaded');
    await expect.poll(() => describedError(page, 'message')).toBe('Veuillez écrire votre message.');
    await expect(field(page, 'surname')).toHaveValue('Diop');
    await expectLoggedAnswer(tab, 400);

    await fillContact(page, {
      email: `awa.${unique()}@example.org`,
      message: 'Je souhaite présenter nos travaux sur les mangroves.',
    });
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-sent')).toContainText('Votre message est bien parvenu à notre équipe');
    await expect(field(page, 'surname')).toHaveValue('');
  });
});

test.describe('newsletter sign-up on the home page', () => {
  test('subscribes with a plain form post, then thanks a second sign-up kindly', async ({ open }) => {
    const { page } = await openForms(open);
    await page.goto(BASE_URL + '/');
    const form = page.getByTestId('newsletter-form');
    await form.scrollIntoViewIfNeeded();
    await expect(form.getByText('By subscribing, you agree to receive our newsletter by e-mail.')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    const address = `reader.${unique()}@example.org`;
    await form.getByLabel('E-mail address').fill(address);
    const first = page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/',
    );
    await form.getByTestId('newsletter-submit').click();
    expect((await first).status()).toBe(200);
    await expect(page.getByTestId('newsletter-status').getByText('Thank you for subscribing!')).toBeVisible();
    // The page the action answered: the field is empty again.
    await expect(page.getByTestId('newsletter-form').getByLabel('E-mail address')).toHaveValue('');

    // The same address again: the same answer, so the form tells nobody who is subscribed.
    await page.getByTestId('newsletter-form').getByLabel('E-mail address').fill(address.toUpperCase());
    const second = page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/',
    );
    await page.getByTestId('newsletter-form').getByTestId('newsletter-submit').click();
    expect((await second).status()).toBe(200);
    await expect(page.getByTestId('newsletter-status').getByText('Thank you for subscribing!')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const javaScriptEnabled of [true, false])
    test(`opens the answer page at the form on a phone, JavaScript ${javaScriptEnabled ? 'on' : 'off'} (issue #31)`, async ({
      open,
    }) => {
      const tab = await openForms(open, {
        javaScriptEnabled,
        userAgent: VISITOR_USER_AGENT,
        viewport: { width: 390, height: 844 },
      });
      const { page } = tab;
      await page.goto(BASE_URL + '/');
      // A refused address: its message and the field on screen.
      const form = page.getByTestId('newsletter-form');
      await form.getByLabel('E-mail address').fill('not-an-address');
      await form.getByTestId('newsletter-submit').click();
      await expectOnScreen(page.getByTestId('newsletter-form').locator('.field-error'));
      await expectOnScreen(page.getByTestId('newsletter-form').getByLabel('E-mail address'));
      await expect(page.getByTestId('newsletter-form').getByLabel('E-mail address')).toBeFocused();
      await expectLoggedAnswer(tab, 400);
      // The thanks.
      await page.getByTestId('newsletter-form').getByLabel('E-mail address').fill(`phone.${unique()}@example.org`);
      await page.getByTestId('newsletter-form').getByTestId('newsletter-submit').click();
      const thanks = page.getByTestId('newsletter-status').getByText('Thank you for subscribing!');
      await expectOnScreen(thanks);
      expect(new URL(page.url()).hash).toBe('#newsletter');
    });

  test('works without JavaScript, in French', async ({ open }) => {
    const { page } = await openForms(open, { javaScriptEnabled: false, locale: 'fr-FR' });
    await page.goto(BASE_URL + '/');
    const form = page.getByTestId('newsletter-form');
    await form.getByLabel('Adresse e-mail').fill(`lectrice.${unique()}@example.org`);
    await form.getByTestId('newsletter-submit').click();
    await expect(page.getByTestId('newsletter-status')).toContainText('Merci de votre inscription !');
  });
});

test.describe('prefetch of the site’s pages (speculation rules)', () => {
  test('full pages carry the rules, lite pages do not, none fetches them; the rules leave out what a visit changes', async () => {
    const rulesOf = async (headers: Record<string, string>, query = '') => {
      const response = await fetch(`${BASE_URL}/about${query}`, { headers: { accept: 'text/html', ...headers } });
      // Written into the page (issue #31): no header that would have the browser fetch a file first.
      expect(response.headers.get('speculation-rules')).toBeNull();
      const found = [...(await response.text()).matchAll(/<script type="speculationrules">([^<]*)<\/script>/g)];
      return found.map((match) => match[1] ?? '');
    };
    expect(await rulesOf({}, '?mode=lite')).toEqual([]);
    expect(await rulesOf({ 'save-data': 'on' })).toEqual([]);
    const [text, ...more] = await rulesOf({});
    expect(more).toEqual([]);
    expect((await fetch(`${BASE_URL}/speculation-rules.json`)).status).toBe(404);
    const body = JSON.parse(text ?? '') as {
      prefetch: { source: string; eagerness: string; where: { and: Record<string, unknown>[] } }[];
    };
    const [rule] = body.prefetch;
    expect(rule?.source).toBe('document');
    expect(rule?.eagerness).toBe('moderate');
    const excluded = JSON.stringify(rule?.where.and[1]);
    // Never a member's page, a switch (language, mode, country) or a talk's files (issue #26).
    for (const path of [
      '/account/*',
      '/login',
      '/signup',
      '/*?*lang=*',
      '/*?*mode=*',
      '/*?*country=*',
      '/api/*',
      '/video-presentations/*/media/*',
      '/video-presentations/*/transcript.html',
    ])
      expect(excluded).toContain(JSON.stringify(path));
  });

  test('the browser prefetches a page of the site the visitor is about to open', async ({ open }) => {
    const { page } = await openForms(open);
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (/prefetch/.test(request.headers()['sec-purpose'] ?? '')) prefetched.push(new URL(request.url()).pathname);
    });
    await page.goto(BASE_URL + '/faq');
    await page.locator('header a[href="/about"]').first().hover();
    await expect.poll(() => prefetched, { timeout: 10_000 }).toContain('/about');
    // Never a page that needs a member or changes something.
    expect(prefetched.filter((path) => /^\/(account|login|signup|profile)/.test(path))).toEqual([]);
  });
});
