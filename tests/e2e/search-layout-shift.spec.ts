// The search page moves nothing as it loads (#25.6: the footer moved, 0.199, when the results were
// streamed in after the page): the page now comes whole, its results in it, with no screen-high
// placeholder to keep the footer away. Measured as the browser does (layout-shift entries), with a
// visitor's user agent (a crawler got pages whole even before).
import { mkdirSync } from 'node:fs';
import { BASE_URL, expect, test, VISITOR_USER_AGENT } from './fixtures';

const SHOTS = process.env.P25_SHOTS;

for (const locale of ['en-GB', 'fr-FR'])
  for (const query of ['rhino', 'zzqxv']) {
    test(`/search?q=${query} shifts nothing as its results arrive (${locale})`, async ({ open }) => {
      const { page } = await open({ locale, userAgent: VISITOR_USER_AGENT, viewport: { width: 390, height: 844 } });
      await page.addInitScript(() => {
        const shifts: { value: number; sources: string[] }[] = [];
        (window as unknown as { shifts: typeof shifts }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node }[];
          })[])
            if (!entry.hadRecentInput)
              shifts.push({
                value: entry.value,
                sources: entry.sources.map((source) =>
                  source.node instanceof Element
                    ? source.node.tagName + '.' + source.node.className
                    : String(source.node),
                ),
              });
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${BASE_URL}/search?q=${query}`);
      await expect(page.getByTestId(query === 'rhino' ? 'search-results' : 'search-no-results')).toBeVisible();
      await page.waitForLoadState('load');
      // Two frames after the results: any shift they caused has been reported.
      await page.evaluate(
        () =>
          new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
      );
      const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number }[] }).shifts);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, JSON.stringify(shifts)).toBeLessThan(0.02);
      if (SHOTS) {
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/search-${query}-${locale}-390.png` });
      }
    });
  }
