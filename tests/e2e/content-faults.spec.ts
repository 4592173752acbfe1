// Browser tests that change what the content service answers (its test controls): they run
// after the others, alone (Playwright project e2e-serial), since every page of the stack reads the
// same content service.
import { BASE_URL, expect, test } from './fixtures';
import { seriousViolations } from './audit';

/** Whether /events, as a visitor gets it now, holds `part`. */
async function eventsPageHas(part: string): Promise<boolean> {
  const response = await fetch(`${BASE_URL}/events`, { headers: { accept: 'text/html' } });
  return (await response.text()).includes(part);
}

test.describe('events', () => {
  test('shows the holiday-season message when no event is upcoming', async ({ open }) => {
    const contentUrl = process.env.CONTENT_SERVICE_URL ?? '';
    const control = (method: string, body?: unknown) =>
      fetch(`${contentUrl}/__control/faults`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    // The content service has no events for a while. The Worker keeps content for 2 s in the test
    // stack, and a kept copy of /events (decision 0021) may be served once more while it is made
    // again: the page is asked for until it has caught up.
    expect((await control('POST', { collection: 'events', empty: true })).ok).toBe(true);
    try {
      await expect.poll(() => eventsPageHas('data-testid="no-events"'), { timeout: 20_000 }).toBe(true);
      const { page } = await open();
      await page.goto(`${BASE_URL}/presenters`);
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Events' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/events');
      await expect(page.getByTestId('no-events')).toHaveText(
        'No events are available over the holiday season. Please check back soon.',
      );
      await expect(page.locator('.card-grid')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await control('DELETE');
      // The events back before the next test.
      await expect.poll(() => eventsPageHas('data-testid="events-listing"'), { timeout: 20_000 }).toBe(true);
    }
  });
});
