import { describe, expect, it } from 'vitest';
import { BASE_URL, browserSuite, seriousViolations, waitForHydration, type TrackedPage } from './browser';

const suite = browserSuite();
let tab: TrackedPage;

describe('site search in a browser', () => {
  it('searches client-side, highlights matches, keeps the query in the URL, and passes axe', async () => {
    tab = await suite.open();
    await tab.page.goto(`${BASE_URL}/search`);
    await waitForHydration(tab.page);
    expect(await tab.page.getByTestId('search-empty').textContent()).toBe(
      'There are no search results. Use the filter above to search our website.',
    );
    await tab.page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));
    await tab.page.getByLabel('Search the site').fill('eleph');
    await tab.page.getByRole('button', { name: 'Search' }).click();
    await tab.page.getByTestId('search-results').waitFor();
    expect(new URL(tab.page.url()).searchParams.get('q')).toBe('eleph');
    expect(await tab.page.locator('mark').first().textContent()).toMatch(/^eleph/i);
    expect(await tab.page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
    expect(await seriousViolations(tab.page)).toEqual([]);
  });

  it('filters by type and works without JavaScript', async () => {
    tab = await suite.open();
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/search?q=conservation&type=presenter`);
    const types = await page
      .locator('[data-testid="search-results"] li')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-type')));
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['presenter']));
    await context.close();
  });
});
