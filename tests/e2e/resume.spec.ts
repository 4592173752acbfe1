// Resume (issue #15, decision 0025): the dashboard's Continue row lists the articles partly read
// (and the presentations started), kept on the device first and synced to the member's account;
// opening one resumes where the member left it, after a reload and on another device.
import { BASE_URL, expect, newMember, signIn, test, type Page } from './fixtures';
import { seriousViolations } from './audit';
import { installYouTubeDouble, waitForYouTubeDoubleTime, youtubeDouble } from './youtube-double';

const ARTICLE = '/blog/ten-years-of-rhino-protection';
/** A short screen, so the article is longer than it. */
const SHORT_SCREEN = { width: 390, height: 500 };

/** The share of the article read as the device recorded it (0 when nothing is recorded yet). */
const recordedShare = (page: Page) =>
  page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('cta-progress') ?? '{}') as Record<
      string,
      { entry: { at: number } }
    >;
    return Object.values(stored)[0]?.entry.at ?? 0;
  });

test.describe('resume', () => {
  test('lists an article partly read in the Continue row and opens it where the member left it', async ({ open }) => {
    const tab = await open({ locale: 'fr-FR', viewport: SHORT_SCREEN });
    const { page, context } = tab;
    await signIn(page, await newMember('user', 'Resume'));

    await page.goto(ARTICLE);
    await page.evaluate(() => {
      const body = document.querySelector<HTMLElement>('.article-body');
      if (!body) throw new Error('no article body');
      const rect = body.getBoundingClientRect();
      // The bottom of the screen halfway down the text.
      window.scrollTo({ top: window.scrollY + rect.top + rect.height * 0.5 - window.innerHeight });
    });
    await expect.poll(() => recordedShare(page)).toBeGreaterThan(0.4);
    expect(await recordedShare(page)).toBeLessThan(0.6);

    // The dashboard lists it, from the device first, then from the account after a reload.
    await page.goto('/profile');
    const row = page.getByTestId('continue-row');
    await expect(row.getByRole('heading', { name: 'Continuer' })).toHaveCount(1);
    await expect(row.getByTestId('continue-item').first()).toHaveText(/\d+\s?%\s?lu/, { useInnerText: true });
    await expect
      .poll(
        async () =>
          (await fetch(`${BASE_URL}/api/progress`, {
            headers: { cookie: (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
          }).then((r) => r.json())) as { entries: unknown[] },
        { timeout: 10_000 },
      )
      .toMatchObject({ entries: [expect.objectContaining({ kind: 'article' })] });
    expect(await seriousViolations(page)).toEqual([]);

    // Another device (no local progress): the account's row, and the article opens at its place.
    const other = await open({ locale: 'fr-FR', viewport: SHORT_SCREEN });
    await other.context.addCookies(await context.cookies());
    const second = other.page;
    await second.goto('/profile');
    await second.getByTestId('continue-item').first().getByRole('link').click();
    await expect(second).toHaveURL(/\/blog\/ten-years-of-rhino-protection#read-\d+/);
    await expect
      .poll(() =>
        second.evaluate(() => {
          const body = document.querySelector<HTMLElement>('.article-body');
          const rect = body?.getBoundingClientRect();
          return rect ? (window.innerHeight - rect.top) / rect.height : 0;
        }),
      )
      .toBeGreaterThan(0.4);
  });

  test('resumes a presentation after a reload at the position the player reported', async ({ open }) => {
    const { page, context } = await open();
    // The third-party player, replaced by a double that speaks its postMessage API.
    await installYouTubeDouble(context);
    await page.goto('/video-presentations/presentation-1?t=95');
    await page.getByRole('button', { name: /^Play from 1:35/ }).click();
    await waitForYouTubeDoubleTime(page, (seconds) => seconds >= 96);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const stored = JSON.parse(localStorage.getItem('cta-progress') ?? '{}') as Record<
            string,
            { entry: { at: number } }
          >;
          return stored['presentation-presentation-1']?.entry.at ?? 0;
        }),
      )
      .toBeGreaterThanOrEqual(95);

    // Back without a moment in the address: Play resumes where the player was.
    await page.goto('/video-presentations/presentation-1');
    await page.getByRole('button', { name: /^Play from 1:3\d/ }).click();
    await expect.poll(async () => (await youtubeDouble(page)).start).toBeGreaterThanOrEqual(95);
    const player = await youtubeDouble(page);
    expect(player.start).toBeLessThan(110);
  });
});
