// Presenters' own profiles, reviewed before they are public (decision 0018), in a real browser
// against the test stack: a presenter (reading the site in French) saves a profile written in
// French and sees it waiting; the team sends it back with a note in the console; the presenter
// sees the note, changes the profile and saves; the team approves it; visitors find it on
// /presenters and its own page in fr and en, without the telephone; the presenter sees it
// published; the team withdraws it and it leaves the site (also done at the end, should a test
// fail before, so no other suite sees it).
import {
  BASE_URL,
  expect,
  newAdmin,
  openTracked,
  PASSWORD,
  signIn,
  test,
  type Account,
  type TrackedPage,
} from './fixtures';
import { seriousViolations } from './audit';
import { AUTH_HOST, PROJECT_ID, verifiedAccount } from './accounts';
import { createFirestoreFromSettings } from '#worker/src/services/firestore/from-settings.ts';

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SURNAME = `Wanjiru${stamp}`;
const TELEPHONE = '+254 20 555 0142';

test.describe('presenter profiles: review and publication', () => {
  // One profile's story, told in order by the tests, with the same three tabs.
  test.describe.configure({ mode: 'serial' });
  let presenter: TrackedPage;
  let admin: TrackedPage;
  let visitor: TrackedPage;
  let adminAccount: Account;
  let uid = '';
  const presenterEmail = `njeri.${stamp}@example.org`;

  test.beforeAll(async ({ browser }) => {
    expect(AUTH_HOST, 'FIREBASE_AUTH_EMULATOR_HOST (npm test sets it)').not.toBe('');
    // A verified account with the `presenter` role, no member profile yet.
    uid = await verifiedAccount({
      email: presenterEmail,
      password: PASSWORD,
      displayName: `Njeri ${SURNAME}`,
      role: 'presenter',
    });
    adminAccount = await newAdmin('Fatou');
    presenter = await openTracked(browser, { locale: 'fr-FR' });
    admin = await openTracked(browser);
    visitor = await openTracked(browser);
    await presenter.context.addCookies([{ name: 'i18n_redirected', value: 'fr', url: BASE_URL }]);
  });

  test.afterAll(async () => {
    for (const tab of [presenter, admin, visitor]) await tab?.context.close();
    if (!uid) return;
    const db = createFirestoreFromSettings({
      projectId: PROJECT_ID,
      emulatorHost: process.env.FIRESTORE_EMULATOR_HOST ?? '',
    });
    await db.update(`presenterProfiles/${uid}`, { isPublished: false }).catch(() => undefined);
  });

  async function saveProfile(summary: string) {
    const { page } = presenter;
    await page.goto(`${BASE_URL}/account/profile`);
    const form = page.getByTestId('presenter-profile');
    await form.waitFor();
    await page.locator('#presenter-surname').fill(SURNAME);
    await page.locator('#presenter-country').fill('Kenya');
    await page.locator('#presenter-qualifications').fill('Doctorat en hydrologie');
    await page.locator('#presenter-telephone').fill(TELEPHONE);
    await page.locator('#presenter-summary').fill(summary);
    // Reading the site in French, the profile is written in French unless the presenter says otherwise.
    await expect(page.locator('#presenter-language')).not.toBeChecked();
    await expect(form.getByLabel('Français')).toBeChecked();
    await page.getByTestId('presenter-submit').click();
    await form.getByTestId('presenter-saved').waitFor({ timeout: 20_000 });
  }

  test('a saved profile waits for review, in the presenter’s language', async () => {
    test.setTimeout(90_000);
    await signIn(presenter.page, { email: presenterEmail, password: PASSWORD });
    await saveProfile(`Protège les zones humides ${SURNAME}.`);
    const review = presenter.page.getByTestId('presenter-review');
    await review.waitFor();
    await expect(review).toHaveAttribute('data-state', 'pending');
    await expect(review).toContainText('En attente de relecture');
    expect(await seriousViolations(presenter.page)).toEqual([]);

    const hidden = await visitor.page.goto(`${BASE_URL}/presenters/member-${uid}`);
    expect(hidden?.status()).toBe(404);
  });

  test('the team sends it back with a note; the presenter reads the note', async () => {
    test.setTimeout(90_000);
    const { page } = admin;
    await page.goto(`${BASE_URL}/admin/profiles`);
    await page.getByLabel('E-mail').fill(adminAccount.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Presenter profiles' }).waitFor({ timeout: 20_000 });
    const open = page.getByRole('button', { name: `Review the profile of Njeri ${SURNAME}` });
    await open.waitFor({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await open.click();
    const sheet = page.getByRole('dialog', { name: `Profile of Njeri ${SURNAME}` });
    await sheet.waitFor();
    await sheet.getByText(TELEPHONE).waitFor(); // the team sees it
    await expect(sheet.getByText('team only, never published')).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);

    await sheet.getByTestId('profile-return').click();
    await sheet.getByText('Write a note telling the presenter what to change.').waitFor();
    await sheet.getByLabel(/^Note to the presenter/).fill('Merci d’ajouter votre organisation.');
    await sheet.getByTestId('profile-return').click();
    await sheet.getByText(`The profile of Njeri ${SURNAME} is sent back to the presenter.`).waitFor();
    await sheet.getByText('sent it back').waitFor();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    // Focus is back on the button that opened the sheet... which has left the waiting list.
    await page.getByRole('button', { name: `Review the profile of Njeri ${SURNAME}` }).waitFor({ state: 'detached' });

    await presenter.page.reload();
    const review = presenter.page.getByTestId('presenter-review');
    await review.waitFor();
    await expect(review).toHaveAttribute('data-state', 'returned');
    await expect(presenter.page.getByTestId('presenter-review-note')).toHaveText('Merci d’ajouter votre organisation.');
  });

  test('changed and approved, it is public in fr and en, without the telephone', async () => {
    test.setTimeout(120_000);
    await saveProfile(`Protège les zones humides du lac Naivasha ${SURNAME}.`);
    // The page's data is loaded again after the save.
    await expect(presenter.page.getByTestId('presenter-review')).toHaveAttribute('data-state', 'pending');

    const { page } = admin;
    // Another day: the waiting list, loaded afresh.
    await page.goto(`${BASE_URL}/admin/profiles`);
    await page.getByRole('button', { name: `Review the profile of Njeri ${SURNAME}` }).click();
    const sheet = page.getByRole('dialog', { name: `Profile of Njeri ${SURNAME}` });
    await sheet.getByText(`Protège les zones humides du lac Naivasha ${SURNAME}.`).waitFor();
    await sheet.getByTestId('profile-approve').click();
    await sheet.getByText(`The profile of Njeri ${SURNAME} is published.`).waitFor();
    await sheet.getByRole('link', { name: /Open the public page/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    for (const lang of ['fr', 'en'] as const) {
      await visitor.context.addCookies([{ name: 'i18n_redirected', value: lang, url: BASE_URL }]);
      const response = await visitor.page.goto(`${BASE_URL}/presenters/member-${uid}`);
      expect(response?.status()).toBe(200);
      const html = await visitor.page.content();
      expect(html).toContain(`Protège les zones humides du lac Naivasha ${SURNAME}.`);
      expect(html).toContain('Doctorat en hydrologie');
      expect(html).not.toContain(TELEPHONE);
      expect(html).not.toContain(presenterEmail);
      expect(await seriousViolations(visitor.page)).toEqual([]);
    }
    // Search finds it once the index of the new list is built (the previous index answers
    // meanwhile: decision 0020), so the visitor searches again until it appears.
    await expect
      .poll(
        async () => {
          await visitor.page.goto(`${BASE_URL}/search?q=${SURNAME}`);
          return visitor.page.locator(`a[href="/presenters/member-${uid}"]`).count();
        },
        { timeout: 30_000, intervals: [1_000] },
      )
      .toBeGreaterThan(0);

    await presenter.page.reload();
    const review = presenter.page.getByTestId('presenter-review');
    await review.waitFor();
    await expect(review).toHaveAttribute('data-state', 'approved');
    await review.getByRole('link', { name: 'Voir votre profil public' }).click();
    await presenter.page.waitForURL((url) => url.pathname === `/presenters/member-${uid}`);
    expect(presenter.errors).toEqual([]);
  });

  test('withdrawn by the team, it leaves the site and the presenter reads why', async () => {
    test.setTimeout(90_000);
    const { page } = admin;
    const sheet = page.getByRole('dialog', { name: `Profile of Njeri ${SURNAME}` });
    await sheet.getByTestId('profile-withdraw').click();
    await sheet.getByText('Write a note telling the presenter what to change.').waitFor();
    await sheet.getByLabel(/^Why the profile leaves the site/).fill('Retiré à votre demande.');
    await sheet.getByTestId('profile-withdraw').click();
    await sheet.getByText(`The profile of Njeri ${SURNAME} is no longer public.`).waitFor();
    await sheet.getByText('withdrew it from the site').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const gone = await visitor.page.goto(`${BASE_URL}/presenters/member-${uid}`);
    expect(gone?.status()).toBe(404);
    await presenter.page.goto(`${BASE_URL}/account/profile`);
    const review = presenter.page.getByTestId('presenter-review');
    await review.waitFor();
    await expect(review).toHaveAttribute('data-state', 'returned');
    await expect(presenter.page.getByTestId('presenter-review-note')).toHaveText('Retiré à votre demande.');
  });
});
