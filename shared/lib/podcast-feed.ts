/**
 * Podcast feeds (issue #35): RSS 2.0 with Apple's `itunes` and the Podcasting 2.0 `podcast`
 * namespaces, for all talks, each series, collection and presenter, in English and in French, so a
 * podcast app (AntennaPod: Wi-Fi only downloads, a storage cap) keeps the audio arriving. Each
 * episode is a talk: its audio as the enclosure (the listen rung's file, exact length and type), its
 * transcript (HTML, and WebVTT when timed on that audio), its chapters (JSON, from the transcript's
 * moments), its artwork and licence. Pure: the Worker's route gathers the content.
 */
import type { TranscriptSegment } from '../schemas/content';
import { xmlEscape } from './xml';

type ContentLanguage = 'en' | 'fr';

/**
 * Every feed's artwork (`<image>` and `<itunes:image>`): the site's mark, a square PNG of 1400 px
 * (RGB, about 50 KB; drawn by dev/build/icons.ts), the least Apple takes (1400 to 3000 px). A
 * group's own image is not used: the CMS gives no image's size, so its fit cannot be known.
 */
export const PODCAST_ARTWORK_PATH = '/icons/podcast-1400.png';

/** A feed's address name as `podcastPath` writes it. */
export const PODCAST_NAME = /^podcast-(en|fr)\.xml$/;

/** The chapters file of a talk's audio in a language. */
export const chaptersPath = (presentationId: string, lang: ContentLanguage) =>
  `/video-presentations/${encodeURIComponent(presentationId)}/chapters-${lang}.json`;

/** The longest a chapter's title is: the first words of its line. */
const CHAPTER_TITLE_LENGTH = 60;

/** A chapter title from a transcript line: its first words, cut at a word with an ellipsis. */
export function chapterTitle(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= CHAPTER_TITLE_LENGTH) return clean;
  const cut = clean.slice(0, CHAPTER_TITLE_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > 20 ? cut.slice(0, space) : cut).replace(/[\s,;:.!?]+$/, '')}…`;
}

/** Podcasting 2.0 JSON chapters (version 1.2.0) of a talk's timed lines. */
export function chaptersJson(lines: readonly TranscriptSegment[]): string {
  return JSON.stringify({
    version: '1.2.0',
    chapters: lines.map(({ start, text }) => ({ startTime: start, title: chapterTitle(text) })),
  });
}

export interface PodcastEpisode {
  guid: string;
  title: string;
  description: string;
  /** The talk's page. */
  link: string;
  /** ISO date. */
  date: string;
  enclosure: { url: string; bytes: number; type: string };
  durationSeconds: number;
  image?: string | undefined;
  transcripts: { url: string; type: string; language: ContentLanguage; rel?: 'captions' }[];
  chaptersUrl?: string | undefined;
  /** Its place in a series (a serial feed numbers its episodes). */
  episode?: number | undefined;
}

export interface PodcastChannel {
  title: string;
  description: string;
  link: string;
  selfUrl: string;
  language: ContentLanguage;
  image: string;
  author: string;
  /** The team's address: `itunes:owner` and `podcast:locked`'s owner (who may move the feed). */
  ownerEmail: string;
  /** The licence's name as `podcast:license` takes it, and where its terms are. */
  licence: { name: string; url: string; notice: string };
  /** Podcasting 2.0 `podcast:guid`: a UUID v5 of the feed's address (the route computes it). */
  guid: string;
  /** `serial` for a series, to be heard in order; else `episodic`. */
  type: 'episodic' | 'serial';
  episodes: PodcastEpisode[];
}

const tag = (name: string, value: string) => `<${name}>${xmlEscape(value)}</${name}>`;
const rfc822 = (iso: string) => new Date(iso).toUTCString();

/** The feed's XML. */
export function podcastFeed(channel: PodcastChannel): string {
  const items = channel.episodes.map((episode) =>
    [
      '<item>',
      tag('title', episode.title),
      tag('itunes:title', episode.title),
      tag('description', episode.description || episode.title),
      tag('link', episode.link),
      `<guid isPermaLink="false">${xmlEscape(episode.guid)}</guid>`,
      tag('pubDate', rfc822(episode.date)),
      `<enclosure url="${xmlEscape(episode.enclosure.url)}" length="${episode.enclosure.bytes}" type="${xmlEscape(episode.enclosure.type)}"/>`,
      tag('itunes:duration', String(Math.round(episode.durationSeconds))),
      tag('itunes:explicit', 'false'),
      tag('itunes:episodeType', 'full'),
      episode.episode !== undefined ? tag('itunes:episode', String(episode.episode)) : '',
      episode.image ? `<itunes:image href="${xmlEscape(episode.image)}"/>` : '',
      ...episode.transcripts.map(
        (transcript) =>
          `<podcast:transcript url="${xmlEscape(transcript.url)}" type="${transcript.type}" language="${transcript.language}"${transcript.rel ? ` rel="${transcript.rel}"` : ''}/>`,
      ),
      episode.chaptersUrl
        ? `<podcast:chapters url="${xmlEscape(episode.chaptersUrl)}" type="application/json+chapters"/>`
        : '',
      `<podcast:license url="${xmlEscape(channel.licence.url)}">${xmlEscape(channel.licence.name)}</podcast:license>`,
      '</item>',
    ]
      .filter(Boolean)
      .join(''),
  );
  const newest = channel.episodes.reduce<string | undefined>(
    (latest, episode) => (latest === undefined || episode.date > latest ? episode.date : latest),
    undefined,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    tag('title', channel.title),
    tag('link', channel.link),
    tag('description', channel.description),
    tag('language', channel.language),
    tag('copyright', channel.licence.notice),
    `<atom:link href="${xmlEscape(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    newest ? tag('lastBuildDate', rfc822(newest)) : '',
    `<image><url>${xmlEscape(channel.image)}</url><title>${xmlEscape(channel.title)}</title><link>${xmlEscape(channel.link)}</link></image>`,
    `<itunes:image href="${xmlEscape(channel.image)}"/>`,
    tag('itunes:author', channel.author),
    `<itunes:owner>${tag('itunes:name', channel.author)}${tag('itunes:email', channel.ownerEmail)}</itunes:owner>`,
    '<itunes:category text="Science"><itunes:category text="Nature"/></itunes:category>',
    '<itunes:category text="Education"/>',
    tag('itunes:explicit', 'false'),
    tag('itunes:type', channel.type),
    tag('podcast:guid', channel.guid),
    `<podcast:locked owner="${xmlEscape(channel.ownerEmail)}">no</podcast:locked>`,
    `<podcast:license url="${xmlEscape(channel.licence.url)}">${xmlEscape(channel.licence.name)}</podcast:license>`,
    '<podcast:medium>podcast</podcast:medium>',
    ...items,
    '</channel>',
    '</rss>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}
