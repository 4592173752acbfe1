// Sort and paging on the listings issue #13 added them to (decision 0017): the collections grid, a
// series, the upcoming events, projects, a project's sub-projects, themes and a theme's projects.
// Each starts in its own default order, sorts with JavaScript (a client navigation) and without it
// (the GET form's Apply button), in en and fr, with no console error and no serious axe violation.
// The sample pack has fewer than 21 items in each, so paging is checked as a single page: no pager,
// and a later page number shows the first page (the workerd suite pages 25 stubbed items).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE_URL, browserSuite, seriousViolations, waitForHydration } from './browser';

const suite = browserSuite();

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

async function visit(path: string, language: Language): Promise<Page> {
  const tab = await suite.open({ locale: language === 'fr' ? 'fr-FR' : 'en-GB' });
  const response = await tab.page.goto(BASE_URL + path);
  expect(response?.status()).toBe(200);
  await waitForHydration(tab.page);
  return tab.page;
}

// Each listing in one language, the languages alternating (the controls are one component; a
// browser test costs ~10 s on two cores).
describe.each(CASES.map((item, index) => ({ ...item, language: (index % 2 === 0 ? 'en' : 'fr') as Language })))(
  '$name',
  ({ path, id, testId, defaultSort, language }) => {
    it(`sorts Z-A with JavaScript, in the same document (${language})`, async () => {
      const page = await visit(path, language);
      const sort = page.locator(`#${id}-sort`);
      expect(await sort.inputValue()).toBe(defaultSort);
      const before = await titlesIn(page, testId);
      expect(before.length).toBeGreaterThan(1);
      expect(await page.locator('nav.pager').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);

      await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));
      await sort.selectOption('2');
      await page.waitForURL((url) => url.searchParams.get('sort') === '2');
      // The address changes first; the new order follows when React has rendered it.
      await expect.poll(async () => zToA(await titlesIn(page, testId), language), POLL).toBe(true);
      expect((await titlesIn(page, testId)).sort()).toEqual([...before].sort());
      expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');

      // Back to the listing's default order.
      await page.goBack();
      await page.waitForURL((url) => !url.searchParams.has('sort'));
      await expect.poll(() => titlesIn(page, testId), POLL).toEqual(before);
    });

    it('sorts and pages without JavaScript', async () => {
      const context = await suite.browser.newContext({ baseURL: BASE_URL, locale: 'en-GB', javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        // The <noscript> refresh a first page makes, done up front: the `nojs` cookie then gets every
        // page complete, and no refresh races the test.
        await page.goto(`${BASE_URL}/?nojs=1`);
        await page.goto(BASE_URL + path);
        const sort = page.locator(`#${id}-sort`);
        expect(await sort.inputValue()).toBe(defaultSort);
        const before = await titlesIn(page, testId);
        expect(before.length).toBeGreaterThan(1);
        await sort.selectOption('2');
        await page
          .locator(`[data-testid="${testId}"] form.listing-controls`)
          .getByRole('button', { name: 'Apply' })
          .click();
        await page.waitForURL((url) => url.searchParams.get('sort') === '2');
        expect(await sort.inputValue()).toBe('2');
        expect(zToA(await titlesIn(page, testId), 'en')).toBe(true);

        // One page: no pager, and a later page number shows the first page in the chosen order.
        await page.goto(`${BASE_URL}${path}?sort=2&page=2`);
        expect(await page.locator('nav.pager').count()).toBe(0);
        expect(zToA(await titlesIn(page, testId), 'en')).toBe(true);
        expect((await titlesIn(page, testId)).length).toBe(before.length);
      } finally {
        await context.close();
      }
    });
  },
);

describe('the events listing beside the calendar', () => {
  it("keeps the calendar's month when sorting, and the list's sort when changing month (fr)", async () => {
    const page = await visit('/events?month=2027-02', 'fr');
    expect(await page.locator('caption').textContent()).toBe('Février 2027');
    expect(await page.getByTestId('english-only-note').count()).toBe(1);
    await page.locator('#events-sort').selectOption('1');
    await page.waitForURL((url) => url.searchParams.get('sort') === '1');
    expect(new URL(page.url()).searchParams.get('month')).toBe('2027-02');
    expect(await page.locator('caption').textContent()).toBe('Février 2027');
    // The page renders the new state after the address changes: wait for the month links to carry the sort.
    await page.locator('.calendar-nav a[rel~="next"][href*="sort=1"]').waitFor({ timeout: 15_000 });
    await page.getByRole('link', { name: /^Mois suivant/ }).click();
    await page.waitForURL((url) => url.searchParams.get('month') === '2027-03');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('1');
    expect(await page.locator('#events-sort').inputValue()).toBe('1');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
