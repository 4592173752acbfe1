// Issue #23.1: a return address that the URL parser turns into another site ("/.//evil.example"
// becomes "//evil.example") never takes a member off the site after signing in, with JavaScript
// (the page's own sign-in, then window.location) and without (the form post's 303).
import { awaitingModules, BASE_URL, PASSWORD, expect, test, uniqueEmail, type Page } from './fixtures';
import { verifiedAccount } from './accounts';

const TARGETS = ['%2F.%2F%2Fevil.example', '%2F..%2F%2Fevil.example%2Fpath'];

let email = '';

// A verified account with no member profile: only the sign-in and its return address matter here.
test.beforeAll(async () => {
  email = uniqueEmail('redirect');
  await verifiedAccount({ email, password: PASSWORD, displayName: 'Redirect Tester' });
});

/** Signs in on `/login?redirect=<target>` and checks the browser stayed on the site, on /profile. */
async function signInFrom(page: Page, target: string): Promise<void> {
  await page.goto(`${BASE_URL}/login?redirect=${target}`);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
  const landed = new URL(page.url());
  expect(landed.origin).toBe(new URL(BASE_URL).origin);
  expect(landed.pathname).toBe('/profile');
}

test.describe('the return address after signing in (#23.1)', () => {
  for (const target of TARGETS) {
    test(`stays on the site with JavaScript (${target})`, async ({ open }) => {
      const { page } = await open();
      await signInFrom(page, target);
    });
  }

  for (const target of TARGETS) {
    test(`stays on the site without JavaScript (${target})`, async ({ browser }) => {
      const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
      try {
        const page = awaitingModules(await context.newPage(), false);
        await signInFrom(page, target);
      } finally {
        await context.close();
      }
    });
  }
});
