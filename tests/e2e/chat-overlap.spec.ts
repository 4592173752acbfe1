// The floating chat button and its teaser bubble never cover what a phone visitor uses or reads
// (#25.6): they hide while a form field has focus (the contact form's Message field), the bubble
// closes itself when the visitor scrolls, and the page's end can be scrolled clear of the button
// (a home card's title). At 390 px the button covers no link or button anywhere on the home page,
// /data-costs and a presentation, however far the page is scrolled (issue #31: it covered the
// ladder's prices, "Show costs" and a download link), and the share menu's "Copied" fits.
import { mkdirSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { BASE_URL, expect, test, VISITOR_USER_AGENT, type OpenOptions, type Page, type TrackedPage } from './fixtures';

/** The chat bubble's delay (CHAT_DIALOG_DELAY_MS in shared/constants/spec.ts), and a margin. */
const CHAT_DELAY_AND_MARGIN_MS = 4000 + 500;
const SHOTS = process.env.CHAT_OVERLAP_SHOTS;

/** Whether `part` is shown and its box meets `target`'s. */
async function covers(part: Locator, target: Locator): Promise<boolean> {
  if (!(await part.isVisible())) return false;
  const [a, b] = [await part.boundingBox(), await target.boundingBox()];
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/**
 * `path` on a 390 px phone for a visitor in `locale`, hydrated, once the chat's button and bubble
 * have come (the page's clock run past the bubble's delay).
 */
async function phoneWithChat(open: (options?: OpenOptions) => Promise<TrackedPage>, locale: string, path: string) {
  const { page } = await open({ locale, userAgent: VISITOR_USER_AGENT, viewport: { width: 390, height: 844 } });
  await page.clock.install();
  await page.goto(BASE_URL + path);
  await page.clock.runFor(CHAT_DELAY_AND_MARGIN_MS);
  const button = page.locator('.chat-button');
  const bubble = page.getByTestId('chat-bubble');
  await expect(bubble).toBeVisible();
  // The corner is there (the button itself steps aside while a link or button is under it).
  await expect(page.locator('.chat-row')).toBeVisible();
  return { page, button, bubble };
}

for (const locale of ['en-GB', 'fr-FR']) {
  test.describe(`the chat on a phone (${locale})`, () => {
    test('hides while the contact form’s Message field has focus', async ({ open }) => {
      const { page, button, bubble } = await phoneWithChat(open, locale, '/contact');
      // As on a phone whose keyboard has come up: the field at the bottom of what is left of the screen.
      const message = page.locator('textarea[name="message"]');
      await message.evaluate((field) => {
        field.scrollIntoView({ block: 'end', behavior: 'instant' });
        (field as HTMLTextAreaElement).focus({ preventScroll: true });
      });
      await expect(message).toBeFocused();
      await expect.poll(() => covers(button, message)).toBe(false);
      await expect.poll(() => covers(bubble, message)).toBe(false);
      await shoot(page, `contact-focused-${locale}-390`);
      // Back when the visitor leaves the field.
      await message.evaluate((field) => (field as HTMLTextAreaElement).blur());
      await expect(page.locator('.chat-row')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      if (SHOTS) {
        await page.setViewportSize({ width: 1440, height: 900 });
        await shoot(page, `contact-${locale}-1440`);
      }
    });

    test('closes the bubble on scroll and keeps the page’s end clear of the button on /', async ({ open }) => {
      const { page, button, bubble } = await phoneWithChat(open, locale, '/');
      await shoot(page, `home-bubble-${locale}-390`);
      const buttonBox = await button.boundingBox();
      const bubbleBox = await bubble.boundingBox();
      // Compact, inside the corner beside the button.
      expect(buttonBox && bubbleBox && bubbleBox.x + bubbleBox.width <= buttonBox.x + 1).toBe(true);
      expect(bubbleBox && bubbleBox.y + bubbleBox.height <= 844).toBe(true);
      await page.mouse.move(195, 400);
      await page.mouse.wheel(0, 600);
      await expect(bubble).toBeHidden();
      await expect(page.locator('.chat-row')).toBeVisible();
      const titles = page.locator('main .card-title');
      await expect(titles.first()).toBeAttached();
      // Every part streamed in, then the page's end.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          const hits: number[] = [];
          for (const [index, title] of (await titles.all()).entries())
            if (await covers(button, title)) hits.push(index);
          return hits;
        })
        .toEqual([]);
      await shoot(page, `home-end-${locale}-390`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      if (SHOTS) {
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await shoot(page, `home-end-${locale}-1440`);
      }
    });
  });
}

/** The page's links and buttons under the chat's button, while it is shown (as the visitor sees them). */
function controlsUnderButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('.chat-button');
    if (!button || !button.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return [];
    const box = button.getBoundingClientRect();
    const found: string[] = [];
    const selector = 'a[href], button, summary, input, select, textarea, label, [role="button"]';
    for (const control of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (control.closest('.chat-widget')) continue;
      if (!control.checkVisibility({ visibilityProperty: true })) continue;
      const rect = control.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.left < box.right && box.left < rect.right && rect.top < box.bottom && box.top < rect.bottom)
        found.push(`${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 40)}"`);
    }
    return found;
  });
}

for (const path of ['/', '/data-costs', '/video-presentations/presentation-1'])
  for (const locale of ['en-GB', 'fr-FR'])
    test(`the chat button covers no link or button on ${path} at 390 px, however far it is scrolled (${locale})`, async ({
      open,
    }) => {
      const { page } = await open({ locale, userAgent: VISITOR_USER_AGENT, viewport: { width: 390, height: 844 } });
      await page.goto(BASE_URL + path);
      await expect(page.locator('.chat-button')).toBeAttached();
      const height = () => page.evaluate(() => document.documentElement.scrollHeight);
      for (let top = 0; top < (await height()); top += 211) {
        await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
        await expect.poll(() => controlsUnderButton(page), { message: `scrolled to ${top} px` }).toEqual([]);
        await shoot(page, `overlap-${path.replaceAll('/', '_')}-${locale}-${top}`);
      }
      // Not hidden for good: at the page's end (the footer keeps room under its last line) it is there.
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      await expect(page.locator('.chat-button')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });

test('the share menu’s “Copied” fits a 390 px screen beside the chat button (fr-FR)', async ({ open }) => {
  const { page, context } = await open({
    locale: 'fr-FR',
    userAgent: VISITOR_USER_AGENT,
    viewport: { width: 390, height: 844 },
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  await page.goto(BASE_URL + '/video-presentations/presentation-1');
  const menu = page.locator('details.share-menu').first();
  await menu.locator('summary').click();
  await menu.locator('.share-copy').click();
  const status = menu.locator('.share-status');
  await expect(status).toHaveText(/./);
  const box = await status.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await expect.poll(() => controlsUnderButton(page)).toEqual([]);
  await expect.poll(() => covers(page.locator('.chat-button'), status)).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
