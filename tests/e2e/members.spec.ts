// Members in a real browser against the emulators: sign-up, e-mail verification through the
// development mailbox, sign-in, the route guard both ways, the account pages (lists, presenter
// profile with an image, connections), sign-out with its overlay, and the auth screens' errors in
// English and French. The test stack seeds nothing: every account is made through the UI.
import { deflateSync } from 'node:zlib';
import { crc32 } from '#shared/lib/image-check.ts';
import { BASE_URL, expect, openTracked, test, type Page, type TrackedPage } from './fixtures';
import { seriousViolations } from './audit';
import { AUTH_HOST } from './accounts';

const PRESENTATION_ID = 'presentation-1';
const PRESENTER_ID = 'presenter-3';

/** A unique address per run: the Auth emulator keeps accounts for the whole test run. */
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const member = {
  firstName: 'Naledi',
  lastName: 'Dlamini',
  email: `naledi.${stamp}@example.org`,
  telephone: '+27 82 555 0101',
  password: 'river-crossing-42',
};

/** A PNG of the given size (one colour), built byte by byte: signature, IHDR, IDAT, IEND. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([0x9a, 0xb2, 0x7c], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Console errors the browser logs for answers a test provokes on purpose (e.g. a refused sign-in). */
const expectedFailures = (errors: string[], statuses: number[]) =>
  errors.filter(
    (error) => !statuses.some((status) => error.includes(`the server responded with a status of ${status}`)),
  );

async function open(page: Page, path: string) {
  const response = await page.goto(BASE_URL + path);
  return response;
}

/** How far the page scrolls sideways (0: it fits the screen). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function fillSignup(page: Page) {
  await page.getByLabel('First name').fill(member.firstName);
  await page.getByLabel('Last name').fill(member.lastName);
  await page.getByLabel(/^E-mail/).fill(member.email);
  await page.getByLabel('Telephone').fill(member.telephone);
  await page.getByLabel(/^Password/).fill(member.password);
  await page.getByLabel(/A presenter/).check();
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
}

async function signIn(page: Page, path = '/login') {
  await open(page, path);
  await page.getByLabel(/^E-mail/).fill(member.email);
  await page.getByLabel(/^Password/).fill(member.password);
  await page.getByTestId('login-submit').click();
}

/** Whether the Worker serves the development mailbox (the test stack's, DEV_MODE). */
const mailboxMounted = async () => (await fetch(`${BASE_URL}/dev/mailbox`).catch(() => null))?.status === 200;

/** Opens the verification link of `email` from the development mailbox page. */
async function openVerificationLink(page: Page, email: string) {
  // The test stack mounts it (DEV_MODE): a stack without it fails here.
  expect(await mailboxMounted(), `${BASE_URL}/dev/mailbox answers 200`).toBe(true);
  await page.goto(`${BASE_URL}/dev/mailbox`);
  await page.locator(`section[data-email="${email}"] li[data-type="VERIFY_EMAIL"] a`).first().click();
  // The emulator verifies, then sends the browser back to the site's sign-in page.
  await page.waitForURL((url) => url.pathname === '/login');
}

test.beforeAll(() => {
  expect(AUTH_HOST, 'FIREBASE_AUTH_EMULATOR_HOST').not.toBe('');
});

test.describe('auth screens for visitors', () => {
  // Each test's tab comes from the `open` fixture, which closes it and fails on any console error.
  test('sends a visitor from the account area to sign in, and back after', async ({ open: openTab }) => {
    const tab = await openTab();
    await open(tab.page, '/account/watchlist');
    await expect(tab.page).toHaveURL((url) => url.pathname === '/login');
    expect(new URL(tab.page.url()).searchParams.get('redirect')).toBe('/account/watchlist');
    await expect(tab.page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    await expect(tab.page.getByText('Please sign in to see this page.')).toHaveCount(1);
  });

  for (const path of ['/login', '/signup', '/forgot', '/resend-email-verification']) {
    test(`renders ${path} with no serious accessibility violation and no Firebase before it is needed`, async ({
      open: openTab,
    }) => {
      const tab = await openTab();
      const scripts: string[] = [];
      tab.page.on('request', (request) => scripts.push(request.url()));
      expect((await open(tab.page, path))?.status()).toBe(200);
      await expect(tab.page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(await seriousViolations(tab.page)).toEqual([]);
      // No call to the Auth emulator happens just by showing the page.
      expect(scripts.filter((address) => address.includes(AUTH_HOST))).toEqual([]);
    });
  }

  test('loads no Firebase code on public pages', async ({ open: openTab }) => {
    const tab = await openTab();
    const scripts: string[] = [];
    tab.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await open(tab.page, '/');
    await open(tab.page, '/video-presentations');
    await tab.page.getByRole('link', { name: 'Presenters' }).first().click();
    await tab.page.waitForURL((url) => url.pathname === '/presenters');
    expect(scripts.filter((address) => /firebase|session-sync/.test(address))).toEqual([]);
  });

  test('checks the sign-up form with HTML constraints, then the server, keeping what was typed', async ({
    open: openTab,
  }) => {
    const tab = await openTab();
    await open(tab.page, '/signup');
    // The browser stops the obvious slips before a round trip.
    await expect(tab.page.getByLabel(/^Password/)).toHaveAttribute('minlength', '8');
    await expect(tab.page.getByLabel(/^E-mail/)).toHaveAttribute('type', 'email');
    await expect(tab.page.getByRole('checkbox', { name: /I accept the terms and conditions/ })).toHaveAttribute(
      'required',
      '',
    );
    await tab.page.getByTestId('signup-submit').click();
    await expect(tab.page).toHaveURL((url) => url.pathname === '/signup');
    expect(
      await tab.page.getByLabel('First name').evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    // The server's schema is the authority: a password of letters only comes back with its message.
    await fillSignup(tab.page);
    await tab.page.getByLabel(/^Password/).fill('savanna-dusk');
    await tab.page.getByTestId('signup-submit').click();
    await expect(tab.page.getByText('The password must contain letters and digits.')).toHaveCount(1);
    await expect(tab.page.getByLabel('First name')).toHaveValue(member.firstName);
    await expect(tab.page.getByLabel(/^Password/)).toHaveValue('');
    // The first field to fix has the focus.
    await expect.poll(() => tab.page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');
    const terms = tab.page.getByRole('link', { name: 'terms and conditions' });
    await expect(terms).toHaveAttribute('href', '/legal/terms-and-conditions');
    await expect(tab.page.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/legal/privacy-policy',
    );
    tab.errors.splice(0, tab.errors.length, ...expectedFailures(tab.errors, [400]));
  });

  test('shows Firebase refusals as messages, in French too', async ({ open: openTab }) => {
    const tab = await openTab({ locale: 'fr-FR' });
    await open(tab.page, '/login');
    await expect(tab.page.getByRole('heading', { level: 1 })).toHaveText('Connexion');
    await tab.page.getByLabel(/^E-mail/).fill(`nobody.${stamp}@example.org`);
    await tab.page.getByLabel(/^Mot de passe/).fill('wrong-password-1');
    await tab.page.getByTestId('login-submit').click();
    await tab.page.getByTestId('login-error').waitFor();
    await expect(tab.page.getByTestId('login-error')).toContainText(
      'L’adresse e-mail ou le mot de passe est incorrect.',
    );
    expect(await seriousViolations(tab.page)).toEqual([]);
    // The Auth emulator answered 400, which the browser logs; nothing else may appear.
    tab.errors.splice(0, tab.errors.length, ...expectedFailures(tab.errors, [400]));
  });

  test('answers the forgotten-password form with the same neutral confirmation', async ({ open: openTab }) => {
    const tab = await openTab();
    await open(tab.page, '/forgot');
    await tab.page.getByLabel(/^E-mail/).fill(`nobody.${stamp}@example.org`);
    await tab.page.getByTestId('forgot-submit').click();
    await tab.page.getByTestId('forgot-sent').waitFor();
    await expect(tab.page.getByTestId('forgot-sent')).toContainText(`nobody.${stamp}@example.org`);
    tab.errors.splice(0, tab.errors.length, ...expectedFailures(tab.errors, [400]));
  });
});

test.describe('a member from sign-up to sign-out', () => {
  // One member's story, in order, in one tab.
  test.describe.configure({ mode: 'serial' });
  let tab: TrackedPage;
  test.beforeAll(async ({ browser }) => {
    tab = await openTracked(browser);
  });
  test.afterEach(() => {
    const errors = [...tab.errors];
    tab.errors.length = 0;
    expect(errors, 'console errors').toEqual([]);
  });
  test.afterAll(async () => {
    await tab?.context.close();
  });

  test('signs up as a presenter and stays a visitor until the e-mail is verified', async () => {
    await open(tab.page, '/signup');
    await fillSignup(tab.page);
    await tab.page.getByTestId('signup-submit').click();
    await tab.page.getByTestId('signup-done').waitFor({ timeout: 20_000 });
    await expect(tab.page.getByTestId('signup-done')).toContainText(member.email);

    // Signing in before verifying: a message, the way to a new link, and no session.
    await signIn(tab.page);
    await tab.page.getByTestId('login-unverified').waitFor();
    await expect(tab.page.getByTestId('login-unverified').getByRole('link')).toHaveAttribute(
      'href',
      '/resend-email-verification',
    );
    // The refusal's 403 is what the browser logs; nothing else may appear.
    tab.errors.splice(0, tab.errors.length, ...expectedFailures(tab.errors, [403]));
    await open(tab.page, '/profile');
    await expect(tab.page).toHaveURL((url) => url.pathname === '/login');

    // The resend screen sends a second link (and signs out again).
    await open(tab.page, '/resend-email-verification');
    await tab.page.getByLabel(/^E-mail/).fill(member.email);
    await tab.page.getByLabel(/^Password/).fill(member.password);
    await tab.page.getByTestId('resend-submit').click();
    await tab.page.getByTestId('resend-sent').waitFor();
  });

  test('verifies the e-mail through the development mailbox, then signs in to the redirect target', async () => {
    await openVerificationLink(tab.page, member.email);
    await signIn(tab.page, '/login?redirect=%2Faccount%2Fwatchlist');
    await tab.page.waitForURL((url) => url.pathname === '/account/watchlist', { timeout: 20_000 });
    // The header knows the member (a fresh document after sign-in).
    await expect(tab.page.locator('.account-menu-trigger')).toHaveCount(1);
    await expect(tab.page.getByTestId('list-empty')).toHaveText('You have no history');
    expect(await seriousViolations(tab.page)).toEqual([]);
  });

  test('sends a signed-in member away from the sign-in and sign-up screens', async () => {
    await open(tab.page, '/login');
    await expect(tab.page).toHaveURL((url) => url.pathname === '/profile');
    await open(tab.page, '/signup');
    await expect(tab.page).toHaveURL((url) => url.pathname === '/profile');
    await expect(tab.page.getByRole('heading', { level: 1 })).toHaveText(`Hello, ${member.firstName}!`);
    expect(await seriousViolations(tab.page)).toEqual([]);
  });

  test('adds a presentation to the watchlist and removes it after confirming', async () => {
    await open(tab.page, `/video-presentations/${PRESENTATION_ID}`);
    const toggle = tab.page.getByTestId('watchlist-toggle');
    if ((await toggle.count()) > 0) {
      await toggle.getByRole('button', { name: 'Add to watchlist' }).click();
      await toggle.getByText('Added to your watchlist.').waitFor();
    } else {
      // Until the presentation page places the ListToggle: the same request it makes.
      const status = await tab.page.evaluate(
        async (id) => (await fetch(`/api/watchlist/${id}`, { method: 'PUT' })).status,
        PRESENTATION_ID,
      );
      expect(status).toBe(204);
    }
    await open(tab.page, '/profile');
    await expect(tab.page.getByTestId('count-watchlist')).toHaveText('1');

    await open(tab.page, '/account/watchlist');
    const rows = tab.page.getByTestId('list-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByRole('link')).toHaveText('Rhino Poaching on the Front Line');
    expect(await seriousViolations(tab.page)).toEqual([]);
    // The same page in French with a few rows: each title link was a 16 px target 2 px above its
    // "Enregistrer hors ligne" button (axe target-size, serious).
    const others = ['presentation-2', 'presentation-3'];
    const listRequest = (method: string) =>
      tab.page.evaluate(
        async ({ ids, method }) =>
          Promise.all(ids.map(async (id) => (await fetch(`/api/watchlist/${id}`, { method })).status)),
        { ids: others, method },
      );
    expect(await listRequest('PUT')).toEqual([204, 204]);
    await tab.context.addCookies([{ name: 'i18n_redirected', value: 'fr', url: BASE_URL }]);
    await open(tab.page, '/account/watchlist');
    await expect(tab.page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(rows).toHaveCount(3);
    expect(await seriousViolations(tab.page)).toEqual([]);
    expect(await listRequest('DELETE')).toEqual([204, 204]);
    await tab.context.addCookies([{ name: 'i18n_redirected', value: 'en', url: BASE_URL }]);
    await open(tab.page, '/account/watchlist');
    await expect(rows).toHaveCount(1);

    // Cancel keeps it; confirming removes it (a popover in the page, then the form's post).
    await rows.first().getByTestId('list-remove').click();
    const dialog = tab.page.getByRole('alertdialog');
    await expect(dialog).toContainText('“Rhino Poaching on the Front Line” will be removed from your watchlist.');
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(rows).toHaveCount(1);
    await rows.first().getByTestId('list-remove').click();
    await tab.page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await tab.page.getByTestId('list-empty').waitFor();
    await expect(tab.page.getByText('Removed from your watchlist.')).toHaveCount(1);
  });

  test('refuses a wrong image in the browser and saves the presenter profile with a right one', async () => {
    await open(tab.page, '/account/profile');
    const form = tab.page.getByTestId('presenter-profile');
    await form.waitFor();
    expect(await seriousViolations(tab.page)).toEqual([]);
    // Prefilled from the sign-up; the required fields carry an asterisk.
    await expect(form.getByLabel(/^Name/)).toHaveValue(member.firstName);
    await expect(form.getByLabel(/^E-mail/)).toHaveValue(member.email);

    const uploads: string[] = [];
    tab.page.on('request', (request) => {
      if (request.url().includes('/api/presenter-profile/image')) uploads.push(request.url());
    });
    const input = tab.page.getByTestId('presenter-image-input');
    await input.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: png(100, 100) });
    await form.getByText('This image is 100 × 100 pixels; it must be exactly 515 × 286 pixels.').waitFor();
    await tab.page
      .getByTestId('presenter-image-input')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
    await form.getByText('Choose a JPG or PNG image.').waitFor();
    expect(uploads).toEqual([]);

    await tab.page
      .getByTestId('presenter-image-input')
      .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: png(515, 286) });
    await form.getByTestId('presenter-image-preview').waitFor();
    await form.getByLabel(/^Country/).fill('South Africa');
    await form.getByLabel(/^Organisation/).fill('Kruger Rivers Trust');
    await form.getByLabel('Short summary').fill('Freshwater ecologist working on river health in the Lowveld.');
    await form.getByLabel('Earth Systems').check();
    await form.getByLabel('Leadership').check();
    await form.getByTestId('presenter-submit').click();
    await form.getByTestId('presenter-saved').waitFor({ timeout: 20_000 });
    expect(uploads).toHaveLength(1);

    // Stored: the page shows it again after a reload.
    await open(tab.page, '/account/profile');
    const saved = tab.page.getByTestId('presenter-profile');
    await expect(saved.getByLabel(/^Country/)).toHaveValue('South Africa');
    await expect(saved.getByLabel('Earth Systems')).toBeChecked();
    await expect(saved.getByLabel('Leadership')).toBeChecked();
    await expect(saved.getByLabel('Biodiversity Conservation')).not.toBeChecked();
    const image = saved.getByTestId('presenter-image-preview');
    await expect(image).toHaveAttribute('src', /^\/media\/presenters\//);
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(515);
  });

  test('saves the general profile', async () => {
    await open(tab.page, '/account/profile');
    const firstName = tab.page.locator('#general-firstName');
    await firstName.fill('Naledi Grace');
    await tab.page.getByTestId('general-submit').click();
    await tab.page.getByTestId('general-saved').waitFor();
    await expect(tab.page.locator('#general-email')).toHaveAttribute('readonly');
    // No chat over the account area's forms; the public pages keep it.
    await expect(tab.page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
    await open(tab.page, '/about');
    await expect(tab.page.getByRole('button', { name: 'Chat with us' })).toHaveCount(1);
    // Signed in, the phone header still fits a 390 px screen.
    await tab.page.setViewportSize({ width: 390, height: 800 });
    await open(tab.page, '/profile');
    await expect.poll(() => sidewaysOverflow(tab.page)).toBe(0);
    await tab.page.setViewportSize({ width: 1280, height: 720 });
  });

  test('requests a connection after confirming, sees it requested, and withdraws it', async () => {
    await open(tab.page, `/presenters/${PRESENTER_ID}`);
    // A plain form to /account/actions; its question is a popover (tests/e2e/connect.spec.ts).
    const connect = tab.page.getByTestId('connect');
    await connect.getByRole('button', { name: /^Connect with/ }).click();
    const dialog = tab.page.getByRole('dialog', { name: 'Connect with this presenter?' });
    await expect(dialog).toContainText('A connection request will be sent and facilitated by the product team.');
    await dialog.getByRole('button', { name: 'Go ahead!' }).click();
    await connect.getByText('Your connection request has been sent.').waitFor();

    await open(tab.page, '/account/connections');
    await expect(tab.page.getByRole('heading', { level: 1 })).toHaveText('My Connections');
    const row = tab.page.getByTestId('connection-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('connection-status')).toHaveText('Requested');
    // Members never see the presenter's contact details (the row is there: the table has come).
    expect(await tab.page.getByTestId('connections-table').textContent()).not.toMatch(/@|\+\d{6,}/);
    expect(await seriousViolations(tab.page)).toEqual([]);

    await row.getByRole('button', { name: /Withdraw the request/ }).click();
    await tab.page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw the request' }).click();
    await tab.page.getByTestId('connections-empty').waitFor();
    // Back on the page by GET (a reload sends nothing again), which says so.
    await expect(tab.page.getByTestId('connections-status')).toContainText(
      /Your request to meet .+ has been withdrawn\./,
    );
    expect(new URL(tab.page.url()).searchParams.has('withdrawn')).toBe(true);
    await tab.page.getByTestId('connections-view-history').click();
    await tab.page.waitForURL((url) => url.search === '?view=history');
    await tab.page.getByTestId('connection-row').waitFor();
    await expect(tab.page.getByTestId('connection-status')).toHaveText('Withdrawn');
    // The history's table fits a phone: the page never scrolls sideways, in either language.
    await tab.page.setViewportSize({ width: 390, height: 800 });
    for (const cookie of ['en', 'fr']) {
      await tab.page.context().addCookies([{ name: 'i18n_redirected', value: cookie, url: BASE_URL }]);
      await open(tab.page, '/account/connections?view=history');
      await tab.page.getByTestId('connection-row').waitFor();
      await expect.poll(() => sidewaysOverflow(tab.page)).toBe(0);
    }
    await tab.page.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: BASE_URL }]);
    await tab.page.setViewportSize({ width: 1280, height: 720 });
  });

  test('shows the readlist empty state and keeps every account page accessible', async () => {
    await open(tab.page, '/account/readlist');
    await expect(tab.page.getByTestId('list-empty')).toHaveText('You have no history');
    expect(await seriousViolations(tab.page)).toEqual([]);
    await open(tab.page, '/profile');
    expect(await seriousViolations(tab.page)).toEqual([]);
  });

  test('signs out with the overlay and is a visitor again', async () => {
    await open(tab.page, '/profile');
    // The overlay is there only between the press and the next page: the page notes what it showed.
    await tab.page.addInitScript(() => {
      document.addEventListener('submit', () => {
        queueMicrotask(() => {
          const overlay = document.querySelector<HTMLElement>('[data-testid="signing-out"]');
          if (overlay && !overlay.hidden && overlay.checkVisibility()) {
            sessionStorage.setItem('sign-out-overlay', overlay.innerText.trim());
          }
        });
      });
    });
    await tab.page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Logout' }).click();
    await tab.page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
    expect(await tab.page.evaluate(() => sessionStorage.getItem('sign-out-overlay'))).toBe(
      'Signing out, please wait ...',
    );
    await tab.page.waitForLoadState('load');
    await expect(tab.page.getByText('Signing out, please wait ...')).toHaveCount(0);
    await expect(tab.page.locator('.account-menu-trigger')).toHaveCount(0);
    await open(tab.page, '/account/profile');
    await expect(tab.page).toHaveURL((url) => url.pathname === '/login');
  });

  test('resets the password through the development mailbox', async () => {
    // The test stack mounts it (DEV_MODE): a stack without it fails here, never skips silently.
    expect(await mailboxMounted(), `${BASE_URL}/dev/mailbox answers 200`).toBe(true);
    await open(tab.page, '/forgot');
    await tab.page.getByLabel(/^E-mail/).fill(member.email);
    await tab.page.getByTestId('forgot-submit').click();
    await tab.page.getByTestId('forgot-sent').waitFor();
    await tab.page.goto(`${BASE_URL}/dev/mailbox`);
    const reset = tab.page.locator(`section[data-email="${member.email}"] li[data-type="PASSWORD_RESET"]`).first();
    member.password = 'new-river-crossing-43';
    await reset.getByLabel('New password').fill(member.password);
    await reset.getByRole('button').click();
    await tab.page.getByText('The password has been changed.').waitFor();
    await signIn(tab.page);
    await tab.page.waitForURL((url) => url.pathname === '/profile', { timeout: 20_000 });
  });
});
