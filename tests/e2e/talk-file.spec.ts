// Issue #35 in Chromium: "Send this talk" downloads one HTML file of exactly the size the page
// stated; opened from file:// with the network cut it makes no request, with JavaScript on and off
// its transcript shows and its audio plays, and with JavaScript on a line jumps the audio to its
// moment. The series ZIP holds the same files. The small video shows captions in the page's
// language, in English and in French. en and fr.
import { readFile, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type BrowserContext, type Page } from './fixtures';

// presentation-1 (rhino-poaching-on-the-front-line): timed transcripts, audio and small video in both languages.
const PRESENTATION = '/video-presentations/presentation-1';

const LANGUAGES = [
  { locale: 'en-GB', lang: 'en', download: 'Download the file (HTML)', title: 'Rhino Poaching on the Front Line' },
  {
    locale: 'fr-FR',
    lang: 'fr',
    download: 'Télécharger le fichier (HTML)',
    title: 'Le braconnage des rhinocéros en première ligne',
  },
] as const;

/** Cuts the network of `context` and answers the requests that tried to leave, file:// and data: aside. */
async function cutNetwork(context: BrowserContext): Promise<string[]> {
  const left: string[] = [];
  await context.route(
    (url) => url.protocol !== 'file:' && url.protocol !== 'data:',
    (route) => {
      left.push(route.request().url());
      return route.abort();
    },
  );
  context.on('request', (request) => {
    if (!/^(file|data):/.test(request.url())) left.push(request.url());
  });
  return left;
}

/** The file's audio once it can play: its duration and state. */
const audioState = (page: Page) =>
  page.locator('audio').evaluate((audio: HTMLAudioElement) => ({
    readyState: audio.readyState,
    duration: audio.duration,
    currentTime: audio.currentTime,
    paused: audio.paused,
    error: audio.error?.code ?? null,
  }));

for (const language of LANGUAGES) {
  test.describe(`the talk as one file in ${language.lang}`, () => {
    test('downloads at the size stated, and plays from file:// with no network, JavaScript on and off', async ({
      open,
    }) => {
      const { page } = await open({ locale: language.locale, javaScriptEnabled: false });
      await page.goto(PRESENTATION);
      const option = page.locator('.send-option').first();
      const stated = Number(await option.locator('.rung-size').getAttribute('data-bytes'));
      expect(stated).toBeGreaterThan(100_000);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        option.getByRole('link', { name: language.download }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`rhino-poaching-on-the-front-line-talk-${language.lang}.html`);
      const bytes = await readFile(await download.path());
      expect(bytes.byteLength).toBe(stated);
      // Where a phone keeps it: a folder of its own, opened by its file address.
      const folder = await mkdtemp(path.join(tmpdir(), 'talk-file-'));
      const file = path.join(folder, download.suggestedFilename());
      await writeFile(file, bytes);
      const address = pathToFileURL(file).toString();

      for (const javaScriptEnabled of [false, true]) {
        const offline = await open({ locale: language.locale, javaScriptEnabled });
        const left = await cutNetwork(offline.context);
        await offline.page.goto(address);
        await expect(offline.page.locator('h1')).toHaveText(language.title);
        const lines = offline.page.locator('main ol li');
        expect(await lines.count()).toBeGreaterThan(3);
        await expect(lines.first()).toBeVisible();
        // The audio plays: it is decoded from the file itself.
        await offline.page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.play());
        await expect
          .poll(async () => (await audioState(offline.page)).currentTime, { timeout: 15_000 })
          .toBeGreaterThan(0.3);
        const state = await audioState(offline.page);
        expect(state.error).toBeNull();
        expect(state.readyState).toBeGreaterThanOrEqual(2);
        expect(state.duration).toBeGreaterThan(60);
        if (javaScriptEnabled) {
          // A line jumps the audio to its moment: from 30 s to the first line's 0:00.
          await offline.page.locator('audio').evaluate((audio: HTMLAudioElement) => (audio.currentTime = 30));
          await expect.poll(async () => (await audioState(offline.page)).currentTime).toBeGreaterThanOrEqual(30);
          await lines.first().locator('a').click();
          await expect.poll(async () => (await audioState(offline.page)).currentTime).toBeLessThan(10);
          expect((await audioState(offline.page)).paused).toBe(false);
          // And a later line further on (the sample's audio is shorter than the talk: as far as it goes).
          await lines.nth(1).locator('a').click();
          await expect.poll(async () => (await audioState(offline.page)).currentTime).toBeGreaterThan(60);
        }
        expect(left, 'requests that left the file').toEqual([]);
      }
    });

    test('the small video plays with captions in the page’s language', async ({ open }) => {
      const { page } = await open({ locale: language.locale });
      await page.goto(PRESENTATION);
      await page.locator('.rung[data-rung="watch-small"] a.rung-play').click();
      const video = page.locator('.rung[data-rung="watch-small"] video');
      await expect(video.locator('track')).toHaveCount(1);
      await expect(video.locator('track')).toHaveAttribute('srclang', language.lang);
      await expect
        .poll(() =>
          video.evaluate((element: HTMLVideoElement) => {
            const track = element.textTracks[0];
            return track ? `${track.mode} ${track.language} ${track.cues?.length ?? 0}` : 'none';
          }),
        )
        .toMatch(new RegExp(`^showing ${language.lang} [1-9]`));
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.activeCues?.length ?? 0), {
          timeout: 15_000,
        })
        .toBeGreaterThan(0);
    });
  });
}

test('the series ZIP is of the size stated and holds the talk files and their index', async ({ open }) => {
  const { page, context } = await open({ locale: 'en-GB', javaScriptEnabled: false });
  await page.goto('/video-presentations/series/ranger-voices');
  const bundle = page.locator('.take-away-bundle');
  const stated = Number(await bundle.locator('.rung-size').getAttribute('data-bytes'));
  const [download] = await Promise.all([page.waitForEvent('download'), bundle.getByRole('link').first().click()]);
  expect(download.suggestedFilename()).toBe('ranger-voices-en.zip');
  const zip = await readFile(await download.path());
  expect(zip.byteLength).toBe(stated);
  // Stored: the talk file is whole inside, as served alone.
  const alone = await (await context.request.get(`${PRESENTATION}/talk-en.html`)).body();
  expect(zip.includes(alone)).toBe(true);
  expect(zip.includes(Buffer.from('ranger-voices-en/index.html'))).toBe(true);
});
