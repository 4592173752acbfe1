// Members in a real browser against the emulators: sign-up, e-mail verification through the
// development mailbox, sign-in, the route guard both ways, the account pages (lists, presenter
// profile with an image, connections), sign-out with its overlay, and the auth screens' errors in
// English and French. The test stack seeds nothing: every account is made through the UI.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { crc32 } from '../../shared/lib/image-check';
import { BASE_URL, launchBrowser, openPage, seriousViolations, waitForHydration, type TrackedPage } from './browser';

const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
const PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? 'demo-conservation';
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
  await waitForHydration(page);
  return response;
}

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

/**
 * Opens the verification link of `email` from the development mailbox page. Until the lead mounts
 * /dev/mailbox in the Worker, the same link comes from the emulator's own list (what the page shows).
 */
async function openVerificationLink(page: Page, email: string) {
  const mailbox = await fetch(`${BASE_URL}/dev/mailbox`);
  if (mailbox.status === 200) {
    await page.goto(`${BASE_URL}/dev/mailbox`);
    await page.locator(`section[data-email="${email}"] li[data-type="VERIFY_EMAIL"] a`).first().click();
  } else {
    const answer = (await (await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/oobCodes`)).json()) as {
      oobCodes: { email: string; requestType: string; oobLink: string }[];
    };
    const code = answer.oobCodes
      .filter((entry) => entry.email === email && entry.requestType === 'VERIFY_EMAIL')
      .at(-1);
    expect(code, 'verification link').toBeDefined();
    await page.goto(code?.oobLink ?? '');
  }
  // The emulator verifies, then sends the browser back to the site's sign-in page.
  await page.waitForURL((url) => url.pathname === '/login');
}

let browser: Browser;
/** Whether the Worker serves the development mailbox (the lead mounts it in worker/src/app.ts). */
const mailboxMounted = BASE_URL ? (await fetch(`${BASE_URL}/dev/mailbox`).catch(() => null))?.status === 200 : false;

beforeAll(async () => {
  expect(AUTH_HOST, 'FIREBASE_AUTH_EMULATOR_HOST').not.toBe('');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('auth screens for visitors', () => {
  let tab: TrackedPage;
  afterEach(async () => {
    const errors = tab?.errors ?? [];
    await tab?.context.close();
    expect(errors, 'console errors').toEqual([]);
  });

  it('sends a visitor from the account area to sign in, and back after', async () => {
    tab = await openPage(browser);
    await open(tab.page, '/account/watchlist');
    const url = new URL(tab.page.url());
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirect')).toBe('/account/watchlist');
    expect(await tab.page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in');
    expect(await tab.page.getByText('Please sign in to see this page.').count()).toBe(1);
  });

  it.each(['/login', '/signup', '/forgot', '/resend-email-verification'])(
    'renders %s with no serious accessibility violation and no Firebase before it is needed',
    async (path) => {
      tab = await openPage(browser);
      const scripts: string[] = [];
      tab.page.on('request', (request) => scripts.push(request.url()));
      expect((await open(tab.page, path))?.status()).toBe(200);
      expect(await tab.page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await seriousViolations(tab.page)).toEqual([]);
      // No call to the Auth emulator happens just by showing the page.
      expect(scripts.filter((address) => address.includes(AUTH_HOST))).toEqual([]);
    },
  );

  it('loads no Firebase code on public pages', async () => {
    tab = await openPage(browser);
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

  it('checks the sign-up form before sending anything', async () => {
    tab = await openPage(browser);
    await open(tab.page, '/signup');
    const password = tab.page.getByLabel(/^Password/);
    await password.fill('short');
    await password.blur();
    expect(await tab.page.getByText('The password must have at least 8 characters.').count()).toBe(1);
    await tab.page.getByTestId('signup-submit').click();
    expect(await tab.page.getByText('The password must have at least 8 characters.').count()).toBe(1);
    expect(
      await tab.page.getByText('To create an account, accept the terms and conditions and the privacy policy.').count(),
    ).toBe(1);
    // The first field to fix has the focus.
    expect(await tab.page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('firstName');
    const terms = tab.page.getByRole('link', { name: 'terms and conditions' });
    expect(await terms.getAttribute('href')).toBe('/legal/terms-and-conditions');
    expect(await tab.page.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(
      '/legal/privacy-policy',
    );
  });

  it('shows Firebase refusals as messages, in French too', async () => {
    tab = await openPage(browser, { locale: 'fr-FR' });
    await open(tab.page, '/login');
    expect(await tab.page.getByRole('heading', { level: 1 }).textContent()).toBe('Connexion');
    await tab.page.getByLabel(/^E-mail/).fill(`nobody.${stamp}@example.org`);
    await tab.page.getByLabel(/^Mot de passe/).fill('wrong-password-1');
    await tab.page.getByTestId('login-submit').click();
    await tab.page.getByTestId('login-error').waitFor();
    expect(await tab.page.getByTestId('login-error').textContent()).toContain(
      'L’adresse e-mail ou le mot de passe est incorrect.',
    );
    expect(await seriousViolations(tab.page)).toEqual([]);
    // The Auth emulator answered 400, which the browser logs; nothing else may appear.
    tab.errors.splice(0, tab.errors.length, ...expectedFailures(tab.errors, [400]));
  });

  it('answers the forgotten-password form with the same neutral confirmation', async () => {
    tab = await openPage(browser);
    await open(tab.page, '/forgot');
    await tab.page.getByLabel(/^E-mail/).fill(`nobody.${stamp}@example.org`);
    await tab.page.getByTestId('forgot-submit').click();
    await tab.page.getByTestId('forgot-sent').waitFor();
    expect(await tab.page.getByTestId('forgot-sent').textContent()).toContain(`nobody.${stamp}@example.org`);
    tab.errors.splice(0, tab.errors.length, ...expectedFailures(tab.errors, [400]));
  });
});

describe('a member from sign-up to sign-out', () => {
  let tab: TrackedPage;
  beforeAll(async () => {
    tab = await openPage(browser);
  });
  afterEach(() => {
    const errors = [...tab.errors];
    tab.errors.length = 0;
    expect(errors, 'console errors').toEqual([]);
  });
  afterAll(async () => {
    await tab?.context.close();
  });

  it('signs up as a presenter and stays a visitor until the e-mail is verified', async () => {
    await open(tab.page, '/signup');
    await fillSignup(tab.page);
    await tab.page.getByTestId('signup-submit').click();
    await tab.page.getByTestId('signup-done').waitFor({ timeout: 20_000 });
    expect(await tab.page.getByTestId('signup-done').textContent()).toContain(member.email);

    // Signing in before verifying: a message, the way to a new link, and no session.
    await signIn(tab.page);
    await tab.page.getByTestId('login-unverified').waitFor();
    expect(await tab.page.getByTestId('login-unverified').getByRole('link').getAttribute('href')).toBe(
      '/resend-email-verification',
    );
    await open(tab.page, '/profile');
    expect(new URL(tab.page.url()).pathname).toBe('/login');

    // The resend screen sends a second link (and signs out again).
    await open(tab.page, '/resend-email-verification');
    await tab.page.getByLabel(/^E-mail/).fill(member.email);
    await tab.page.getByLabel(/^Password/).fill(member.password);
    await tab.page.getByTestId('resend-submit').click();
    await tab.page.getByTestId('resend-sent').waitFor();
  });

  it('verifies the e-mail through the development mailbox, then signs in to the redirect target', async () => {
    await openVerificationLink(tab.page, member.email);
    await signIn(tab.page, '/login?redirect=%2Faccount%2Fwatchlist');
    await tab.page.waitForURL((url) => url.pathname === '/account/watchlist', { timeout: 20_000 });
    await waitForHydration(tab.page);
    // The header knows the member (a fresh document after sign-in).
    expect(await tab.page.locator('.account-menu-trigger').count()).toBe(1);
    expect(await tab.page.getByTestId('list-empty').textContent()).toBe('You have no history');
    expect(await seriousViolations(tab.page)).toEqual([]);
  });

  it('sends a signed-in member away from the sign-in and sign-up screens', async () => {
    await open(tab.page, '/login');
    expect(new URL(tab.page.url()).pathname).toBe('/profile');
    await open(tab.page, '/signup');
    expect(new URL(tab.page.url()).pathname).toBe('/profile');
    expect(await tab.page.getByRole('heading', { level: 1 }).textContent()).toBe(`Hello, ${member.firstName}!`);
    expect(await seriousViolations(tab.page)).toEqual([]);
  });

  it('adds a presentation to the watchlist and removes it after confirming', async () => {
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
    expect(await tab.page.getByTestId('count-watchlist').textContent()).toBe('1');

    await open(tab.page, '/account/watchlist');
    const rows = tab.page.getByTestId('list-row');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().getByRole('link').textContent()).toBe('Rhino Poaching on the Front Line');
    expect(await seriousViolations(tab.page)).toEqual([]);

    // Cancel keeps it; confirming removes it.
    await rows.first().getByTestId('list-remove').click();
    const dialog = tab.page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    expect(await rows.count()).toBe(1);
    await rows.first().getByTestId('list-remove').click();
    await tab.page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await tab.page.getByTestId('list-empty').waitFor();
    expect(await tab.page.getByText('has been removed from your watchlist').count()).toBe(1);
  });

  it('refuses a wrong image in the browser and saves the presenter profile with a right one', async () => {
    await open(tab.page, '/account/profile');
    const form = tab.page.getByTestId('presenter-profile');
    await form.waitFor();
    expect(await seriousViolations(tab.page)).toEqual([]);
    // Prefilled from the sign-up; the required fields carry an asterisk.
    expect(await form.getByLabel(/^Name/).inputValue()).toBe(member.firstName);
    expect(await form.getByLabel(/^E-mail/).inputValue()).toBe(member.email);

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
    expect(await saved.getByLabel(/^Country/).inputValue()).toBe('South Africa');
    expect(await saved.getByLabel('Earth Systems').isChecked()).toBe(true);
    expect(await saved.getByLabel('Leadership').isChecked()).toBe(true);
    expect(await saved.getByLabel('Biodiversity Conservation').isChecked()).toBe(false);
    const image = saved.getByTestId('presenter-image-preview');
    expect(await image.getAttribute('src')).toMatch(/^\/media\/presenters\//);
    expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(515);
  });

  it('saves the general profile', async () => {
    await open(tab.page, '/account/profile');
    const firstName = tab.page.locator('#general-firstName');
    await firstName.fill('Naledi Grace');
    await tab.page.getByTestId('general-submit').click();
    await tab.page.getByTestId('general-saved').waitFor();
    expect(await tab.page.locator('#general-email').getAttribute('readonly')).not.toBeNull();
    // No chat over the account area's forms; the public pages keep it.
    expect(await tab.page.getByRole('button', { name: 'Chat with us' }).count()).toBe(0);
    await open(tab.page, '/about');
    expect(await tab.page.getByRole('button', { name: 'Chat with us' }).count()).toBe(1);
    // Signed in, the phone header still fits a 390 px screen.
    await tab.page.setViewportSize({ width: 390, height: 800 });
    await open(tab.page, '/profile');
    expect(
      await tab.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
    await tab.page.setViewportSize({ width: 1280, height: 720 });
  });

  it('requests a connection after confirming, sees it requested, and withdraws it', async () => {
    await open(tab.page, `/presenters/${PRESENTER_ID}`);
    const connect = tab.page.getByTestId('connect');
    if ((await connect.count()) > 0) {
      await connect.getByRole('button').click();
      const dialog = tab.page.getByRole('alertdialog');
      expect(await dialog.getByRole('heading').textContent()).toBe('Connect with this presenter?');
      expect(await dialog.textContent()).toContain(
        'A connection request will be sent and facilitated by the product team.',
      );
      await dialog.getByRole('button', { name: 'Go ahead!' }).click();
      await connect.getByText('Your connection request has been sent.').waitFor();
    } else {
      // Until the presenter page places the ConnectButton: the same request it makes.
      const status = await tab.page.evaluate(
        async (presenterId) =>
          (
            await fetch('/api/connections', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ presenterId }),
            })
          ).status,
        PRESENTER_ID,
      );
      expect(status).toBe(201);
    }

    await open(tab.page, '/account/connections');
    expect(await tab.page.getByRole('heading', { level: 1 }).textContent()).toBe('My Connections');
    const row = tab.page.getByTestId('connection-row');
    expect(await row.count()).toBe(1);
    expect(await row.getByTestId('connection-status').textContent()).toBe('Requested');
    // Members never see the presenter's contact details.
    expect(await tab.page.getByTestId('connections-table').textContent()).not.toMatch(/@|\+\d{6,}/);
    expect(await seriousViolations(tab.page)).toEqual([]);

    await row.getByRole('button', { name: /Withdraw the request/ }).click();
    await tab.page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw the request' }).click();
    await tab.page.getByTestId('connections-empty').waitFor();
    await tab.page.getByTestId('connections-view-history').click();
    await tab.page.waitForURL((url) => url.search === '?view=history');
    await tab.page.getByTestId('connection-row').waitFor();
    expect(await tab.page.getByTestId('connection-status').textContent()).toBe('Withdrawn');
    // The history's table fits a phone: the page never scrolls sideways, in either language.
    await tab.page.setViewportSize({ width: 390, height: 800 });
    for (const cookie of ['en', 'fr']) {
      await tab.page.context().addCookies([{ name: 'i18n_redirected', value: cookie, url: BASE_URL }]);
      await open(tab.page, '/account/connections?view=history');
      await tab.page.getByTestId('connection-row').waitFor();
      expect(
        await tab.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0);
    }
    await tab.page.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: BASE_URL }]);
    await tab.page.setViewportSize({ width: 1280, height: 720 });
  });

  it('shows the readlist empty state and keeps every account page accessible', async () => {
    await open(tab.page, '/account/readlist');
    expect(await tab.page.getByTestId('list-empty').textContent()).toBe('You have no history');
    expect(await seriousViolations(tab.page)).toEqual([]);
    await open(tab.page, '/profile');
    expect(await seriousViolations(tab.page)).toEqual([]);
  });

  it('signs out with the overlay and is a visitor again', async () => {
    await open(tab.page, '/profile');
    const overlay = tab.page.getByText('Signing out, please wait ...');
    // The overlay may come and go between two polls on a fast sign-out, and the page then reloads:
    // a DOM observer notes it in the tab's session storage, which outlives the reload.
    await tab.page.evaluate(() => {
      new MutationObserver(() => {
        if (document.body.textContent?.includes('Signing out, please wait ...')) {
          sessionStorage.setItem('saw-sign-out-overlay', '1');
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await tab.page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Logout' }).click();
    await tab.page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
    await waitForHydration(tab.page);
    expect(await tab.page.evaluate(() => sessionStorage.getItem('saw-sign-out-overlay'))).toBe('1');
    expect(await overlay.count()).toBe(0);
    expect(await tab.page.locator('.account-menu-trigger').count()).toBe(0);
    await open(tab.page, '/account/profile');
    expect(new URL(tab.page.url()).pathname).toBe('/login');
  });

  it('resets the password through the development mailbox', async () => {
    // The test stack mounts it (DEV_MODE): a stack without it fails here, never skips silently.
    expect(mailboxMounted, `${BASE_URL}/dev/mailbox answers 200`).toBe(true);
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
