import { expect, test, waitForHydration } from './fixtures';
import { seriousViolations } from './audit';

test.describe('site search in a browser', () => {
  test('searches client-side, highlights matches, keeps the query in the URL, and passes axe', async ({ open }) => {
    const { page } = await open();
    await page.goto('/search');
    await waitForHydration(page);
    await expect(page.getByTestId('search-empty')).toHaveText(
      'There are no search results. Use the filter above to search our website.',
    );
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));
    await page.getByLabel('Search the site').fill('eleph');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('search-results')).toBeVisible();
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'eleph');
    await expect(page.locator('mark').first()).toHaveText(/^eleph/i);
    // The search ran in the same document: no full navigation dropped the marker.
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('filters by type and works without JavaScript', async ({ open }) => {
    const { page } = await open({ javaScriptEnabled: false });
    await page.goto('/search?q=conservation&type=presenter');
    // Without JavaScript the page is the server's HTML and never changes: read once.
    const types = await page
      .locator('[data-testid="search-results"] li')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-type')));
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['presenter']));
  });
});
