// Sort and paging on the listings issue #13 added them to (decision 0017): the collections grid, a
// series, the upcoming events, projects, a project's sub-projects, themes and a theme's projects.
// Each starts in its own default order, sorts with JavaScript (a client navigation) and without it
// (the GET form's Apply button), in en and fr, with no console error and no serious axe violation.
// The sample pack has fewer than 21 items in each, so paging is checked as a single page: no pager,
// and a later page number shows the first page (the workerd suite pages 25 stubbed items).
import { BASE_URL, expect, test, waitForHydration, type Page, type TrackedPage } from './fixtures';
import { seriousViolations } from './audit';

type Language = 'en' | 'fr';

interface Case {
  name: string;
  path: string;
  /** The controls' id prefix. */
  id: string;
  /** The listing's test id (its cards are counted inside it). */
  testId: string;
  defaultSort: '1' | '4';
}

const CASES: Case[] = [
  {
    name: 'the collections grid',
    path: '/collections',
    id: 'collections',
    testId: 'collections-listing',
    defaultSort: '1',
  },
  {
    name: 'a series',
    path: '/video-presentations/series/ranger-voices',
    id: 'series',
    testId: 'series-listing',
    defaultSort: '4',
  },
  { name: 'the upcoming events', path: '/events', id: 'events', testId: 'events-listing', defaultSort: '4' },
  { name: 'the projects', path: '/projects', id: 'projects', testId: 'project-cards', defaultSort: '1' },
  {
    name: "a project's sub-projects",
    path: '/projects/project-1',
    id: 'sub-projects',
    testId: 'sub-project-cards',
    defaultSort: '1',
  },
  { name: 'the themes', path: '/projects/themes', id: 'themes', testId: 'theme-cards', defaultSort: '1' },
  {
    name: "a theme's projects",
    path: '/projects/themes/sub-theme-4',
    id: 'theme-projects',
    testId: 'project-cards',
    defaultSort: '1',
  },
];

/** The machine may be busy: give a client navigation's render time. */
const POLL = { timeout: 15_000, interval: 200 };

const titlesIn = (page: Page, testId: string) =>
  page.locator(`[data-testid="${testId}"] .card-title`).allTextContents();

/** True when `titles` are Z to A in the language's collation. */
function zToA(titles: string[], language: Language): boolean {
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  return titles.join('|') === [...titles].sort(collator.compare).reverse().join('|');
}

async function visit(
  open: (options?: { locale?: string }) => Promise<TrackedPage>,
  path: string,
  language: Language,
): Promise<Page> {
  const tab = await open({ locale: language === 'fr' ? 'fr-FR' : 'en-GB' });
  const response = await tab.page.goto(BASE_URL + path);
  expect(response?.status()).toBe(200);
  await waitForHydration(tab.page);
  return tab.page;
}

// Each listing in one language, the languages alternating (the controls are one component; a
// browser test costs ~10 s on two cores).
for (const [index, { name, path, id, testId, defaultSort }] of CASES.entries()) {
  const language: Language = index % 2 === 0 ? 'en' : 'fr';
  test.describe(name, () => {
    test(`sorts Z-A with JavaScript, in the same document (${language})`, async ({ open }) => {
      const page = await visit(open, path, language);
      const sort = page.locator(`#${id}-sort`);
      await expect(sort).toHaveValue(defaultSort);
      // The order the page came in (hydrated: it changes only when the visitor sorts).
      const before = await titlesIn(page, testId);
      expect(before.length).toBeGreaterThan(1);
      await expect(page.locator('nav.pager')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);

      await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));
      await sort.selectOption('2');
      await expect(page).toHaveURL((url) => url.searchParams.get('sort') === '2');
      // The address changes first; the new order follows when React has rendered it.
      await expect.poll(async () => zToA(await titlesIn(page, testId), language), POLL).toBe(true);
      await expect.poll(async () => (await titlesIn(page, testId)).sort(), POLL).toEqual([...before].sort());
      expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');

      // Back to the listing's default order.
      await page.goBack();
      await expect(page).toHaveURL((url) => !url.searchParams.has('sort'));
      await expect.poll(() => titlesIn(page, testId), POLL).toEqual(before);
    });

    test('sorts and pages without JavaScript', async ({ open }) => {
      const { page } = await open({ javaScriptEnabled: false });
      // The <noscript> refresh a first page makes, done up front: the `nojs` cookie then gets every
      // page complete, and no refresh races the test.
      await page.goto(`${BASE_URL}/?nojs=1`);
      await page.goto(BASE_URL + path);
      const sort = page.locator(`#${id}-sort`);
      await expect(sort).toHaveValue(defaultSort);
      // Without JavaScript a page is the server's HTML and never changes: its titles read once.
      const before = await titlesIn(page, testId);
      expect(before.length).toBeGreaterThan(1);
      await sort.selectOption('2');
      await page
        .locator(`[data-testid="${testId}"] form.listing-controls`)
        .getByRole('button', { name: 'Apply' })
        .click();
      await expect(page).toHaveURL((url) => url.searchParams.get('sort') === '2');
      await expect(sort).toHaveValue('2');
      expect(zToA(await titlesIn(page, testId), 'en')).toBe(true);

      // One page: no pager, and a later page number shows the first page in the chosen order.
      await page.goto(`${BASE_URL}${path}?sort=2&page=2`);
      await expect(page.locator('nav.pager')).toHaveCount(0);
      const titles = await titlesIn(page, testId);
      expect(zToA(titles, 'en')).toBe(true);
      expect(titles.length).toBe(before.length);
    });
  });
}

test.describe('the events listing beside the calendar', () => {
  test("keeps the calendar's month when sorting, and the list's sort when changing month (fr)", async ({ open }) => {
    const page = await visit(open, '/events?month=2027-02', 'fr');
    await expect(page.locator('caption')).toHaveText('Février 2027');
    await expect(page.getByTestId('english-only-note')).toHaveCount(1);
    await page.locator('#events-sort').selectOption('1');
    await expect(page).toHaveURL((url) => url.searchParams.get('sort') === '1');
    await expect(page).toHaveURL((url) => url.searchParams.get('month') === '2027-02');
    await expect(page.locator('caption')).toHaveText('Février 2027');
    // The page renders the new state after the address changes: wait for the month links to carry the sort.
    await expect(page.locator('.calendar-nav a[rel~="next"][href*="sort=1"]')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('link', { name: /^Mois suivant/ }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('month') === '2027-03');
    await expect(page).toHaveURL((url) => url.searchParams.get('sort') === '1');
    await expect(page.locator('#events-sort')).toHaveValue('1');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
