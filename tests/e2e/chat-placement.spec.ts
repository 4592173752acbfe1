// The chat button and its bubble never cover the page's content on a phone (#25.6): they sit at
// the page's end, in the strip the footer keeps for them, so at no scroll position do they lie over
// the contact form's Message field or a home page title.
import { mkdirSync } from 'node:fs';
import { BASE_URL, expect, test, waitForHydration, VISITOR_USER_AGENT, type Page } from './fixtures';

/** The chat bubble's delay (CHAT_DIALOG_DELAY_MS in shared/constants/spec.ts), and a margin. */
const CHAT_DELAY_AND_MARGIN_MS = 5000;
const SHOTS = process.env.P25_SHOTS;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const intersect = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The chat's boxes (button, and bubble if shown) and `selector`'s, once each is scrolled to the screen's top, middle and bottom edge. */
async function overlaps(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((wanted) => {
    const found: string[] = [];
    const chat = Array.from(document.querySelectorAll('.chat-button, [data-testid="chat-bubble"]'));
    const targets = Array.from(document.querySelectorAll(wanted));
    for (const target of targets)
      for (const block of ['start', 'center', 'end'] as const) {
        target.scrollIntoView({ block, behavior: 'instant' });
        const a = target.getBoundingClientRect();
        for (const part of chat) {
          const b = part.getBoundingClientRect();
          if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
            found.push(`${(target.textContent ?? '').trim().slice(0, 40)} (${block}) under ${part.className}`);
        }
      }
    return found;
  }, selector);
}

for (const locale of ['en-GB', 'fr-FR']) {
  test.describe(`the chat on a phone (${locale})`, () => {
    for (const { path, selector, name } of [
      { path: '/contact', selector: 'textarea[name="message"]', name: 'contact' },
      { path: '/', selector: 'main :is(h1, h2, h3, h4), main .card-title', name: 'home' },
    ]) {
      test(`covers nothing on ${path}, with its bubble`, async ({ open }) => {
        const { page } = await open({ locale, userAgent: VISITOR_USER_AGENT, viewport: { width: 390, height: 844 } });
        await page.clock.install();
        await page.goto(BASE_URL + path);
        await waitForHydration(page);
        const button = page.locator('.chat-button');
        await expect(button).toBeVisible();
        expect(await page.locator(selector).count()).toBeGreaterThan(0);
        expect(await overlaps(page, selector)).toEqual([]);
        // The invitation, once the button is in view: beside it, and over nothing either.
        await button.scrollIntoViewIfNeeded();
        await page.clock.runFor(CHAT_DELAY_AND_MARGIN_MS);
        const bubble = page.getByTestId('chat-bubble');
        await expect(bubble).toBeVisible();
        expect(await overlaps(page, selector)).toEqual([]);
        const [bubbleBox, buttonBox] = [await bubble.boundingBox(), await button.boundingBox()];
        expect(bubbleBox && buttonBox && !intersect(bubbleBox, buttonBox)).toBe(true);
        // Nothing wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        if (SHOTS) {
          mkdirSync(SHOTS, { recursive: true });
          for (const width of [390, 1440]) {
            await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
            await page.screenshot({ path: `${SHOTS}/chat-${name}-${locale}-${width}-end.png` });
            await page.locator(selector).first().scrollIntoViewIfNeeded();
            await page.screenshot({ path: `${SHOTS}/chat-${name}-${locale}-${width}.png` });
          }
        }
      });
    }
  });
}
