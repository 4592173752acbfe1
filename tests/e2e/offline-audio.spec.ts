// Save for offline keeps a talk's audio (issue #26, decision 0024): the control says the audio's
// size before anything is downloaded; saved, the talk opens with the network cut (Chromium's
// offline emulation, pages and the worker alike), from the saved list, and its audio plays from
// the device, the service worker answering the player's ranges with 206; the saved page shows the
// space used, page and audio, against the limit. When there is no room the page is saved alone and
// the visitor is told. In English and in French.
import { seriousViolations } from './audit';
import { controlledPage, newContext } from './service-worker';
import { expect, modulesReady, test, type Page } from './fixtures';

// The sample talk with an audio in each language (dev/content-service/sample-media).
const PRESENTATION = '/video-presentations/presentation-1';

const LOCALES = [
  {
    locale: 'en-GB',
    lang: 'en',
    save: /^Save for offline/,
    keep: /^Keep the audio too \(\d+(\.\d)?\sKB( · [^)]+)?\)$/,
    saved: /^Saved on this device \(\d+(\.\d)?\u00a0KB with the audio\)$/,
    savedAlone: /^Saved on this device \(\d+(\.\d)?\u00a0KB\)$/,
    noRoom: 'The page is saved, but not its audio: this device has no room left for it.',
    parts: /^\(page \d+(\.\d)?\u00a0KB, audio \d+(\.\d)?\u00a0KB\)$/,
    audio: /^Audio and video kept: \d+(\.\d)?\u00a0KB of 150\u00a0MB$/,
    remove: /^Remove /,
    keepVideo: /^Keep the small video too \(\d+(\.\d)?\sKB · .*\d\sUSD\)$/,
    savedVideo: /^Saved on this device \(\d+(\.\d)?\u00a0KB with the audio and the small video\)$/,
    partsVideo: /^\(page \d+(\.\d)?\u00a0KB, audio \d+(\.\d)?\u00a0KB, small video \d+(\.\d)?\u00a0KB\)$/,
  },
  {
    locale: 'fr-FR',
    lang: 'fr',
    save: /^Enregistrer hors ligne/,
    keep: /^Garder aussi l’audio \(\d+(,\d)?\sKo( · [^)]+)?\)$/,
    saved: /^Enregistré sur cet appareil \(\d+(,\d)?\u00a0Ko avec l’audio\)$/,
    savedAlone: /^Enregistré sur cet appareil \(\d+(,\d)?\u00a0Ko\)$/,
    noRoom: 'La page est enregistrée, mais pas son audio\u00a0: cet appareil n’a plus de place pour lui.',
    parts: /^\(page \d+(,\d)?\u00a0Ko, audio \d+(,\d)?\u00a0Ko\)$/,
    audio: /^Audio et vidéo gardés\u00a0: \d+(,\d)?\u00a0Ko sur 150\u00a0Mo$/,
    remove: /^Retirer /,
    keepVideo: /^Garder aussi la vidéo légère \(\d+(,\d)?\sKo · .*\d\sUSD\)$/,
    savedVideo: /^Enregistré sur cet appareil \(\d+(,\d)?\u00a0Ko avec l’audio et la vidéo légère\)$/,
    partsVideo: /^\(page \d+(,\d)?\u00a0Ko, audio \d+(,\d)?\u00a0Ko, vidéo légère \d+(,\d)?\u00a0Ko\)$/,
  },
] as const;

/** The paths kept in the saved cache, with their bytes. */
async function savedFiles(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    if (!(await caches.has('cta-saved'))) return {};
    const cache = await caches.open('cta-saved');
    const files: Record<string, number> = {};
    for (const request of await cache.keys()) {
      files[new URL(request.url).pathname] = (await (await cache.match(request))!.blob()).size;
    }
    return files;
  });
}

/** The talk's audio as the control offers it (its address and the size it says). */
async function offeredAudio(page: Page): Promise<{ path: string; bytes: number }> {
  const control = page.getByTestId('save-offline');
  const path = await control.getAttribute('data-audio-path');
  const bytes = Number(await control.getAttribute('data-audio-bytes'));
  expect(path).toMatch(/^\/video-presentations\/presentation-1\/media\/audio-(en|fr)\.ogg$/);
  expect(bytes).toBeGreaterThan(10_000);
  return { path: path!, bytes };
}

/** The ladder's "listen" rung: the page's own plain <audio> of that address. */
async function audioPlayer(page: Page, path: string) {
  const own = page.locator(`[data-rung="listen"] audio:has(source[src="${path}"])`);
  await expect(own).toHaveCount(1);
  return own;
}

/**
 * Plays the ladder's small video (its Play link becomes the player) and waits until its captions
 * in `lang` show a line: the track is showing, its cues are loaded, one is on screen.
 */
async function playWithCaptions(page: Page, lang: string) {
  // The page may have come by a click (not a goto the fixtures wait on): its modules make Play a player.
  await modulesReady(page);
  const rung = page.locator('.rung[data-rung="watch-small"]');
  await rung.locator('a.rung-play').click();
  const video = rung.locator('video');
  await expect(video.locator(`track[srclang="${lang}"]`)).toHaveCount(1);
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
  });
  const captions = () =>
    video.evaluate((element: HTMLVideoElement, language) => {
      const tracks = Array.from({ length: element.textTracks.length }, (_, at) => element.textTracks[at]!);
      const track = tracks.find((candidate) => candidate.language === language);
      return track ? `${track.mode} ${track.cues?.length ?? 0} ${track.activeCues?.length ?? 0}` : 'none';
    }, lang);
  await expect.poll(captions, { timeout: 15_000 }).toMatch(/^showing [1-9]\d* [1-9]/);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.5);
  expect(await video.evaluate((element: HTMLVideoElement) => element.error)).toBeNull();
  await video.evaluate((element: HTMLVideoElement) => element.pause());
}

test.describe('offline audio', () => {
  test('keeps the audio with a saved talk, plays it with the network cut, and shows the space used, in English and in French', async ({
    browser,
  }) => {
    for (const texts of LOCALES) {
      const context = await newContext(browser, texts.locale);
      try {
        const page = await controlledPage(context, PRESENTATION);
        const audio = await offeredAudio(page);
        // The size is said before anything is downloaded, and nothing of the audio is.
        const keep = page.getByRole('checkbox', { name: texts.keep });
        await expect(keep).toBeChecked();
        const asked: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname === audio.path) asked.push(request.url());
        });
        expect(await savedFiles(page)).toEqual({});
        expect(asked).toEqual([]);

        await page.getByRole('button', { name: texts.save }).click();
        await expect(page.getByTestId('save-offline').getByRole('status').first()).toHaveText(texts.saved, {
          timeout: 20_000,
          useInnerText: true,
        });
        const files = await savedFiles(page);
        // Kept whole: the bytes the page said.
        expect(files[audio.path]).toBe(audio.bytes);

        // Days later: the browser's HTTP cache (which kept the file for a day) no longer has it;
        // what the visitor saved is all the device has.
        const devtools = await context.newCDPSession(page);
        await devtools.send('Network.clearBrowserCache');
        await devtools.detach();
        await context.setOffline(true);
        await page.goto('/saved');
        await page.getByTestId('saved-list').getByRole('link').first().click();
        await expect(page).toHaveURL((url) => url.pathname === PRESENTATION);
        await expect(page.locator('h1').first()).toBeVisible();

        const ranges: { status: number; fromWorker: boolean; range: string | undefined }[] = [];
        page.on('response', (response) => {
          if (new URL(response.url()).pathname !== audio.path) return;
          ranges.push({
            status: response.status(),
            fromWorker: response.fromServiceWorker(),
            range: response.request().headers().range,
          });
        });
        const player = await audioPlayer(page, audio.path);
        await player.evaluate(async (element: HTMLAudioElement) => {
          element.muted = true;
          await element.play();
        });
        await expect.poll(() => player.evaluate((element: HTMLAudioElement) => element.readyState)).toBeGreaterThan(1);
        await expect
          .poll(() => player.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 15_000 })
          .toBeGreaterThan(0.5);
        expect(await player.evaluate((element: HTMLAudioElement) => element.error)).toBeNull();
        // The player asked in ranges, and the worker answered with pieces of the file kept.
        await expect.poll(() => ranges.filter((answer) => answer.status === 206 && answer.fromWorker)).not.toEqual([]);
        expect(ranges.every((answer) => answer.range?.startsWith('bytes='))).toBe(true);

        // A range asked directly: its bytes, Content-Range and Content-Length; past the end, 416.
        const piece = await page.evaluate(async (path) => {
          const response = await fetch(path, { headers: { range: 'bytes=100-199' } });
          return {
            status: response.status,
            range: response.headers.get('content-range'),
            length: response.headers.get('content-length'),
            bytes: (await response.arrayBuffer()).byteLength,
          };
        }, audio.path);
        expect(piece).toEqual({ status: 206, range: `bytes 100-199/${audio.bytes}`, length: '100', bytes: 100 });
        const past = await page.evaluate(
          async ({ path, bytes }) => {
            const response = await fetch(path, { headers: { range: `bytes=${bytes}-` } });
            return { status: response.status, range: response.headers.get('content-range') };
          },
          { path: audio.path, bytes: audio.bytes },
        );
        expect(past).toEqual({ status: 416, range: `bytes */${audio.bytes}` });

        // The space used: the item's page and audio, and the audio kept against the limit.
        await page.goto('/saved');
        const list = page.getByTestId('saved-list');
        await expect(list.getByRole('listitem')).toHaveCount(1);
        await expect(page.getByTestId('saved-parts')).toHaveText(texts.parts, { useInnerText: true });
        await expect(page.getByTestId('saved-audio')).toHaveText(texts.audio, { useInnerText: true });
        await expect(page.locator('meter')).toHaveAttribute('max', String(150 * 1024 * 1024));
        expect(await page.locator('meter').evaluate((meter: HTMLMeterElement) => meter.value)).toBe(audio.bytes);
        expect(await seriousViolations(page)).toEqual([]);

        // Removing the talk removes its audio.
        await page.getByRole('button', { name: texts.remove }).click();
        await expect(page.getByTestId('saved-empty')).toBeVisible();
        expect((await savedFiles(page))[audio.path]).toBeUndefined();
      } finally {
        await context.close();
      }
    }
  });

  test('saves the page alone when the device has no room for the audio, and says so, in English and in French', async ({
    browser,
  }) => {
    for (const texts of LOCALES) {
      const context = await newContext(browser, texts.locale);
      try {
        // The browser says the site has 1 KB left (a phone whose storage is full).
        await context.addInitScript(() => {
          navigator.storage.estimate = async () => ({ quota: 50_000_000, usage: 49_999_000 });
        });
        const page = await controlledPage(context, PRESENTATION);
        const audio = await offeredAudio(page);
        await page.getByRole('button', { name: texts.save }).click();
        const control = page.getByTestId('save-offline');
        await expect(control.getByRole('status').first()).toHaveText(texts.savedAlone, {
          timeout: 20_000,
          useInnerText: true,
        });
        await expect(control.getByRole('status').nth(1)).toHaveText(texts.noRoom, { useInnerText: true });
        const files = await savedFiles(page);
        expect(files[PRESENTATION]).toBeGreaterThan(0);
        expect(files[audio.path]).toBeUndefined();
      } finally {
        await context.close();
      }
    }
  });
  test('keeps the small video when asked, and plays it with its captions with the network cut, in English and in French', async ({
    browser,
  }) => {
    for (const texts of LOCALES) {
      const context = await newContext(browser, texts.locale);
      try {
        const page = await controlledPage(context, PRESENTATION);
        const control = page.getByTestId('save-offline');
        const video = {
          path: (await control.getAttribute('data-video-path'))!,
          bytes: Number(await control.getAttribute('data-video-bytes')),
        };
        expect(video.path).toBe(`${PRESENTATION}/media/video-144p-${texts.lang}.webm`);
        expect(video.bytes).toBeGreaterThan(100_000);
        const captionsPath = `${PRESENTATION}/media/captions-${texts.lang}.vtt`;
        // Its size and cost are said before anything is downloaded; it is kept only when asked.
        const keepVideo = page.getByRole('checkbox', { name: texts.keepVideo });
        await expect(keepVideo).not.toBeChecked();
        expect(await savedFiles(page)).toEqual({});

        // Online: the small video plays with its captions in the page's language.
        await playWithCaptions(page, texts.lang);

        await keepVideo.check();
        await page.getByRole('button', { name: texts.save }).click();
        await expect(control.getByRole('status').first()).toHaveText(texts.savedVideo, {
          timeout: 30_000,
          useInnerText: true,
        });
        const files = await savedFiles(page);
        // Kept whole: the bytes the page said; and the captions it lists.
        expect(files[video.path]).toBe(video.bytes);
        expect(files[captionsPath]).toBeGreaterThan(100);

        // Days later, with no connection: only what was saved is on the device.
        const devtools = await context.newCDPSession(page);
        await devtools.send('Network.clearBrowserCache');
        await devtools.detach();
        await context.setOffline(true);
        await page.goto('/saved');
        await page.getByTestId('saved-list').getByRole('link').first().click();
        await expect(page).toHaveURL((url) => url.pathname === PRESENTATION);
        const answers: { path: string; status: number; fromWorker: boolean }[] = [];
        page.on('response', (response) => {
          const path = new URL(response.url()).pathname;
          if (path === video.path || path === captionsPath) {
            answers.push({ path, status: response.status(), fromWorker: response.fromServiceWorker() });
          }
        });
        await playWithCaptions(page, texts.lang);
        // The video and its captions came from the device, the video in ranges.
        expect(answers.filter((answer) => answer.path === video.path && answer.status === 206)).not.toEqual([]);
        expect(answers.some((answer) => answer.path === captionsPath && answer.status === 200)).toBe(true);
        expect(answers.every((answer) => answer.fromWorker)).toBe(true);

        // The space used: the page, the audio and the video apart; the media against the limit.
        await page.goto('/saved');
        await expect(page.getByTestId('saved-parts')).toHaveText(texts.partsVideo, { useInnerText: true });
        const audioBytes = Number(
          await savedFiles(page).then((kept) => kept[`${PRESENTATION}/media/audio-${texts.lang}.ogg`]),
        );
        expect(await page.locator('meter').evaluate((meter: HTMLMeterElement) => meter.value)).toBe(
          audioBytes + video.bytes,
        );

        // Removing the talk removes its video and captions.
        await page.getByRole('button', { name: texts.remove }).click();
        await expect(page.getByTestId('saved-empty')).toBeVisible();
        const left = await savedFiles(page);
        expect(left[video.path]).toBeUndefined();
        expect(left[captionsPath]).toBeUndefined();
      } finally {
        await context.close();
      }
    }
  });
});
