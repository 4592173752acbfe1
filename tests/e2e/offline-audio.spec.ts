// Save for offline keeps a talk's audio (issue #26, decision 0024): the control says the audio's
// size before anything is downloaded; saved, the talk opens with the network cut (Chromium's
// offline emulation, pages and the worker alike), from the saved list, and its audio plays from
// the device, the service worker answering the player's ranges with 206; the saved page shows the
// space used, page and audio, against the limit. When there is no room the page is saved alone and
// the visitor is told. In English and in French.
import { seriousViolations } from './audit';
import { controlledPage, newContext } from './service-worker';
import { expect, test, type Page } from './fixtures';

// The sample talk with an audio in each language (dev/content-service/sample-media).
const PRESENTATION = '/video-presentations/presentation-1';

const LOCALES = [
  {
    locale: 'en-GB',
    save: /^Save for offline/,
    keep: /^Keep the audio too \(\d+(\.\d)?\sKB\)$/,
    saved: /^Saved on this device \(\d+(\.\d)?\u00a0KB with the audio\)$/,
    savedAlone: /^Saved on this device \(\d+(\.\d)?\u00a0KB\)$/,
    noRoom: 'The page is saved, but not its audio: this device has no room left for it.',
    parts: /^\(page \d+(\.\d)?\u00a0KB, audio \d+(\.\d)?\u00a0KB\)$/,
    audio: /^Audio kept: \d+(\.\d)?\u00a0KB of 150\u00a0MB$/,
    remove: /^Remove /,
  },
  {
    locale: 'fr-FR',
    save: /^Enregistrer hors ligne/,
    keep: /^Garder aussi l’audio \(\d+(,\d)?\sKo\)$/,
    saved: /^Enregistré sur cet appareil \(\d+(,\d)?\u00a0Ko avec l’audio\)$/,
    savedAlone: /^Enregistré sur cet appareil \(\d+(,\d)?\u00a0Ko\)$/,
    noRoom: 'La page est enregistrée, mais pas son audio\u00a0: cet appareil n’a plus de place pour lui.',
    parts: /^\(page \d+(,\d)?\u00a0Ko, audio \d+(,\d)?\u00a0Ko\)$/,
    audio: /^Audio gardé\u00a0: \d+(,\d)?\u00a0Ko sur 150\u00a0Mo$/,
    remove: /^Retirer /,
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
});
