// Page views in a real browser (docs/decisions/0016-analytics.md): a reader opens the home page in
// French and goes on to the privacy policy by a link (a new document: no page loads React); an admin then finds both
// pages, in French, in the console's Page views view, with totals per language. Headless Chromium
// calls itself HeadlessChrome, which counts as a bot, so the reader's browser sends a desktop
// Chrome user agent. Other suites count pages at the same time: counts are compared, never equal.
import { BASE_URL, expect, newAdmin, test, type Page } from './fixtures';
import { seriousViolations } from './audit';
import { AUTH_HOST } from './accounts';

const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

interface Row {
  page: string;
  locale: string;
  views: number;
}

/** The admin API's rows, asked from the console's page (its session cookie). */
async function apiRows(page: Page): Promise<Row[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/admin/analytics/page-views?days=30');
    return ((await response.json()) as { rows: Row[] }).rows;
  });
}

const viewsOf = (rows: Row[], path: string, locale: string) =>
  rows.find((row) => row.page === path && row.locale === locale)?.views ?? 0;

/** The views the console's table shows for `path` in `language` (0 when it has no such row). */
async function tableViews(page: Page, path: string, language: string): Promise<number> {
  return page.evaluate(
    ({ path, language }) => {
      for (const row of Array.from(document.querySelectorAll('tbody tr'))) {
        const cells = Array.from(row.querySelectorAll('td'));
        if (cells[0]?.querySelector('.page-path')?.textContent === path && cells[1]?.textContent === language) {
          return Number((cells[2]?.textContent ?? '').replace(/\D/g, ''));
        }
      }
      return 0;
    },
    { path, language },
  );
}

test.describe('page views', () => {
  test('counts a French reader’s pages, the one a link led to included, and the console lists them', async ({
    open,
  }) => {
    test.setTimeout(90_000);
    expect(AUTH_HOST, 'FIREBASE_AUTH_EMULATOR_HOST (npm test sets it)').not.toBe('');
    const account = await newAdmin('Views');
    const admin = await open();
    await admin.page.goto(`${BASE_URL}/admin`);
    await admin.page.getByLabel('E-mail').fill(account.email);
    await admin.page.getByLabel('Password').fill(account.password);
    await admin.page.getByRole('button', { name: 'Sign in' }).click();
    await admin.page.getByRole('heading', { level: 1, name: 'All Pending Connections' }).waitFor({ timeout: 20_000 });
    const before = await apiRows(admin.page);
    // From here on, only the page views' own calls (the pending view has its own suite).
    admin.errors.length = 0;

    const { page: reader, context } = await open({ locale: 'fr-FR', userAgent: DESKTOP_CHROME });
    await context.addCookies([{ name: 'i18n_redirected', value: 'fr', url: BASE_URL }]);
    await reader.goto(`${BASE_URL}/`);
    await reader
      .getByRole('navigation', { name: /légal/i })
      .getByRole('link', { name: 'Politique de confidentialité' })
      .click();
    await reader.waitForURL((url) => url.pathname === '/legal/privacy-policy');
    await reader.getByRole('heading', { level: 1 }).waitFor();
    await context.close();

    // Both pages counted once more (the writes are in the background: wait for them).
    await expect
      .poll(
        async () => {
          const rows = await apiRows(admin.page);
          return [
            viewsOf(rows, '/', 'fr') > viewsOf(before, '/', 'fr'),
            viewsOf(rows, '/legal/privacy-policy', 'fr') > viewsOf(before, '/legal/privacy-policy', 'fr'),
          ];
        },
        { timeout: 10_000 },
      )
      .toEqual([true, true]);

    const { page } = admin;
    await page.getByRole('link', { name: 'Page views' }).click();
    await page.getByRole('heading', { level: 1, name: 'Page views' }).waitFor();
    await expect(page).toHaveURL((url) => url.pathname === '/admin/page-views');
    await page.getByRole('table', { name: /^Page views per page and language, last 30 days/ }).waitFor();
    await expect
      .poll(() => tableViews(page, '/legal/privacy-policy', 'French'), { timeout: 10_000 })
      .toBeGreaterThan(viewsOf(before, '/legal/privacy-policy', 'fr'));
    await expect.poll(() => tableViews(page, '/', 'French')).toBeGreaterThan(viewsOf(before, '/', 'fr'));
    const totals = page.getByRole('region', { name: 'Views per language' });
    await expect(totals.getByText('French', { exact: true })).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);

    // Most viewed first; the Page header sorts by page ("/" first), and says so.
    const views = page.getByRole('columnheader', { name: 'Views', exact: true });
    await expect(views).toHaveAttribute('aria-sort', 'descending');
    await page.getByRole('button', { name: 'Page', exact: true }).click();
    const pageHeader = page.getByRole('columnheader', { name: 'Page', exact: true });
    await expect(pageHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.locator('tbody tr .page-path').first()).toHaveText('/');
    await page.getByRole('button', { name: 'Page', exact: true }).click();
    await expect(pageHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(page.locator('tbody tr .page-path').last()).toHaveText('/');

    // A hundred rows or more: the table filters by page, and the rung report is one link away.
    await page.getByLabel('Filter pages').fill('/legal/privacy');
    const shown = page.locator('tbody tr .page-path');
    await expect(shown.first()).toHaveText('/legal/privacy-policy');
    expect(new Set(await shown.allTextContents())).toEqual(new Set(['/legal/privacy-policy']));
    await page.getByLabel('Filter pages').fill('');
    await page.getByRole('link', { name: /^How each talk was taken/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'How each talk was taken' })).toBeInViewport();
    expect(admin.errors).toEqual([]);
  });
});
