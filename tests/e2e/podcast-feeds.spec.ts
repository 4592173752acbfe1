// Issue #35: the podcast feeds as a podcast app reads them (podcast-partytime, a Podcasting 2.0
// parser from npm): every feed parses, with Apple's required tags (title, description, artwork,
// language, category, explicit; per episode a title and an enclosure with its length and type) and
// Podcasting 2.0's (guid, locked, licence, transcripts, chapters). The series page names its feed
// and shows its address to copy, with JavaScript and without.
import { parseFeed } from 'podcast-partytime';
import { detectImageFormat, walkPng } from '#shared/lib/image-check.ts';
import { expect, test } from './fixtures';

const FEEDS = [
  '/video-presentations/podcast-en.xml',
  '/video-presentations/podcast-fr.xml',
  '/video-presentations/series/ranger-voices/podcast-en.xml',
  '/video-presentations/series/ranger-voices/podcast-fr.xml',
  '/collections/wildlife-crime-and-security/podcast-fr.xml',
  '/presenters/presenter-1/podcast-en.xml',
];

test('every feed parses with a podcast parser and carries the tags apps require', async ({ open }) => {
  const { context } = await open();
  for (const path of FEEDS) {
    const response = await context.request.get(path);
    expect(response.status(), path).toBe(200);
    const feed = parseFeed(await response.text());
    expect(feed, path).not.toBeNull();
    expect(feed!.title).toBeTruthy();
    expect(feed!.description).toBeTruthy();
    expect(feed!.language).toBe(path.endsWith('-fr.xml') ? 'fr' : 'en');
    // The artwork: one square PNG of 1400 to 3000 px (Apple's rule), the same in both tags.
    expect(feed!.itunesImage).toMatch(/^https?:\/\//);
    expect(feed!.image?.url).toBe(feed!.itunesImage);
    const artwork = await context.request.get(feed!.itunesImage!);
    expect(artwork.status()).toBe(200);
    expect(artwork.headers()['content-type']).toBe('image/png');
    const pixels = new Uint8Array(await artwork.body());
    expect(detectImageFormat(pixels)).toBe('png');
    const size = walkPng(pixels) as { width: number; height: number };
    expect(size.width).toBe(size.height);
    expect(size.width).toBeGreaterThanOrEqual(1400);
    expect(size.width).toBeLessThanOrEqual(3000);
    expect(feed!.itunesCategory?.length).toBeGreaterThan(0);
    expect(feed!.explicit).toBe(false);
    expect(feed!.guid).toMatch(/^[0-9a-f-]{36}$/);
    expect(feed!.locked).toBe(false);
    expect(feed!.license?.identifier).toBeTruthy();
    expect(feed!.items.length, path).toBeGreaterThan(0);
    for (const episode of feed!.items) {
      expect(episode.title).toBeTruthy();
      expect(episode.guid).toBeTruthy();
      expect(episode.enclosure.length).toBeGreaterThan(1000);
      expect(episode.enclosure.type).toBe('audio/ogg');
      expect(episode.podcastTranscripts?.length).toBeGreaterThan(0);
    }
    // An enclosure answers a range, as a podcast app resuming a download asks.
    const enclosure = feed!.items[0]!.enclosure;
    const part = await context.request.get(enclosure.url, { headers: { range: 'bytes=10-19' } });
    expect(part.status()).toBe(206);
    expect(part.headers()['content-range']).toBe(`bytes 10-19/${enclosure.length}`);
    const chapters = feed!.items.find((episode) => episode.podcastChapters)?.podcastChapters;
    if (chapters) {
      const json = await (await context.request.get(chapters.url)).json();
      expect(json.chapters[0]).toHaveProperty('startTime');
    }
  }
});

for (const javaScriptEnabled of [false, true]) {
  test(`the series page names its podcast feed and shows its address (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    open,
  }) => {
    const { page } = await open({ locale: 'fr-FR', javaScriptEnabled });
    await page.goto('/video-presentations/series/ranger-voices');
    const href = await page.locator('link[rel="alternate"][href$="/podcast-fr.xml"]').getAttribute('href');
    expect(href).toMatch(/\/video-presentations\/series\/ranger-voices\/podcast-fr\.xml$/);
    await expect(page.getByRole('heading', { name: 'Écouter dans une application de podcasts' })).toBeVisible();
    await expect(page.getByLabel('Adresse du flux de podcast')).toHaveValue(href!);
    // The copy button only where a script can copy.
    await expect(page.getByRole('button', { name: 'Copier l’adresse' })).toHaveCount(javaScriptEnabled ? 1 : 0);
  });
}
