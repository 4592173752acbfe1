// Whether what a page says is where the person is looking (issue #31): an answer after a post is
// inside the viewport, not somewhere above or below it.
import { expect, type Locator } from '@playwright/test';

/** The part of `locator`'s box inside the viewport, 0 to 1 (0 when it has no box). */
export async function shownFraction(locator: Locator): Promise<number> {
  return locator.evaluate((node) => {
    const box = node.getBoundingClientRect();
    if (box.height === 0) return 0;
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    return Math.max(0, bottom - top) / box.height;
  });
}

/** Waits until `locator` is shown whole inside the viewport (the page scrolled there by itself). */
export async function expectOnScreen(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  await expect.poll(() => shownFraction(locator), { message: 'the answer is not on screen' }).toBe(1);
}
