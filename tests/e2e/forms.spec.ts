// The public forms in Chromium: the contact form with and without JavaScript, in English and
// French; the newsletter sign-up on the home page; the prefetch of the site's pages (speculation
// rules).
import { BASE_URL, expect, test, waitForHydration, type OpenOptions, type Page, type TrackedPage } from './fixtures';
import { seriousViolations } from './audit';

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

test.describe('contact form with JavaScript', () => {
  test('checks the fields before sending, shows errors next to them, then sends and confirms (en)', async ({
    open,
  }) => {
    const { page } = await openForms(open);
    await page.goto(BASE_URL + '/contact');
    await waitForHydration(page);
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
    // The contact details stream in, French e-mail only in French.
    await expect(page.getByTestId('contact-details')).toBeVisible();
    await expect(page.getByTestId('contact-whatsapp')).toHaveText('082 123 4567');
    await expect(page.getByTestId('contact-email-fr')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));

    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });

    // Empty form: nothing is sent; every required field says why; focus on the first.
    await page.getByTestId('contact-submit').click();
    await expect.poll(() => describedError(page, 'name')).toBe('Please enter your name.');
    await expect.poll(() => describedError(page, 'surname')).toBe('Please enter your surname.');
    await expect.poll(() => describedError(page, 'email')).toBe('Please enter your e-mail address.');
    await expect.poll(() => describedError(page, 'message')).toBe('Please write your message.');
    await expect.poll(() => describedError(page, 'cellphone')).toBeNull();
    await expect(field(page, 'name')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'name')).toBeFocused();
    expect(posts).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    // Fixing a field clears its error as one types; a bad value shows on leaving the field.
    await field(page, 'name').fill('Amina');
    await expect.poll(() => describedError(page, 'name')).toBeNull();
    await expect(field(page, 'name')).not.toHaveAttribute('aria-invalid');
    await field(page, 'cellphone').fill('082 123 4567');
    await field(page, 'cellphone').blur();
    await expect
      .poll(() => describedError(page, 'cellphone'))
      .toBe(
        'Please enter your cellphone number in international format, for example +27 82 123 4567, or leave it empty.',
      );
    await fillContact(page, { surname: 'Okafor', email: 'amina@example', message: 'Too short' });
    await page.getByTestId('contact-submit').click();
    await expect
      .poll(() => describedError(page, 'email'))
      .toBe('Please enter a valid e-mail address, for example name@example.org.');
    await expect.poll(() => describedError(page, 'message')).toBe('Your message needs at least 10 characters.');
    await expect(field(page, 'cellphone')).toBeFocused();
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
    await expect(page.getByTestId('contact-sent')).toContainText('Your message has reached our team');
    for (const name of ['name', 'surname', 'cellphone', 'email', 'message']) {
      await expect(field(page, name), name).toHaveValue('');
    }
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
    await expect(page).toHaveURL((url) => url.pathname === '/contact');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('checks the whole form when Send is clicked straight from a field with a wrong value', async ({ open }) => {
    const { page } = await openForms(open);
    await page.goto(BASE_URL + '/contact');
    await waitForHydration(page);
    await field(page, 'name').fill('Amina');
    await field(page, 'email').fill('amina@example');
    // No blur first: a message appearing on blur must not move the button from under the click.
    await page.getByTestId('contact-submit').click();
    await expect.poll(() => describedError(page, 'surname')).toBe('Please enter your surname.');
    await expect
      .poll(() => describedError(page, 'email'))
      .toBe('Please enter a valid e-mail address, for example name@example.org.');
    await expect.poll(() => describedError(page, 'message')).toBe('Please write your message.');
    await expect(field(page, 'surname')).toBeFocused();
  });

  test('speaks French: labels, errors and the confirmation', async ({ open }) => {
    const { page } = await openForms(open, { locale: 'fr-FR' });
    await page.goto(BASE_URL + '/contact');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contactez-nous');
    await expect(page.getByTestId('contact-details')).toBeVisible();
    await expect(page.getByTestId('contact-email-fr')).toHaveText('bonjour@conservation-tutorials.example.org');
    await page.getByTestId('contact-submit').click();
    await expect.poll(() => describedError(page, 'name')).toBe('Veuillez saisir votre prénom.');
    await expect.poll(() => describedError(page, 'surname')).toBe('Veuillez saisir votre nom.');
    await expect.poll(() => describedError(page, 'email')).toBe('Veuillez saisir votre adresse e-mail.');
    await expect.poll(() => describedError(page, 'message')).toBe('Veuillez écrire votre message.');
    expect(await seriousViolations(page)).toEqual([]);

    await fillContact(page, {
      name: 'Awa',
      surname: 'Diop',
      email: `awa.${unique()}@example.org`,
      message: 'Je souhaite présenter nos travaux sur les mangroves.',
    });
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-sent')).toContainText('Votre message est bien parvenu à notre équipe');
  });

  test('shows the server’s refusal and keeps the text when the message cannot be stored', async ({ open }) => {
    const tab = await openForms(open);
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
    await page.goto(BASE_URL + '/contact');
    await waitForHydration(page);
    const message = 'Please keep this text: it took me a long time to write.';
    await fillContact(page, { name: 'Amina', surname: 'Okafor', email: 'amina@example.org', message });
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-refused')).toContainText('your text is still in the form');
    await expect(field(page, 'message')).toHaveValue(message);
    await expect(field(page, 'name')).toHaveValue('Amina');
    await expectLoggedAnswer(tab, 503);
  });
});

test.describe('contact form without JavaScript', () => {
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
  });
});

test.describe('newsletter sign-up on the home page', () => {
  test('subscribes with a plain form post, then thanks a second sign-up kindly', async ({ open }) => {
    const { page } = await openForms(open);
    await page.goto(BASE_URL + '/');
    await waitForHydration(page);
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
  test('full pages name the rules in a header, lite pages do not; the rules leave out what a visit changes', async () => {
    const full = await fetch(`${BASE_URL}/about`, { headers: { accept: 'text/html' } });
    await full.body?.cancel();
    expect(full.headers.get('speculation-rules')).toBe('"/speculation-rules.json"');
    const lite = await fetch(`${BASE_URL}/about?mode=lite`, { headers: { accept: 'text/html' } });
    await lite.body?.cancel();
    expect(lite.headers.get('speculation-rules')).toBeNull();
    const saveData = await fetch(`${BASE_URL}/about`, { headers: { accept: 'text/html', 'save-data': 'on' } });
    await saveData.body?.cancel();
    expect(saveData.headers.get('speculation-rules')).toBeNull();

    const rules = await fetch(`${BASE_URL}/speculation-rules.json`);
    expect(rules.status).toBe(200);
    expect(rules.headers.get('content-type')).toMatch(/^application\/speculationrules\+json/);
    const body = (await rules.json()) as {
      prefetch: { source: string; eagerness: string; where: { and: Record<string, unknown>[] } }[];
    };
    const [rule] = body.prefetch;
    expect(rule?.source).toBe('document');
    expect(rule?.eagerness).toBe('moderate');
    const excluded = JSON.stringify(rule?.where.and[1]);
    for (const path of ['/account/*', '/login', '/signup', '/*?*lang=*', '/*?*mode=*', '/admin/*', '/api/*'])
      expect(excluded).toContain(JSON.stringify(path));
  });

  test('the browser prefetches a page of the site the visitor is about to open', async ({ open }) => {
    const { page } = await openForms(open);
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (/prefetch/.test(request.headers()['sec-purpose'] ?? '')) prefetched.push(new URL(request.url()).pathname);
    });
    await page.goto(BASE_URL + '/faq');
    await waitForHydration(page);
    await page.locator('header a[href="/about"]').first().hover();
    await expect.poll(() => prefetched, { timeout: 10_000 }).toContain('/about');
    // Never a page that needs a member or changes something.
    expect(prefetched.filter((path) => /^\/(account|login|signup|profile)/.test(path))).toEqual([]);
  });
});
