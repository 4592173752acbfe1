// The footer and the chat button hydrate after the page (decision 0027): their chunks are not in
// the first load, their server HTML stays as it is until the chunks arrive, then they hydrate; a
// click on one of their buttons before that is given to the button once it has hydrated.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, browserSuite, waitForHydration, waitForPartHydration, type TrackedPage } from './browser';

const suite = browserSuite();
let tab: TrackedPage;

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

describe('parts that hydrate after the page', () => {
  it('keeps the footer and chat button as the server rendered them until their chunks arrive, then hydrates them', async () => {
    tab = await suite.open();
    const release = await holdChunks(tab.page, ['site-footer', 'chat-widget']);
    const response = await tab.page.goto(BASE_URL + '/about');
    await waitForHydration(tab.page);
    // The page is interactive without them; their server HTML is there, untouched.
    expect(await hydrated(tab.page, 'header.site-header')).toBe(true);
    expect(await hydrated(tab.page, 'footer.site-footer')).toBe(false);
    expect(await hydrated(tab.page, '.chat-button')).toBe(false);
    expect(await tab.page.getByTestId('footer-whatsapp').isVisible()).toBe(true);
    expect(await tab.page.locator('.chat-button').isVisible()).toBe(true);
    const footerBefore = await tab.page.locator('footer.site-footer').boundingBox();
    const htmlBefore = await tab.page.locator('footer.site-footer').innerHTML();
    // Not modulepreloaded by the page: it hydrated while they were held back.
    expect(await response?.text()).not.toMatch(/\/assets\/(site-footer|chat-widget)-/);

    await release();
    await waitForPartHydration(tab.page, 'footer.site-footer');
    await waitForPartHydration(tab.page, '.chat-button');
    // Hydrated in place: same markup, same place (no layout shift).
    expect(await tab.page.locator('footer.site-footer').boundingBox()).toEqual(footerBefore);
    expect(await tab.page.locator('footer.site-footer').innerHTML()).toBe(htmlBefore);

    // Now React's: the chat button opens its panel, the footer's links navigate client-side.
    await tab.page.locator('.chat-button').click();
    await tab.page.getByTestId('chat-dialog').waitFor();
    await tab.page.getByRole('button', { name: 'Close chat' }).first().click();
    await tab.page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));
    await tab.page.locator('footer.site-footer').getByRole('link', { name: 'Events', exact: true }).click();
    await tab.page.waitForURL((url) => url.pathname === '/events');
    expect(await tab.page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
  });

  it('keeps a click on the chat button made before its chunk arrived and opens the chat once it has', async () => {
    tab = await suite.open();
    const release = await holdChunks(tab.page, ['chat-widget']);
    await tab.page.goto(BASE_URL + '/about');
    await waitForHydration(tab.page);
    expect(await hydrated(tab.page, '.chat-button')).toBe(false);
    await tab.page.locator('.chat-button').click();
    await tab.page.waitForTimeout(300);
    expect(await tab.page.getByTestId('chat-dialog').count()).toBe(0);

    await release();
    await tab.page.getByTestId('chat-dialog').waitFor();
    // Given once: the panel stays open (a second click would have closed it).
    await tab.page.waitForTimeout(500);
    expect(await tab.page.getByTestId('chat-dialog').isVisible()).toBe(true);
    expect(await tab.page.locator('.chat-button').getAttribute('aria-expanded')).toBe('true');
  });

  it('lets a client-side navigation started before the footer’s chunk arrived wait for it, never losing the footer', async () => {
    tab = await suite.open();
    const release = await holdChunks(tab.page, ['site-footer']);
    await tab.page.goto(BASE_URL + '/about');
    await waitForHydration(tab.page);
    // Records whether the footer ever leaves the document (React rendering it anew, empty).
    await tab.page.evaluate(() => {
      const state = window as unknown as { footerRemoved: boolean };
      state.footerRemoved = false;
      new MutationObserver(() => {
        if (!document.querySelector('footer.site-footer')) state.footerRemoved = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await tab.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Events' }).click();
    await tab.page.waitForTimeout(500);
    expect(new URL(tab.page.url()).pathname).toBe('/about');
    await release();
    await tab.page.waitForURL((url) => url.pathname === '/events');
    await tab.page.waitForFunction(() => document.title.startsWith('Events'));
    expect(await hydrated(tab.page, 'footer.site-footer')).toBe(true);
    expect(await tab.page.getByTestId('footer-whatsapp').isVisible()).toBe(true);
    expect(await tab.page.evaluate(() => (window as unknown as { footerRemoved: boolean }).footerRemoved)).toBe(false);
  });
});
