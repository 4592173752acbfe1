// The member's account tables on a 390 px phone (issue #25.6): each row of the watchlist, the
// readlist and the connections is a card, so its Remove or Withdraw button is on screen without
// scrolling sideways; and the sign-in and sign-up pages start with the skip link the site's other
// pages have. SHOTS_DIR=<folder> also writes screenshots at 390 and 1440 px.
import { test, expect, BASE_URL, type Page } from './fixtures';
import { seriousViolations } from './audit';

const PHONE = { width: 390, height: 844 };
const SHOTS_DIR = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

/** Fails unless `button` lies wholly inside the 390 px viewport and the page does not scroll sideways. */
async function expectOnScreen(page: Page, button: ReturnType<Page['locator']>): Promise<void> {
  await expect(button).toBeVisible();
  // In the middle of the screen, clear of the sticky header.
  await button.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await button.boundingBox();
  expect(box, 'the button has a box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // Nothing covers or clips it: what is at its centre is the button (or inside it).
  const hit = await button.evaluate(
    (element, point) => {
      const top = document.elementFromPoint(point.x, point.y);
      return top !== null && element.contains(top);
    },
    { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 },
  );
  expect(hit, 'the button is what is at its centre').toBe(true);
}

test('the watchlist, readlist and connections rows keep Remove and Withdraw on a 390 px screen, in en and fr', async ({
  member,
}) => {
  const { page, context } = member;
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const statuses = await page.evaluate(async () => [
    (await fetch('/api/watchlist/presentation-1', { method: 'PUT' })).status,
    (await fetch('/api/readlist/article-1', { method: 'PUT' })).status,
    (
      await fetch('/api/connections', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ presenterId: 'presenter-3' }),
      })
    ).status,
  ]);
  expect(statuses).toEqual([204, 204, 201]);

  for (const [lang, withdraw] of [
    ['en', /Withdraw the request/],
    ['fr', /Retirer la demande/],
  ] as const) {
    await context.addCookies([{ name: 'i18n_redirected', value: lang, url: BASE_URL }]);
    for (const list of ['watchlist', 'readlist'] as const) {
      await page.goto(`/account/${list}`);
      const row = page.getByTestId('list-row');
      await expect(row).toHaveCount(1);
      await page.waitForLoadState('load');
      const remove = row.getByTestId('list-remove');
      // The question opens in the page with no script (a popover).
      await expect(remove).toHaveAttribute('popovertarget', /.+/);
      await expectOnScreen(page, remove);
      await shoot(page, `${list}-${lang}`);
    }
    await page.goto('/account/connections');
    const row = page.getByTestId('connection-row');
    await expect(row).toHaveCount(1);
    await page.waitForLoadState('load');
    const cancel = row.getByRole('button', { name: withdraw });
    await expect(cancel).toHaveAttribute('popovertarget', /.+/);
    await expectOnScreen(page, cancel);
    await shoot(page, `connections-${lang}`);
    expect(await seriousViolations(page)).toEqual([]);
  }
});

for (const lang of ['en', 'fr'] as const) {
  for (const path of ['/login', '/signup']) {
    test(`${path} starts with a skip link to the main content (${lang})`, async ({ open }) => {
      const { page, context } = await open({ viewport: PHONE });
      await context.addCookies([{ name: 'i18n_redirected', value: lang, url: BASE_URL }]);
      await page.goto(path);
      const skip = page.locator('a.skip-link');
      await expect(skip).toHaveCount(1);
      await expect(skip).toHaveAttribute('href', '#main');
      await expect(skip).toHaveText(lang === 'en' ? 'Skip to main content' : /contenu/);
      await expect(page.locator('#main')).toHaveCount(1);
      // The first Tab lands on it, and it shows itself then.
      await page.keyboard.press('Tab');
      await expect(skip).toBeFocused();
      const box = await skip.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      await shoot(page, `skip${path.replace('/', '-')}-${lang}`);
      await skip.press('Enter');
      await expect(page).toHaveURL(/#main$/);
    });
  }
}
