// Podcast feeds (issue #35) in workerd against the local content service: every series, collection,
// presenter and all talks, in English and in French, as well-formed RSS 2.0 with the itunes and
// podcast namespaces; enclosures of exactly the audio's length and type that answer ranges and
// count as the listen rung even for a podcast app; chapters from the transcript's moments; the pages
// name their feed (<link rel="alternate">) and show its address.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { recording, send } from './analytics-helpers';
import { contentClient, request } from './helpers';

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => name === 'item' || name === 'podcast:transcript',
});

interface Feed {
  title: string;
  language: string;
  'itunes:image': { '@_href': string };
  image: { url: string };
  'itunes:type': string;
  'podcast:guid': string;
  item?: Record<string, unknown>[];
}

async function feedAt(path: string): Promise<Feed> {
  const response = await request(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
  const xml = await response.text();
  expect(XMLValidator.validate(xml), path).toBe(true);
  return parser.parse(xml).rss.channel as Feed;
}

const attribute = (value: unknown, name: string): string => (value as Record<string, string>)[`@_${name}`] ?? '';

describe('podcast feeds', () => {
  it('has a feed for all talks, every series, collection and presenter, in English and in French', async () => {
    const client = contentClient();
    const [series, collections, presenters] = await Promise.all([
      client.list('series'),
      client.list('collections'),
      client.list('presenters'),
    ]);
    const paths = [
      '/video-presentations',
      ...series.map((item) => `/video-presentations/series/${item.id}`),
      ...collections.map((item) => `/collections/${item.id}`),
      ...presenters.slice(0, 3).map((item) => `/presenters/${item.id}`),
    ];
    for (const path of paths) {
      for (const lang of ['en', 'fr'] as const) {
        const feed = await feedAt(`${path}/podcast-${lang}.xml`);
        expect(feed.language).toBe(lang);
        // The site's square artwork (Apple's 1400-3000 px; its pixels: shared/lib/podcast-feed.test.ts).
        expect(attribute(feed['itunes:image'], 'href')).toMatch(/^https?:\/\/[^/]+\/icons\/podcast-1400\.png$/);
        expect(feed.image.url).toBe(attribute(feed['itunes:image'], 'href'));
        expect(feed['podcast:guid']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      }
    }
    expect((await request('/collections/no-such-collection/podcast-en.xml')).status).toBe(404);
  });

  it('gives each talk its audio as the enclosure (exact length and type), its transcripts and chapters', async () => {
    const feed = await feedAt('/video-presentations/series/ranger-voices/podcast-fr.xml');
    expect(feed['itunes:type']).toBe('serial');
    const talks = await contentClient().list('presentations');
    const rhino = talks.find((item) => item.slug === 'rhino-poaching-on-the-front-line')!;
    const audio = rhino.renditions!.find((rendition) => rendition.kind === 'audio' && rendition.lang === 'fr')!;
    const item = feed.item!.find((entry) => String(entry.link).includes(`/video-presentations/${rhino.id}`))!;
    expect(item.title).toBe(rhino.title.fr);
    const enclosure = item.enclosure;
    expect(Number(attribute(enclosure, 'length'))).toBe(audio.bytes);
    expect(attribute(enclosure, 'type')).toBe('audio/ogg');
    const transcripts = item['podcast:transcript'] as unknown[];
    expect(transcripts.map((entry) => attribute(entry, 'type'))).toEqual(['text/html', 'text/vtt']);
    const chapters = attribute(item['podcast:chapters'], 'url');
    expect(chapters).toMatch(new RegExp(`/video-presentations/${rhino.id}/chapters-fr\\.json$`));

    // The enclosure is the file, and answers ranges.
    const enclosurePath = new URL(attribute(enclosure, 'url')).pathname + new URL(attribute(enclosure, 'url')).search;
    const part = await request(enclosurePath, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${audio.bytes}`);
    await part.body?.cancel();
    // The chapters are the transcript's moments.
    const json = (await (await request(new URL(chapters).pathname)).json()) as { chapters: { startTime: number }[] };
    const segments = typeof rhino.transcript?.fr === 'object' ? rhino.transcript.fr.segments : [];
    expect(json.chapters.map((chapter) => chapter.startTime)).toEqual(segments.map((segment) => segment.start));
  });

  it('counts an enclosure’s download by a podcast app as the listen rung, and not a robot’s plain fetch', async () => {
    const path = '/video-presentations/presentation-1/media/audio-en.ogg';
    const fromApp = recording('RUNG_CHOICES');
    const answer = await send(
      `${path}?from=podcast`,
      { headers: { 'user-agent': 'AntennaPod/3.4.0' } },
      fromApp.bindings,
    );
    expect(answer.status).toBe(200);
    expect(fromApp.points().map((point) => point.blobs?.slice(0, 2))).toEqual([['presentation-1', 'listen']]);
    const plain = recording('RUNG_CHOICES');
    await send(path, { headers: { 'user-agent': 'AntennaPod/3.4.0' } }, plain.bindings);
    expect(plain.points()).toEqual([]);
  });

  it('is named by its pages, which show its address to copy', async () => {
    for (const [path, lang, text] of [
      ['/video-presentations/series/ranger-voices', 'en', 'Listen in a podcast app'],
      ['/collections/wildlife-crime-and-security', 'fr', 'Écouter dans une application de podcasts'],
      ['/presenters/presenter-1', 'en', 'Listen in a podcast app'],
      ['/video-presentations', 'fr', 'Écouter dans une application de podcasts'],
    ] as const) {
      const html = await (
        await request(path, { headers: { accept: 'text/html', cookie: `i18n_redirected=${lang}` } })
      ).text();
      const feed = `${path}/podcast-${lang}.xml`;
      expect(html, path).toMatch(
        new RegExp(
          `<link rel="alternate" type="application/rss\\+xml" title="[^"]+" href="https?://[^"]+${feed.replace(/[/.]/g, '\\$&')}"`,
        ),
      );
      expect(html).toContain(text);
      expect(html).toMatch(new RegExp(`value="https?://[^"]+${feed.replace(/[/.]/g, '\\$&')}"`));
    }
  });
});
