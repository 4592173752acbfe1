// A first visit costs nothing extra (issue #31, decision 0024): the service worker fetches nothing
// the page already has and nothing twice; a Save-Data (lite) visitor gets no worker at all until
// they save something, and the offline page then works. Every fetch is read from the Resource
// Timing of the page and of the worker (a file the browser's HTTP cache answered has no transfer).
import { controlledPage, newContext } from './service-worker';
import { awaitingModules, expect, test, type BrowserContext, type Page } from './fixtures';

const ARTICLE = '/blog/ten-years-of-rhino-protection';

interface Fetched {
  url: string;
  /** Bytes over the network (0: from the HTTP cache), and the body as decoded. */
  transfer: number;
  decoded: number;
}

function timings(): Fetched[] {
  const entries = [
    ...performance.getEntriesByType('navigation'),
    ...performance.getEntriesByType('resource'),
  ] as PerformanceResourceTiming[];
  return entries.map((entry) => ({ url: entry.name, transfer: entry.transferSize, decoded: entry.decodedBodySize }));
}

/** What the page and the service worker (when there is one) fetched over the network. */
async function fetched(context: BrowserContext, page: Page): Promise<{ page: Fetched[]; worker: Fetched[] }> {
  const [worker] = context.serviceWorkers();
  return {
    page: (await page.evaluate(timings)).filter((entry) => entry.transfer > 0),
    worker: worker ? (await worker.evaluate(timings)).filter((entry) => entry.transfer > 0) : [],
  };
}

const twice = (entries: Fetched[]) => {
  const urls = entries.map((entry) => entry.url);
  return urls.filter((url, index) => urls.indexOf(url) !== index);
};

const sum = (entries: Fetched[], key: 'transfer' | 'decoded') =>
  entries.reduce((total, entry) => total + entry[key], 0);

test.describe('a first visit', () => {
  test('full: the worker keeps the offline page of one language, fetching no URL the page had and none twice', async ({
    browser,
  }) => {
    const context = await newContext(browser);
    try {
      const page = await controlledPage(context, ARTICLE);
      const { page: pageFetched, worker } = await fetched(context, page);
      test.info().annotations.push({
        type: 'service worker install',
        description: `${worker.length} fetches, ${sum(worker, 'transfer')} bytes transferred, ${sum(worker, 'decoded')} decoded: ${worker.map((entry) => new URL(entry.url).pathname + new URL(entry.url).search).join(', ')}`,
      });
      console.log(`[first visit, full] install: ${test.info().annotations.at(-1)?.description}`);
      expect(twice([...pageFetched, ...worker])).toEqual([]);
      const paths = worker.map((entry) => new URL(entry.url).pathname + new URL(entry.url).search);
      expect(paths).toContain('/offline?lang=en&mode=lite');
      expect(paths).not.toContain('/offline?lang=fr&mode=lite');
    } finally {
      await context.close();
    }
  });

  test('Save-Data: no worker until a save; after it the offline page works, and nothing was fetched twice', async ({
    browser,
  }) => {
    const context = await newContext(browser);
    try {
      await context.setExtraHTTPHeaders({ 'save-data': 'on' });
      const page = awaitingModules(await context.newPage());
      await page.goto(ARTICLE);
      await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'waits');
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) ?? null)).toBeNull();
      const before = await fetched(context, page);
      expect(before.worker).toEqual([]);
      expect(before.page.map((entry) => new URL(entry.url).pathname)).not.toContain('/sw.js');
      expect(twice(before.page)).toEqual([]);
      // A save starts the worker, which keeps the offline page: it works with no connection.
      await page.getByRole('button', { name: /^Save for offline/ }).click();
      await expect(page.getByTestId('save-offline').getByText(/Saved on this device \(\d/)).toBeVisible({
        timeout: 20_000,
      });
      const after = await fetched(context, page);
      console.log(
        `[first visit, Save-Data] after a save, the worker fetched ${sum(after.worker, 'transfer')} bytes (${sum(after.worker, 'decoded')} decoded)`,
      );
      expect(twice(after.worker)).toEqual([]);
      await context.setOffline(true);
      await page.goto('/events?page=2');
      await expect(page.locator('h1')).toHaveText('You are offline', { useInnerText: true });
    } finally {
      await context.close();
    }
  });
});
