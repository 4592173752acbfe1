// Transcript moments in Chromium (decision 0026): a search hit inside a transcript line opens the
// presentation at that moment and Play starts there; while the video plays, a line seeks it and
// the line being spoken is marked; a shared moment link works without JavaScript. YouTube's player
// is the double of tests/e2e/youtube-double.ts (it speaks the player's postMessage API).
import { BASE_URL, expect, test, type Page } from './fixtures';
import { seriousViolations, thirdPartyRequests } from './audit';
import { installYouTubeDouble, waitForYouTubeDoubleTime, youtubeDouble } from './youtube-double';

/** The id of the transcript line marked as the current one. */
const markedLine = (page: Page) =>
  page.evaluate(() => document.querySelector('.transcript-line[aria-current="time"]')?.id ?? null);

/** The transcript's disclosure is open. */
const expectTranscriptOpen = (page: Page) => expect(page.getByTestId('transcript')).toHaveJSProperty('open', true);

/**
 * Searches for words of a transcript line, follows the result's moment link, checks the page
 * opened at that moment, presses Play, then seeks the playing video with another line.
 */
async function searchPlayAndSeek(
  page: Page,
  lines: {
    query: string;
    moment: string;
    start: number;
    time: string;
    play: RegExp;
    seekTo: string;
    seekStart: number;
    checkSearchPage?: boolean;
  },
) {
  const outside = thirdPartyRequests(page);
  await page.goto(`${BASE_URL}/search?q=${encodeURIComponent(lines.query)}`);
  const momentName = `${lines.moment} ${lines.time}`;
  const momentLink = page.getByTestId('search-results').getByRole('link', { name: momentName });
  const result = page
    .getByTestId('search-results')
    .locator('li', { has: page.getByRole('link', { name: momentName }) });
  await expect(momentLink).toHaveAttribute('href', `/video-presentations/presentation-1?t=${lines.start}`);
  // The line it was found in, with the searched words marked.
  await expect(result.locator('.search-moment q mark')).not.toHaveCount(0);
  // (The result's markup is the same in both languages: axe looks at it once.)
  if (lines.checkSearchPage) expect(await seriousViolations(page)).toEqual([]);

  await momentLink.click();
  await expect(page).toHaveURL((url) => url.pathname === '/video-presentations/presentation-1');
  await expect(page).toHaveURL((url) => url.searchParams.get('t') === String(lines.start));
  const play = page.getByRole('button', { name: lines.play });
  await expect(play).toBeVisible();
  // The page opens at that moment: the transcript is open at its line, and nothing has loaded.
  await expectTranscriptOpen(page);
  await expect.poll(() => markedLine(page)).toBe(`t-${lines.start}`);
  await expect(page.locator('iframe')).toHaveCount(0);
  // Every request made so far (the page is showing its Play button): none left the machine.
  expect(outside).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);

  await play.click();
  const player = await youtubeDouble(page);
  expect(player).toMatchObject({
    start: lines.start,
    autoplay: true,
    enablejsapi: true,
    origin: new URL(BASE_URL).origin,
  });
  await waitForYouTubeDoubleTime(page, (seconds) => seconds > lines.start);
  await expect(page.locator(`#t-${lines.start}[aria-current="time"]`)).toBeVisible();

  // While it plays, a line seeks the same player (no new one) and becomes the marked line.
  const line = page.getByRole('link', { name: lines.seekTo });
  await line.scrollIntoViewIfNeeded();
  const scroll = await page.evaluate(() => window.scrollY);
  await line.click();
  await waitForYouTubeDoubleTime(page, (seconds) => seconds >= lines.seekStart && seconds < lines.seekStart + 5);
  await expect(page.locator(`#t-${lines.seekStart}[aria-current="time"]`)).toBeVisible();
  await expect(page.locator('.transcript-line[aria-current]')).toHaveCount(1);
  // What the player was told (it has reached the new line's time: the seek was sent).
  const { commands, listeningFrom } = await youtubeDouble(page);
  expect(commands).toContainEqual({ func: 'seekTo', args: [lines.seekStart, true] });
  expect(new Set(listeningFrom)).toEqual(new Set([new URL(BASE_URL).origin]));
  await expect(page.locator('iframe')).toHaveCount(1);
  // The address names the new moment; the page did not move (read at that moment).
  await expect(page).toHaveURL((url) => url.searchParams.get('t') === String(lines.seekStart));
  expect(await page.evaluate(() => window.scrollY)).toBe(scroll);
  expect(outside.every((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
}

test.describe('transcript moments in a real browser', () => {
  test('opens a search hit inside a transcript at its moment, plays from there and seeks by line, in English', async ({
    open,
  }) => {
    const tab = await open();
    await installYouTubeDouble(tab.context);
    await searchPlayAndSeek(tab.page, {
      query: 'dehorned stump',
      moment: 'Watch from',
      start: 1290,
      time: '21:30',
      play: /^Play from 21:30: Rhino Poaching on the Front Line$/,
      seekTo: 'Go to 38:30 in the video',
      seekStart: 2310,
      checkSearchPage: true,
    });
  });

  test('does the same in French, at the times of the French recording', async ({ open }) => {
    const tab = await open({ locale: 'fr-FR' });
    await installYouTubeDouble(tab.context);
    await searchPlayAndSeek(tab.page, {
      query: 'recouper tous les dix-huit mois',
      moment: 'Regarder à partir de',
      start: 1355,
      time: '22:35',
      play: /^Lire à partir de 22:35 : Le braconnage des rhinocéros en première ligne$/,
      seekTo: 'Aller à 5:30 dans la vidéo',
      seekStart: 330,
    });
  });

  // ?t=320 shared from the English page (whose line starting at 312 covers it) opened in French,
  // where the French recording's lines start at 0, 102, 330…: its line 102 covers 320 (#23.18).
  for (const [locale, line, play] of [
    ['fr-FR', 't-102', /^Lire à partir de 5:20/],
    ['en-GB', 't-312', /^Play from 5:20/],
  ] as const) {
    test(`in ${locale}, marks the line covering a shared moment in the transcript shown, and plays from there`, async ({
      open,
    }) => {
      const tab = await open({ locale });
      await installYouTubeDouble(tab.context);
      const { page } = tab;
      await page.goto(`${BASE_URL}/video-presentations/presentation-1?t=320`);
      await expectTranscriptOpen(page);
      await expect.poll(() => markedLine(page)).toBe(line);
      await page.getByRole('button', { name: play }).click();
      expect(await youtubeDouble(page)).toMatchObject({ start: 320 });
      await waitForYouTubeDoubleTime(page, (seconds) => seconds >= 320);
      await expect.poll(() => markedLine(page)).toBe(line);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('opens a shared moment link without JavaScript: the line marked, times as links, YouTube at that time', async ({
    open,
  }) => {
    const { page } = await open({ javaScriptEnabled: false });
    const outside = thirdPartyRequests(page);
    await page.goto(`${BASE_URL}/video-presentations/presentation-1?t=1300#t-1290`);
    await expectTranscriptOpen(page);
    await expect.poll(() => markedLine(page)).toBe('t-1290');
    const lines = page.getByTestId('transcript-lines').locator('li');
    await expect(lines).toHaveCount(8);
    const second = page.getByRole('link', { name: 'Go to 1:35 in the video' });
    await expect(second).toHaveAttribute('href', '?t=95#t-95');
    await expect(page.getByRole('link', { name: 'Watch this video on YouTube' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]+&t=1300s$/,
    );
    // The line's link is a plain link to the page at its moment.
    await second.click();
    await expect(page).toHaveURL((url) => url.searchParams.get('t') === '95' && url.hash === '#t-95');
    await expect.poll(() => markedLine(page)).toBe('t-95');
    await expect
      .poll(() => page.locator('#t-95').evaluate((line) => line.getBoundingClientRect().top < window.innerHeight))
      .toBe(true);
    // (axe runs with the page's scripts: the pages with JavaScript above are checked.)
    expect(outside).toEqual([]);
  });
});
