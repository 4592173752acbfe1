// Sort and paging on the listings issue #13 added them to (decision 0017): the collections grid, a
// series, the upcoming events, projects, a project's sub-projects, themes and a theme's projects.
// Each starts in its own default order, sorts with scripts (choosing submits the GET form) and
// without them (its Apply button), in en and fr, with no console error and no serious axe violation.
// The sample pack has fewer than 21 items in each, so paging is checked as a single page: no pager,
// and a later page number shows the first page (the workerd suite pages 25 stubbed items).
import { BASE_URL, expect, modulesReady, test, type Page, type TrackedPage } from './fixtures';
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
  return tab.page;
}

/** A select's change applied: with scripts, the listing's module submits the form (a new page). */
async function choose(page: Page, select: string, value: string, param: string) {
  // Choosing submits only once the listing's module runs (after the load; the page may have come
  // by a click, which the fixtures do not wait on).
  await modulesReady(page);
  await Promise.all([
    page.waitForURL((url) => url.searchParams.get(param) === value),
    page.locator(select).selectOption(value),
  ]);
}

const APPLY = { en: 'Apply', fr: 'Appliquer' } as const;

// Each listing in one language with scripts and the other without, the languages alternating (the
// controls are one component; a browser test costs ~10 s on two cores).
for (const [index, { name, path, id, testId, defaultSort }] of CASES.entries()) {
  const language: Language = index % 2 === 0 ? 'en' : 'fr';
  const other: Language = language === 'en' ? 'fr' : 'en';
  test.describe(name, () => {
    test(`sorts Z-A when the sort is chosen, with scripts (${language})`, async ({ open }) => {
      const page = await visit(open, path, language);
      const sort = page.locator(`#${id}-sort`);
      await expect(sort).toHaveValue(defaultSort);
      const before = await titlesIn(page, testId);
      expect(before.length).toBeGreaterThan(1);
      await expect(page.locator('nav.pager')).toHaveCount(0);
      // Apply is there for keyboards and for when the script is missing.
      await expect(
        page.locator(`[data-testid="${testId}"] form.listing-controls`).getByRole('button', { name: APPLY[language] }),
      ).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      // The module submits the GET form: the page comes anew with the chosen order.
      await choose(page, `#${id}-sort`, '2', 'sort');
      await expect(sort).toHaveValue('2');
      expect(zToA(await titlesIn(page, testId), language)).toBe(true);
      expect((await titlesIn(page, testId)).sort()).toEqual([...before].sort());

      // Back to the listing's default order.
      await page.goBack();
      await expect(page).toHaveURL((url) => !url.searchParams.has('sort'));
      await expect.poll(() => titlesIn(page, testId), POLL).toEqual(before);
    });

    test(`sorts and pages with Apply and no script (${other})`, async ({ open }) => {
      const { page } = await open({ javaScriptEnabled: false, locale: other === 'fr' ? 'fr-FR' : 'en-GB' });
      await page.goto(BASE_URL + path);
      const sort = page.locator(`#${id}-sort`);
      await expect(sort).toHaveValue(defaultSort);
      // Without JavaScript a page is the server's HTML and never changes: its titles read once.
      const before = await titlesIn(page, testId);
      expect(before.length).toBeGreaterThan(1);
      await sort.selectOption('2');
      await page
        .locator(`[data-testid="${testId}"] form.listing-controls`)
        .getByRole('button', { name: APPLY[other] })
        .click();
      await expect(page).toHaveURL((url) => url.searchParams.get('sort') === '2');
      await expect(sort).toHaveValue('2');
      expect(zToA(await titlesIn(page, testId), other)).toBe(true);

      // One page: no pager, and a later page number shows the first page in the chosen order.
      await page.goto(`${BASE_URL}${path}?sort=2&page=2`);
      await expect(page.locator('nav.pager')).toHaveCount(0);
      const titles = await titlesIn(page, testId);
      expect(zToA(titles, other)).toBe(true);
      expect(titles.length).toBe(before.length);
    });
  });
}

test.describe('the events listing beside the calendar', () => {
  test("keeps the calendar's month when sorting, and the list's sort when changing month (fr)", async ({ open }) => {
    const page = await visit(open, '/events?month=2027-02', 'fr');
    await expect(page.locator('caption')).toHaveText('Février 2027');
    await expect(page.getByTestId('english-only-note')).toHaveCount(1);
    await choose(page, '#events-sort', '1', 'sort');
    await expect(page).toHaveURL((url) => url.searchParams.get('month') === '2027-02');
    await expect(page.locator('caption')).toHaveText('Février 2027');
    await expect(page.locator('.calendar-nav a[rel~="next"][href*="sort=1"]')).toBeVisible();
    await page.getByRole('link', { name: /^Mois suivant/ }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('month') === '2027-03');
    await expect(page).toHaveURL((url) => url.searchParams.get('sort') === '1');
    await expect(page.locator('#events-sort')).toHaveValue('1');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

// The presentations have more than a page: filter by category and follow the pager, with scripts
// (choosing submits the form) and without (Apply, then the pager's links), in en and fr.
for (const [scripts, language] of [
  [true, 'en'],
  [false, 'fr'],
  [true, 'fr'],
  [false, 'en'],
] as const) {
  test(`the presentations filter and page ${scripts ? 'with scripts' : 'with no script'} (${language})`, async ({
    open,
  }) => {
    const { page } = await open({
      locale: language === 'fr' ? 'fr-FR' : 'en-GB',
      ...(scripts ? {} : { javaScriptEnabled: false }),
    });
    await page.goto(`${BASE_URL}/video-presentations`);
    const listing = page.locator('[data-testid="presentations"]');
    const count = listing.locator('.listing-count');
    const total = Number((await count.textContent())?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThan(20);

    // The pager: page 2 of the same listing, its own address, then back to page 1 by its link.
    const pager = page.locator('nav.pager');
    await expect(pager.locator('[aria-current="page"]')).toHaveText('1');
    const firstPage = await titlesIn(page, 'presentations');
    expect(firstPage).toHaveLength(20);
    await pager.locator('a[rel="next"]').click();
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
    await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
    const secondPage = await titlesIn(page, 'presentations');
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
    await pager.locator('a[rel="prev"]').click();
    await expect(page).toHaveURL((url) => !url.searchParams.has('page'));

    // A category: fewer presentations, the choice kept in the form and the address.
    const category = page.locator('#presentations-category');
    const value = (await category.locator('option').nth(1).getAttribute('value')) ?? '';
    if (scripts) await choose(page, '#presentations-category', value, 'category');
    else {
      await category.selectOption(value);
      await listing.getByRole('button', { name: APPLY[language] }).click();
      await expect(page).toHaveURL((url) => url.searchParams.get('category') === value);
    }
    await expect(category).toHaveValue(value);
    const filtered = Number((await count.textContent())?.match(/\d+/)?.[0]);
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(total);
    expect(await titlesIn(page, 'presentations')).toHaveLength(Math.min(filtered, 20));
    if (scripts) expect(await seriousViolations(page)).toEqual([]);
  });
}
