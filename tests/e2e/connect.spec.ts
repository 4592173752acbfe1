// The connection request on a presenter's page (spec §4, issue #25) with scripts and with none, in
// en and fr: a plain form to /account/actions whose confirmation ("Connect with this presenter?",
// Cancel / "Go ahead!") is a popover opened by its button with no script and no round trip; the
// request is sent once, a second is refused kindly; a visitor is sent to sign in and brought back.
// The browser never calls the JSON API for it.
import { BASE_URL, expect, newMember, signIn, test, type Page } from './fixtures';
import { seriousViolations } from './audit';

const TEXTS = {
  en: {
    locale: 'en-GB',
    button: /^Connect with .*Mokoena$/,
    title: 'Connect with this presenter?',
    text: 'A connection request will be sent and facilitated by the product team.',
    cancel: 'Cancel',
    confirm: 'Go ahead!',
    reason: /Why would you like to meet this presenter/,
    sent: 'Your connection request has been sent.',
    requested: 'Connection requested',
    seeConnections: 'See my connections',
    open: 'You already have an open connection request with this presenter.',
    signIn: /^Sign in to connect with .*Mokoena$/,
  },
  fr: {
    locale: 'fr-FR',
    button: /^Entrer en contact avec .*Mokoena$/,
    title: 'Entrer en contact avec ce présentateur\u00a0?',
    text: 'Une demande de mise en relation sera envoyée et facilitée par l’équipe du site.',
    cancel: 'Annuler',
    confirm: 'Allons-y\u00a0!',
    reason: /Pourquoi souhaitez-vous rencontrer ce présentateur/,
    sent: 'Votre demande de mise en relation a été envoyée.',
    requested: 'Demande envoyée',
    seeConnections: 'Voir mes mises en relation',
    open: 'Vous avez déjà une demande de mise en relation en cours avec ce présentateur.',
    signIn: /^Connectez-vous pour entrer en contact avec .*Mokoena$/,
  },
} as const;

const PRESENTER = '/presenters/presenter-1';

/** Every request to the member API the page makes (there must be none). */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/connections')) calls.push(request.url());
  });
  return calls;
}

for (const language of ['en', 'fr'] as const)
  for (const scripts of [true, false]) {
    const text = TEXTS[language];
    const how = scripts ? 'with scripts' : 'with no script';

    test(`asks with the spec's dialog, sends the request once, and refuses a second kindly, ${how} (${language})`, async ({
      open,
    }) => {
      const account = await newMember('user', language === 'en' ? 'Naledi' : 'Awa');
      const { page } = await open({ locale: text.locale, ...(scripts ? {} : { javaScriptEnabled: false }) });
      await signIn(page, account);
      const calls = apiCalls(page);
      await page.goto(BASE_URL + PRESENTER);
      const connect = page.getByTestId('connect');
      const dialog = page.getByRole('dialog', { name: text.title });
      await expect(dialog).toBeHidden();

      // The question, then Cancel: nothing sent, the dialog gone, the button there again.
      await connect.getByRole('button', { name: text.button }).click();
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(text.text);
      await expect(dialog.getByLabel(text.reason)).toBeFocused();
      if (scripts) expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: text.cancel }).click();
      await expect(dialog).toBeHidden();
      expect(new URL(page.url()).pathname).toBe(PRESENTER);

      // Again, with a reason, and "Go ahead!": the form posts, the page comes back saying so.
      await connect.getByRole('button', { name: text.button }).click();
      await dialog.getByLabel(text.reason).fill('I study the Karoo’s farms.');
      await dialog.getByRole('button', { name: text.confirm }).click();
      await expect(connect.getByRole('status')).toContainText(text.sent);
      await expect(connect.getByRole('link', { name: text.seeConnections })).toHaveAttribute(
        'href',
        '/account/connections',
      );
      await expect(connect.getByRole('button', { name: text.requested })).toBeVisible();
      await expect(page).toHaveURL((url) => url.searchParams.get('done') === 'sent');

      // A second request with the same presenter is refused in words.
      await page.goto(BASE_URL + PRESENTER);
      await connect.getByRole('button', { name: text.button }).click();
      await dialog.getByRole('button', { name: text.confirm }).click();
      await expect(connect.getByRole('status')).toContainText(text.open);
      expect(calls).toEqual([]);
    });

    test(`sends a visitor to sign in and brings them back, ${how} (${language})`, async ({ open }) => {
      const account = await newMember('user', 'Lindiwe');
      const { page } = await open({ locale: text.locale, ...(scripts ? {} : { javaScriptEnabled: false }) });
      await page.goto(BASE_URL + PRESENTER);
      await expect(page.getByTestId('connect')).toHaveCount(0);
      await page.getByRole('link', { name: text.signIn }).click();
      await expect(page).toHaveURL(
        (url) => url.pathname === '/login' && url.searchParams.get('redirect') === PRESENTER,
      );
      await page.locator('input[name="email"]').fill(account.email);
      await page.locator('input[name="password"]').fill(account.password);
      await page.getByTestId('login-submit').click();
      await page.waitForURL((url) => url.pathname === PRESENTER);
      await expect(page.getByTestId('connect').getByRole('button', { name: text.button })).toBeVisible();
    });
  }

test('a browser without popovers gets the question in the page after posting (the two-step flow)', async ({ open }) => {
  const account = await newMember('user', 'Thandi');
  const { page } = await open();
  await signIn(page, account);
  await page.goto(BASE_URL + PRESENTER);
  // What such a browser's button does: send the form unconfirmed (here its fallback button is
  // hidden, as popovers work).
  await page.getByTestId('connect').evaluate((form) => (form as HTMLFormElement).submit());
  await expect(page).toHaveURL((url) => url.searchParams.get('done') === 'confirm');
  const question = page.getByRole('group', { name: TEXTS.en.title });
  await expect(question).toContainText(TEXTS.en.text);
  await question.getByRole('button', { name: TEXTS.en.confirm }).click();
  await expect(page.getByTestId('connect').getByRole('status')).toContainText(TEXTS.en.sent);
});
