// The footer and the chat button hydrate after the page (decision 0027): their chunks are not in
// the first load, their server HTML stays as it is until the chunks arrive, then they hydrate; a
// click on one of their buttons before that is given to the button once it has hydrated.
import { expect, test, waitForHydration, waitForPartHydration, type Page } from './fixtures';
import type { Route } from '@playwright/test';

/** Holds back the browser's requests for the chunks whose names start with one of `names`. */
async function holdChunks(page: Page, names: string[]): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(
    (url) => names.some((name) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(url.pathname)),
    (route) => (released ? route.continue() : void held.push(route)),
  );
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

/** Whether React has hydrated the element (it keeps its fiber on the DOM node). */
const hydrated = (page: Page, selector: string) =>
  page.$eval(selector, (element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

/** Resolves once the page has handled what came before and painted twice since. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

test.describe('parts that hydrate after the page', () => {
  test('keeps the footer and chat button as the server rendered them until their chunks arrive, then hydrates them', async ({
    open,
  }) => {
    const { page } = await open();
    const release = await holdChunks(page, ['site-footer', 'chat-widget']);
    const response = await page.goto('/about');
    await waitForHydration(page);
    // The page is interactive without them; their server HTML is there, untouched (the parts'
    // state while their chunks are held: read at this moment).
    await expect.poll(() => hydrated(page, 'header.site-header')).toBe(true);
    expect(await hydrated(page, 'footer.site-footer')).toBe(false);
    expect(await hydrated(page, '.chat-button')).toBe(false);
    await expect(page.getByTestId('footer-whatsapp')).toBeVisible();
    await expect(page.locator('.chat-button')).toBeVisible();
    const footerBefore = await page.locator('footer.site-footer').boundingBox();
    const htmlBefore = await page.locator('footer.site-footer').innerHTML();
    // Not modulepreloaded by the page: it hydrated while they were held back.
    expect(await response?.text()).not.toMatch(/\/assets\/(site-footer|chat-widget)-/);

    await release();
    await waitForPartHydration(page, 'footer.site-footer');
    await waitForPartHydration(page, '.chat-button');
    // Hydrated in place: same markup, same place (no layout shift), as soon as it has hydrated.
    expect(await page.locator('footer.site-footer').boundingBox()).toEqual(footerBefore);
    expect(await page.locator('footer.site-footer').innerHTML()).toBe(htmlBefore);

    // Now React's: the chat button opens its panel, the footer's links navigate client-side.
    await page.locator('.chat-button').click();
    await expect(page.getByTestId('chat-dialog')).toBeVisible();
    await page.getByRole('button', { name: 'Close chat' }).first().click();
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));
    await page.locator('footer.site-footer').getByRole('link', { name: 'Events', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/events');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
  });

  test('keeps a click on the chat button made before its chunk arrived and opens the chat once it has', async ({
    open,
  }) => {
    const { page } = await open();
    const release = await holdChunks(page, ['chat-widget']);
    await page.goto('/about');
    await waitForHydration(page);
    expect(await hydrated(page, '.chat-button')).toBe(false);
    // Every click the chat button gets: the visitor's (trusted) and the ones given again.
    await page.evaluate(() => {
      const clicks: boolean[] = [];
      (window as unknown as { chatClicks: boolean[] }).chatClicks = clicks;
      document.addEventListener(
        'click',
        (event) => {
          if (event.target instanceof Element && event.target.closest('.chat-button')) clicks.push(event.isTrusted);
        },
        true,
      );
    });
    const chatClicks = () => page.evaluate(() => (window as unknown as { chatClicks: boolean[] }).chatClicks);
    await page.locator('.chat-button').click();
    // The click has been handled and the page painted since: no panel while the chunk is held.
    await twoFrames(page);
    await expect(page.getByTestId('chat-dialog')).toHaveCount(0);

    await release();
    await expect(page.getByTestId('chat-dialog')).toBeVisible();
    // Given once: the kept click was given to the hydrated button, and only it (a second click
    // would have closed the panel); the panel stays open.
    await expect.poll(chatClicks).toEqual([true, false]);
    await twoFrames(page);
    await expect(page.getByTestId('chat-dialog')).toBeVisible();
    await expect(page.locator('.chat-button')).toHaveAttribute('aria-expanded', 'true');
  });

  test('lets a client-side navigation started before the footer’s chunk arrived wait for it, never losing the footer', async ({
    open,
  }) => {
    const { page } = await open();
    const release = await holdChunks(page, ['site-footer']);
    await page.goto('/about');
    await waitForHydration(page);
    // Records whether the footer ever leaves the document (React rendering it anew, empty).
    await page.evaluate(() => {
      const state = window as unknown as { footerRemoved: boolean };
      state.footerRemoved = false;
      new MutationObserver(() => {
        if (!document.querySelector('footer.site-footer')) state.footerRemoved = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    const eventsData = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/events.data');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Events' }).click();
    // The next page's data has come (its client loader only waits for the footer now), and the
    // page has painted since: the navigation has not committed.
    await (await eventsData).finished();
    await twoFrames(page);
    expect(new URL(page.url()).pathname).toBe('/about');
    await release();
    await expect(page).toHaveURL((url) => url.pathname === '/events');
    await expect(page).toHaveTitle(/^Events/);
    await expect.poll(() => hydrated(page, 'footer.site-footer')).toBe(true);
    await expect(page.getByTestId('footer-whatsapp')).toBeVisible();
    // Recorded over the whole navigation: the footer never left.
    expect(await page.evaluate(() => (window as unknown as { footerRemoved: boolean }).footerRemoved)).toBe(false);
  });
});
