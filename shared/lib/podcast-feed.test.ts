import { readFileSync } from 'node:fs';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parseFeed } from 'podcast-partytime';
import { describe, expect, it } from 'vitest';
import { detectImageFormat, walkPng } from './image-check';
import { chaptersJson, chapterTitle, PODCAST_ARTWORK_PATH, podcastFeed, type PodcastChannel } from './podcast-feed';

const channel: PodcastChannel = {
  title: 'Ranger Voices & friends (Conservation Tutorials Africa)',
  description: 'Talks from the field.',
  link: 'https://site.test/video-presentations/series/ranger-voices',
  selfUrl: 'https://site.test/video-presentations/series/ranger-voices/podcast-en.xml',
  language: 'en',
  image: 'https://site.test/icons/icon-512.png',
  author: 'Conservation Tutorials Africa',
  ownerEmail: 'team@site.test',
  licence: { name: 'site-terms', url: 'https://site.test/legal/terms-and-conditions', notice: '© 2025 <them>' },
  guid: '917393e3-1b1e-5cef-ace4-edaa54e1f810',
  type: 'serial',
  episodes: [
    {
      guid: 'site.test:presentation-1:en',
      title: 'Rhino <Poaching>',
      description: 'How rangers read tracks.',
      link: 'https://site.test/video-presentations/presentation-1',
      date: '2025-03-04T09:00:00.000Z',
      enclosure: {
        url: 'https://site.test/video-presentations/presentation-1/media/audio-en.ogg?from=podcast',
        bytes: 196275,
        type: 'audio/ogg',
      },
      durationSeconds: 86.85,
      image: 'https://site.test/media/1.jpg',
      transcripts: [
        {
          url: 'https://site.test/video-presentations/presentation-1/transcript.html?lang=en',
          type: 'text/html',
          language: 'en',
        },
        {
          url: 'https://site.test/video-presentations/presentation-1/media/captions-en.vtt',
          type: 'text/vtt',
          language: 'en',
          rel: 'captions',
        },
      ],
      chaptersUrl: 'https://site.test/video-presentations/presentation-1/chapters-en.json',
      episode: 1,
    },
  ],
};

describe('the feeds’ artwork', () => {
  it('is a whole square PNG of 1400 to 3000 px, RGB without alpha, well under 200 KB (Apple’s rules)', () => {
    const bytes = new Uint8Array(readFileSync(new URL(`../../web/public${PODCAST_ARTWORK_PATH}`, import.meta.url)));
    expect(detectImageFormat(bytes)).toBe('png');
    const size = walkPng(bytes);
    expect(size).toEqual({ width: expect.any(Number), height: expect.any(Number) });
    const { width, height } = size as { width: number; height: number };
    expect(width).toBe(height);
    expect(width).toBeGreaterThanOrEqual(1400);
    expect(width).toBeLessThanOrEqual(3000);
    // IHDR: bit depth 8, colour type 2 (truecolour, no alpha).
    expect([bytes[24], bytes[25]]).toEqual([8, 2]);
    expect(bytes.byteLength).toBeLessThan(100 * 1024);
  });
});

describe('a podcast feed', () => {
  const xml = podcastFeed(channel);

  it('is well-formed XML with the channel and item elements Apple requires', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    const rss = new XMLParser({ ignoreAttributes: false }).parse(xml).rss;
    expect(rss['@_version']).toBe('2.0');
    const feed = rss.channel;
    for (const name of [
      'title',
      'description',
      'language',
      'link',
      'itunes:image',
      'itunes:category',
      'itunes:explicit',
      'itunes:author',
    ]) {
      expect(feed[name], name).toBeDefined();
    }
    expect(feed['itunes:image']['@_href']).toBe(channel.image);
    const item = feed.item;
    expect(item.title).toBe('Rhino <Poaching>');
    expect(item.enclosure['@_length']).toBe('196275');
    expect(item.enclosure['@_type']).toBe('audio/ogg');
    expect(item.guid['#text']).toBe('site.test:presentation-1:en');
  });

  it('passes a Podcasting 2.0 parser with its guid, licence, transcripts and chapters', () => {
    const feed = parseFeed(xml);
    expect(feed).not.toBeNull();
    expect(feed!.guid).toBe(channel.guid);
    expect(feed!.locked).toBe(false);
    expect(feed!.license?.identifier).toBe('site-terms');
    const [episode] = feed!.items;
    expect(episode!.enclosure).toMatchObject({
      url: channel.episodes[0]!.enclosure.url,
      length: 196275,
      type: 'audio/ogg',
    });
    expect(episode!.podcastTranscripts?.map((transcript) => transcript.type)).toEqual(['text/html', 'text/vtt']);
    expect(episode!.podcastChapters?.url).toBe(channel.episodes[0]!.chaptersUrl);
    expect(episode!.duration).toBe(87);
  });
});

describe('chapters', () => {
  it('are JSON chapters of the lines, titled by their first words', () => {
    const json = JSON.parse(
      chaptersJson([
        { start: 0, text: 'Good evening.' },
        { start: 95, text: 'x '.repeat(80) },
      ]),
    );
    expect(json.version).toBe('1.2.0');
    expect(json.chapters[0]).toEqual({ startTime: 0, title: 'Good evening.' });
    expect(json.chapters[1].startTime).toBe(95);
    expect(json.chapters[1].title.length).toBeLessThanOrEqual(61);
    expect(chapterTitle('The first thing we teach new rangers is to read the ground, and then some more words')).toBe(
      'The first thing we teach new rangers is to read the ground…',
    );
  });
});
