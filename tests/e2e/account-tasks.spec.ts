// The member's tasks on pages without React (issue #25), each with JavaScript switched off and on,
// in English and French, against the test stack's emulators: sign-up, sign-in (back to the page
// that asked), removing from a list after its question, saving the account form through a
// validation error, sign-out (with no script: the page asks; with one: the spec's overlay), the
// forgotten password, and a presenter's answer to an introduction request (accept in English,
// decline in French). Texts come from the site's own strings, so the French is the French page's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  awaitingModules,
  BASE_URL,
  expect,
  newAdmin,
  signIn,
  test,
  uniqueEmail,
  type BrowserContext,
  type Page,
  type TrackedPage,
} from './fixtures';
import { AUTH_HOST, applyOobCode, latestOobCode, registerVerifiedMember } from './accounts';
import { samplePack } from '#dev/content-service/sample-pack.ts';
import type { Presenter } from '#shared/schemas/content.ts';

type Lang = 'en' | 'fr';
type Strings = Record<string, unknown>;

/** A string of the site's resources: `strings('fr', 'account', 'lists.keep')`. */
function strings(lang: Lang, namespace: string, key: string, values: Record<string, string> = {}): string {
  const file = path.join(process.cwd(), 'shared', 'i18n', 'locales', lang, `${namespace}.json`);
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Strings | undefined)?.[part], JSON.parse(readFileSync(file, 'utf8')));
  if (typeof found !== 'string') throw new Error(`no string ${lang}/${namespace}:${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** A pattern for `text` as the page shows it (French spaces may be non-breaking there). */
function loose(text: string, whole = true): RegExp {
  const body = text
    .trim()
    .split(/[\s\u00a0\u202f]+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\s\\u00a0\\u202f]*');
  return new RegExp(whole ? `^${body}$` : body);
}

const PASSWORD = 'savanna-dusk-73';
const PRESENTATION_ID = 'presentation-1';

/** Applies the latest verification link the Auth emulator "sent" to `email`. */
async function verifyEmail(email: string): Promise<void> {
  const code = await latestOobCode(email, 'VERIFY_EMAIL');
  expect(code, 'verification link').toBeDefined();
  expect(await applyOobCode(code)).toBe(200);
}

/** A JSON call to the site's API as the page's own context (its cookies). */
async function api(page: Page, method: string, address: string, body?: unknown) {
  const response = await page.request.fetch(`${BASE_URL}${address}`, {
    method,
    headers: { origin: BASE_URL, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
    ...(body === undefined ? {} : { data: body }),
  });
  return { status: response.status(), json: (await response.json().catch(() => null)) as Strings | null };
}

/** Loads a page (its modules run before its load event, which `goto` waits for). */
async function go(page: Page, address: string) {
  await page.goto(`${BASE_URL}${address}`);
}

/** What a test may see logged: the statuses of refusals it provokes. */
function dropExpected(tab: TrackedPage, statuses: number[]) {
  tab.errors.splice(
    0,
    tab.errors.length,
    ...tab.errors.filter((error) => !statuses.some((status) => error.includes(`status of ${status}`))),
  );
}

const sessionOf = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === '__session');

for (const script of [false, true]) {
  for (const lang of ['en', 'fr'] as const) {
    const mode = script ? 'with JavaScript' : 'without JavaScript';
    test.describe(`a member's account tasks ${mode} (${lang})`, () => {
      test.describe.configure({ mode: 'serial' });
      const locale = lang === 'en' ? 'en-GB' : 'fr-FR';
      const email = uniqueEmail(`tasks.${lang}.${script ? 'js' : 'nojs'}`);
      let tab: TrackedPage;
      const t = (namespace: string, key: string, values?: Record<string, string>) =>
        strings(lang, namespace, key, values);

      test.beforeAll(async ({ browser }) => {
        expect(AUTH_HOST, 'FIREBASE_AUTH_EMULATOR_HOST').not.toBe('');
        const context = await browser.newContext({ baseURL: BASE_URL, locale, javaScriptEnabled: script });
        await context.addCookies([{ name: 'i18n_redirected', value: lang, url: BASE_URL }]);
        const page = awaitingModules(await context.newPage(), script);
        page.setDefaultTimeout(20_000);
        tab = { page, context, errors: [] };
        page.on('console', (message) => {
          if (message.type() === 'error') tab.errors.push(message.text());
        });
        page.on('pageerror', (error) => tab.errors.push(error.message));
      });
      test.afterAll(async () => {
        await tab?.context.close();
      });
      test.afterEach(() => {
        expect(tab.errors.splice(0), 'console errors').toEqual([]);
      });

      test('signs up', async () => {
        const { page } = tab;
        await go(page, '/signup');
        await page.getByLabel(loose(t('auth', 'fields.firstName'), false)).fill('Thandiwe');
        await page.getByLabel(loose(t('auth', 'fields.lastName'), false)).fill('Mokoena');
        await page.getByLabel(loose(t('auth', 'fields.email'), false)).fill(email);
        await page.getByLabel(loose(t('auth', 'fields.telephone'), false)).fill('+27 82 555 0199');
        await page.getByLabel(new RegExp(`^${t('auth', 'fields.password')}`)).fill(PASSWORD);
        await page.locator('input[name="acceptTerms"]').check();
        await page.getByTestId('signup-submit').click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(loose(t('auth', 'signup.doneTitle')));
        await expect(page.getByTestId('signup-done')).toContainText(email);
        await verifyEmail(email);
      });

      test('signs in and comes back to the page that asked', async () => {
        const { page, context } = tab;
        await go(page, '/account/watchlist');
        const login = new URL(page.url());
        expect(login.pathname).toBe('/login');
        expect(login.searchParams.get('redirect')).toBe('/account/watchlist');
        // A wrong password first: the page says so in the reader's language, keeping the address.
        await page.getByLabel(loose(t('auth', 'fields.email'), false)).fill(email);
        await page.getByLabel(new RegExp(`^${t('auth', 'fields.password')}`)).fill('not-the-password-9');
        await page.getByTestId('login-submit').click();
        await expect(page.getByTestId('login-error')).toHaveText(loose(t('auth', 'errors.invalidCredential')));
        await expect(page.getByLabel(loose(t('auth', 'fields.email'), false))).toHaveValue(email);
        dropExpected(tab, [400]);
        await page.getByLabel(new RegExp(`^${t('auth', 'fields.password')}`)).fill(PASSWORD);
        await page.getByTestId('login-submit').click();
        await page.waitForURL((url) => url.pathname === '/account/watchlist');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(loose(t('account', 'lists.watchlist.title')));
        expect((await sessionOf(context))?.httpOnly).toBe(true);
      });

      test('removes from the watchlist after its question', async () => {
        const { page } = tab;
        expect((await api(page, 'PUT', `/api/watchlist/${PRESENTATION_ID}`)).status).toBe(204);
        await go(page, '/account/watchlist');
        const rows = page.getByTestId('list-row');
        await expect(rows).toHaveCount(1);
        const question = page.getByRole('alertdialog', { name: loose(t('account', 'lists.watchlist.removeTitle')) });
        // Keep it: nothing is sent, the row stays.
        await rows.first().getByTestId('list-remove').click();
        await expect(question).toBeVisible();
        await question.getByRole('button', { name: loose(t('account', 'lists.keep')) }).click();
        await expect(question).toBeHidden();
        await expect(rows).toHaveCount(1);
        // Remove: the form is sent with the answer, and the page says it is done.
        await rows.first().getByTestId('list-remove').click();
        await question.getByRole('button', { name: loose(t('account', 'lists.removeConfirm')) }).click();
        await expect(page.getByTestId('list-empty')).toBeVisible();
        await expect(page.getByTestId('list-status')).toHaveText(loose(t('account', 'toggle.watchlist.removed')));
      });

      test('saves the account form, after a validation error', async () => {
        const { page } = tab;
        await go(page, '/account/profile');
        const firstName = page.locator('#general-firstName');
        await expect(firstName).toHaveValue('Thandiwe');
        // Spaces only: the browser's `required` lets it through, the server's schema does not.
        await firstName.fill('   ');
        await page.getByTestId('general-submit').click();
        await expect(page.getByTestId('general-error')).toHaveText(loose(t('forms', 'errors.invalid')));
        await expect(page.locator('#general-firstName-error')).toHaveText(
          loose(t('member', 'errors.firstNameRequired')),
        );
        await expect(page.locator('#general-firstName')).toHaveAttribute('aria-invalid', 'true');
        dropExpected(tab, [400]);
        await page.locator('#general-firstName').fill('Thandi');
        await page.getByTestId('general-submit').click();
        await expect(page.getByTestId('general-saved')).toHaveText(loose(t('account', 'general.saved')));
        await expect(page.locator('#general-firstName')).toHaveValue('Thandi');
      });

      test('signs out', async () => {
        const { page, context } = tab;
        const before = await sessionOf(context);
        expect(before).toBeDefined();
        await go(page, '/profile');
        if (script) {
          // The menu's Logout: the overlay shows while the sign-out is sent. It is there only
          // between the press and the next page, so the page notes what it showed then.
          await page.addInitScript(() => {
            document.addEventListener('submit', () => {
              queueMicrotask(() => {
                const overlay = document.querySelector<HTMLElement>('[data-testid="signing-out"]');
                if (overlay && !overlay.hidden && overlay.checkVisibility()) {
                  sessionStorage.setItem('sign-out-overlay', overlay.innerText.trim());
                }
              });
            });
          });
          await page
            .getByRole('navigation', { name: loose(t('common', 'account.menu')) })
            .getByRole('link', { name: loose(t('common', 'account.logout')) })
            .click();
          await page.waitForURL((url) => url.pathname === '/');
          expect(await page.evaluate(() => sessionStorage.getItem('sign-out-overlay'))).toMatch(
            loose(t('common', 'account.signingOut')),
          );
        } else {
          // The same link: the page asks, and its form ends the session.
          await page
            .getByRole('navigation', { name: loose(t('common', 'account.menu')) })
            .getByRole('link', { name: loose(t('common', 'account.logout')) })
            .click();
          await expect(page.getByText(loose(t('account', 'logout.question')))).toBeVisible();
          await page.getByRole('button', { name: loose(t('account', 'logout.submit')) }).click();
          await page.waitForURL((url) => url.pathname === '/');
        }
        await expect.poll(() => sessionOf(context)).toBeUndefined();
        // The old cookie no longer opens the account.
        const reused = await fetch(`${BASE_URL}/api/watchlist`, { headers: { cookie: `__session=${before?.value}` } });
        expect(reused.status).toBe(401);
        await go(page, '/account/profile');
        expect(new URL(page.url()).pathname).toBe('/login');
      });

      test('asks for a password reset', async () => {
        const { page } = tab;
        await go(page, '/forgot');
        await page.getByLabel(loose(t('auth', 'fields.email'), false)).fill(email);
        await page.getByTestId('forgot-submit').click();
        await expect(page.getByTestId('forgot-sent')).toHaveText(loose(t('auth', 'forgot.sent', { email })));
      });
    });
  }
}

// A presenter answers a request the team sent them, in their account: accept (en), decline (fr).
const presenters = samplePack().collections.presenters as Presenter[];
const presenterAccounts = new Set<string>();

for (const script of [false, true]) {
  for (const [lang, presenterId, answer] of [
    ['en', 'presenter-2', 'accepted'],
    ['fr', 'presenter-4', 'declined'],
  ] as const) {
    test(`a presenter ${answer === 'accepted' ? 'accepts' : 'declines'} an introduction ${script ? 'with' : 'without'} JavaScript (${lang})`, async ({
      open,
    }) => {
      test.setTimeout(120_000);
      const presenter = presenters.find((item) => item.id === presenterId)!;
      const memberName = `Amina${Math.random().toString(36).slice(2, 7)}`;
      // The presenter's own account, with the address the team knows them by (once per run).
      if (!presenterAccounts.has(presenterId)) {
        await registerVerifiedMember(BASE_URL, {
          email: presenter.email!,
          password: PASSWORD,
          firstName: presenter.name,
          lastName: presenter.surname,
          accountType: 'presenter',
        }).catch((error: unknown) => {
          // Registered by an earlier worker of this run (a worker starts afresh after a failure).
          if (!String(error).includes('EMAIL_EXISTS')) throw error;
        });
        presenterAccounts.add(presenterId);
      }
      // A member asks; the team sends the request to the presenter.
      const member = await open();
      const memberEmail = uniqueEmail('intro.member');
      await registerVerifiedMember(BASE_URL, {
        email: memberEmail,
        password: PASSWORD,
        firstName: memberName,
        lastName: 'Diallo',
        accountType: 'user',
      });
      await signIn(member.page, { email: memberEmail, password: PASSWORD });
      const asked = await api(member.page, 'POST', '/api/connections', { presenterId, reason: 'Vultures.' });
      expect(asked.status).toBe(201);
      const id = String((asked.json?.connection as Strings).id);
      const admin = await open();
      await signIn(admin.page, await newAdmin());
      const request = await api(admin.page, 'GET', `/api/admin/connections/${id}`);
      const version = (request.json?.connection as Strings).version;
      const sent = await api(admin.page, 'POST', `/api/admin/connections/${id}/status`, { to: 'sent', version });
      expect(sent.status).toBe(200);

      // The presenter answers in their account, with or without scripts.
      const tab = await open({ locale: lang === 'en' ? 'en-GB' : 'fr-FR', javaScriptEnabled: script });
      await tab.context.addCookies([{ name: 'i18n_redirected', value: lang, url: BASE_URL }]);
      await signIn(tab.page, { email: presenter.email!, password: PASSWORD });
      await go(tab.page, '/account/introductions');
      const card = tab.page.locator('article.introduction-card').filter({ hasText: memberName });
      await expect(card).toHaveCount(1);
      await card.getByLabel(loose(strings(lang, 'presenter', `introductions.answer.${answer}`), false)).check();
      await card.getByRole('button', { name: loose(strings(lang, 'presenter', 'introductions.send')) }).click();
      await expect(
        tab.page.locator('article.introduction-card').filter({ hasText: memberName }).getByRole('status'),
      ).toHaveText(
        loose(strings(lang, 'presenter', `introductions.answered.${answer}`, { name: `${memberName} Diallo` }), false),
      );
    });
  }
}
