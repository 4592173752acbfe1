// The sign-in screens in a browser with JavaScript switched off, against the test stack's Auth
// emulator: sign-up, the unverified refusal, the resend and reset forms, then sign-in reaching the
// account area, all as plain form posts answered by the Worker. No address the browser asks for
// ever carries the password.
import { BASE_URL, expect, openTracked, test, type TrackedPage } from './fixtures';
import { AUTH_HOST, applyOobCode, latestOobCode } from './accounts';

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const member = {
  firstName: 'Thandiwe',
  lastName: 'Mokoena',
  email: `thandiwe.${stamp}@example.org`,
  telephone: '+27 82 555 0199',
  password: 'savanna-dusk-73',
};

/** The no-script tab every test of the first suite goes on with (shared, the tests run in order). */
let tab: TrackedPage;
/** Every address the browser asked for. */
const requested: string[] = [];
async function open(path: string) {
  await tab.page.goto(BASE_URL + path);
}

async function fillCredentials() {
  await tab.page.getByLabel(/^E-mail/).fill(member.email);
  await tab.page.getByLabel(/^Password/).fill(member.password);
}

/** Applies the latest verification link the Auth emulator "sent" to the member. */
async function verifyEmail() {
  const code = await latestOobCode(member.email, 'VERIFY_EMAIL');
  expect(code, 'verification link').toBeDefined();
  expect(await applyOobCode(code)).toBe(200);
}

test.describe('auth screens without JavaScript', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ browser }) => {
    expect(AUTH_HOST, 'FIREBASE_AUTH_EMULATOR_HOST').not.toBe('');
    tab = await openTracked(browser, { locale: 'en-GB', javaScriptEnabled: false });
    tab.page.on('request', (request) => requested.push(request.url()));
  });
  test.afterAll(async () => {
    await tab?.context.close();
  });
  test.afterEach(() => {
    const seen = { errors: tab.errors.splice(0), requested: requested.splice(0) };
    expect(seen.errors, 'console errors').toEqual([]);
    expect(
      seen.requested.filter((url) => /password/i.test(url) || url.includes(encodeURIComponent(member.password))),
      'addresses with a password',
    ).toEqual([]);
  });

  test('signs up: the account is created and the page says to check the inbox', async () => {
    const { page } = tab;
    await open('/signup');
    // The password's show/hide button needs a script: without one there is none to press.
    await expect(page.getByRole('button', { name: 'Show' })).toHaveCount(0);
    await page.getByLabel('First name').fill(member.firstName);
    await page.getByLabel('Last name').fill(member.lastName);
    await page.getByLabel(/^Telephone/).fill(member.telephone);
    await fillCredentials();
    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await page.getByTestId('signup-submit').click();
    await page.waitForLoadState('load');
    await expect(page).toHaveURL((url) => url.pathname === '/signup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');
    await expect(page.getByTestId('signup-done')).toContainText(member.email);
  });

  test('refuses to sign in before the address is verified, and sends a new link', async () => {
    const { page } = tab;
    await open('/login');
    await fillCredentials();
    await page.getByTestId('login-submit').click();
    await page.waitForLoadState('load');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(page.getByTestId('login-unverified')).toContainText('Your e-mail address is not verified yet.');
    // The address is kept, the password is not.
    await expect(page.getByLabel(/^E-mail/)).toHaveValue(member.email);
    await expect(page.getByLabel(/^Password/)).toHaveValue('');
    // The refusal's 403 is what Chromium logs as an error; nothing else may appear.
    await expect
      .poll(() => tab.errors)
      .toEqual(['Failed to load resource: the server responded with a status of 403 (Forbidden)']);
    tab.errors.length = 0;

    await open('/resend-email-verification');
    await fillCredentials();
    await page.getByTestId('resend-submit').click();
    await page.waitForLoadState('load');
    await expect(page.getByTestId('resend-sent')).toContainText(member.email);

    await open('/forgot');
    await page.getByLabel(/^E-mail/).fill(member.email);
    await page.getByTestId('forgot-submit').click();
    await page.waitForLoadState('load');
    await expect(page.getByTestId('forgot-sent')).toContainText(`If an account exists for ${member.email}`);
  });

  test('signs in once verified and reaches the account page it was sent from', async () => {
    const { page, context } = tab;
    await verifyEmail();
    await open('/account/watchlist');
    const login = new URL(page.url());
    expect(login.pathname).toBe('/login');
    expect(login.searchParams.get('redirect')).toBe('/account/watchlist');
    await fillCredentials();
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/account/watchlist');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Watchlist');

    await open('/profile');
    await expect(page).toHaveURL((url) => url.pathname === '/profile');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(member.firstName);
    const cookies = await context.cookies();
    const session = cookies.find((cookie) => cookie.name === '__session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
  });
});

test.describe('the auth pages with JavaScript', () => {
  for (const path of ['/login', '/signup', '/forgot', '/resend-email-verification']) {
    test(`${path} loads no React and no Firebase SDK, only its small modules`, async ({ open }) => {
      const { page } = await open({ locale: 'en-GB' });
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(BASE_URL + path);
      for (const script of scripts) expect(script).toMatch(/^\/assets\/js\/[\w-]+-[\w-]{10}\.js$/);
      expect(scripts.filter((script) => /firebase|entry\.client|session-sync/.test(script))).toEqual([]);
      // The password field's show/hide button is the module's (hidden without it).
      if (path !== '/forgot') {
        const toggle = page.getByRole('button', { name: 'Show' });
        await toggle.click();
        await expect(page.getByLabel(/^Password/)).toHaveAttribute('type', 'text');
        await expect(page.getByRole('button', { name: 'Hide' })).toBeVisible();
      }
    });
  }
});
