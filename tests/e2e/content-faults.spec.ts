// Browser tests that change what the content service answers (its test controls): they run
// after the others, alone (vitest project e2e-serial), since every page of the stack reads the
// same content service.
import { describe, expect, it } from 'vitest';
import { BASE_URL, browserSuite, seriousViolations, waitForHydration } from './browser';

const suite = browserSuite();

describe('events', () => {
  it('shows the holiday-season message when no event is upcoming', async () => {
    const contentUrl = process.env.CONTENT_SERVICE_URL ?? '';
    const control = (method: string, body?: unknown) =>
      fetch(`${contentUrl}/__control/faults`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    // The content service has no events for a while (the test stack keeps content for 2 s).
    expect((await control('POST', { collection: 'events', empty: true })).ok).toBe(true);
    try {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      const tab = await suite.open();
      await tab.page.goto(`${BASE_URL}/presenters`);
      await waitForHydration(tab.page);
      const page = tab.page;
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Events' }).click();
      await page.waitForURL((url) => url.pathname === '/events');
      await page.getByTestId('no-events').waitFor();
      expect(await page.getByTestId('no-events').textContent()).toBe(
        'No events are available over the holiday season. Please check back soon.',
      );
      expect(await page.locator('.card-grid').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await control('DELETE');
      await new Promise((resolve) => setTimeout(resolve, 2500));
    }
  });
});
