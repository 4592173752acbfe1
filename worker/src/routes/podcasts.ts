/**
 * Podcast feeds (issue #35, shared/lib/podcast-feed.ts): `GET /video-presentations/podcast-{en,fr}.xml`
 * (all talks) and `…/podcast-{en,fr}.xml` beside each series, collection and presenter page, and
 * `GET /video-presentations/:id/chapters-{en,fr}.json`, a talk's chapters from its transcript's
 * moments. The language is in the address (a podcast app has no cookie). Enclosures carry
 * `?from=podcast`, so the media route counts their download as the listen rung.
 */
import { Hono, type Context } from 'hono';
import { serverT } from '#shared/i18n/server-i18n.ts';
import { captionsPath, linesFor } from '#shared/lib/captions.ts';
import { groupPath, podcastPath, type BundleKind } from '#shared/lib/group-paths.ts';
import { localize } from '#shared/lib/localize.ts';
import {
  chaptersJson,
  chaptersPath,
  PODCAST_ARTWORK_PATH,
  podcastFeed,
  type PodcastEpisode,
} from '#shared/lib/podcast-feed.ts';
import { renditionPath, renditionsFor } from '#shared/lib/renditions.ts';
import { groupTalks } from '#shared/lib/talk-bundle.ts';
import { readerTranscript } from '#shared/lib/transcript.ts';
import type { Presentation, Presenter } from '#shared/schemas/content.ts';
import type { AppEnv } from '../context';
import { ApiError } from '../services/api-error';
import { createContentClient } from '../services/content/factory';
import { findPresentation, PODCAST_FROM } from './renditions';
import { talkContent } from './talk-files';

type ContentLanguage = 'en' | 'fr';

/** The most episodes a feed lists (newest first): apps read the whole feed on every refresh. */
const FEED_EPISODES = 300;
/** The licence of `podcast:license`: the site's own terms (free to pass on for learning, unchanged). */
const LICENCE_NAME = 'conservation-tutorials-africa-terms';
/** RFC 4122 namespace of Podcasting 2.0's `podcast:guid`. */
const PODCAST_GUID_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6';

/** A UUID v5 of `name` in `namespace` (RFC 4122 §4.3, SHA-1), as `podcast:guid` asks of a feed's address. */
export async function uuidV5(name: string, namespace = PODCAST_GUID_NAMESPACE): Promise<string> {
  const space = Uint8Array.from(
    namespace
      .replace(/-/g, '')
      .match(/../g)!
      .map((pair) => parseInt(pair, 16)),
  );
  const text = new TextEncoder().encode(name);
  const joined = new Uint8Array(space.length + text.length);
  joined.set(space);
  joined.set(text, space.length);
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-1', joined)).slice(0, 16);
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = [...hash].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** An episode of `item` in `lang`: its audio in that language (or none spoken), else no episode. */
function episodeOf(
  item: Presentation,
  lang: ContentLanguage,
  origin: string,
  number: number | undefined,
): PodcastEpisode | undefined {
  const { audio } = renditionsFor(item.renditions, [lang]);
  if (!audio) return undefined;
  const absolute = (path: string) => new URL(path, origin).toString();
  const page = new URL(`/video-presentations/${encodeURIComponent(item.id)}`, origin);
  if (lang === 'fr') page.searchParams.set('lang', 'fr');
  const transcripts: PodcastEpisode['transcripts'] = [];
  const shown = readerTranscript(item, lang);
  if (shown) {
    transcripts.push({
      url: absolute(`/video-presentations/${encodeURIComponent(item.id)}/transcript.html?lang=${lang}`),
      type: 'text/html',
      language: shown.lang,
    });
  }
  const lines = linesFor(item, lang, audio);
  if (lines) {
    transcripts.push({ url: absolute(captionsPath(item.id, lang)), type: 'text/vtt', language: lang, rel: 'captions' });
  }
  return {
    guid: `${new URL(origin).host}:${item.id}:${lang}`,
    title: localize(item.title, lang) || item.id,
    description: localize(item.summary, lang) || localize(item.description, lang),
    link: page.toString(),
    date: item.date,
    enclosure: {
      url: `${absolute(renditionPath(item.id, audio))}?from=${PODCAST_FROM}`,
      bytes: audio.bytes,
      type: audio.type.split(';')[0]!.trim(),
    },
    durationSeconds: audio.durationSeconds,
    image: item.image ? absolute(item.image) : undefined,
    transcripts,
    chaptersUrl: lines ? absolute(chaptersPath(item.id, lang)) : undefined,
    episode: number,
  };
}

const xml = (c: Context<AppEnv>, body: string) =>
  c.body(body, 200, {
    'content-type': 'application/rss+xml; charset=utf-8',
    'cache-control': 'public, max-age=900',
    'x-content-type-options': 'nosniff',
  });

async function feed(c: Context<AppEnv>, kind?: BundleKind) {
  const lang = /^podcast-(en|fr)\.xml$/.exec(c.req.param('name') ?? '')?.[1];
  if (lang !== 'en' && lang !== 'fr') throw new ApiError(404, 'not_found');
  const origin = c.get('settings').SITE_URL;
  const t = serverT(lang, 'presentations');
  const common = serverT(lang, 'common');
  const { presentations, presenters } = await talkContent(c);
  let group: { kind: BundleKind; id: string; title: string; description: string } | undefined;
  const key = c.req.param('id') ?? '';
  if (kind === 'presenter') {
    const presenter = presenters.find((item: Presenter) => item.id === key);
    if (presenter) {
      group = {
        kind,
        id: presenter.id,
        title: `${presenter.name} ${presenter.surname}`.trim(),
        description: localize(presenter.summary, lang) || localize(presenter.role, lang),
      };
    }
  } else if (kind) {
    const warn = (error: unknown) => console.warn('podcast:', error instanceof Error ? error.message : error);
    const client = createContentClient(c.get('settings'), c.env, warn, (promise) => c.executionCtx.waitUntil(promise));
    const groups = await client.list(kind === 'series' ? 'series' : 'collections');
    const found = groups.find((item) => item.id === key || ('slug' in item && item.slug === key));
    if (found) {
      group = {
        kind,
        id: found.id,
        title: localize(found.title, lang) || found.id,
        description: localize(found.description, lang),
      };
    }
  }
  if (kind && !group) throw new ApiError(404, 'not_found');
  if (group && group.id !== key) return c.redirect(podcastPath(lang, group), 301);

  // Oldest first, so a series' episodes are numbered in the order it was given; listed newest first.
  const ordered = group
    ? groupTalks(group.kind, group.id, presentations)
    : [...presentations].sort((a, b) => a.date.localeCompare(b.date));
  const serial = group?.kind === 'series';
  const episodes = ordered
    .map((item, index) => episodeOf(item, lang, origin, serial ? index + 1 : undefined))
    .filter((episode) => episode !== undefined)
    .reverse()
    .slice(0, FEED_EPISODES);
  const selfUrl = new URL(podcastPath(lang, group), origin).toString();
  const link = new URL(group ? groupPath(group.kind, group.id) : '/video-presentations', origin);
  if (lang === 'fr') link.searchParams.set('lang', 'fr');
  const siteName = common('siteName');
  const newestYear = (episodes[0]?.date ?? new Date().toISOString()).slice(0, 4);
  const body = podcastFeed({
    title: t('podcast.feedTitle', {
      title: group?.title ?? t('podcast.allTitle'),
      site: siteName,
      interpolation: { escapeValue: false },
    }),
    description: group?.description || common('tagline'),
    link: link.toString(),
    selfUrl,
    language: lang,
    image: new URL(PODCAST_ARTWORK_PATH, origin).toString(),
    author: group?.kind === 'presenter' ? group.title : siteName,
    ownerEmail: c.get('settings').TEAM_EMAIL,
    licence: {
      name: LICENCE_NAME,
      url: new URL('/legal/terms-and-conditions', origin).toString(),
      notice: t('download.licence', {
        year: newestYear,
        presenters: group?.kind === 'presenter' ? group.title : siteName,
        site: siteName,
        terms: new URL('/legal/terms-and-conditions', origin).toString(),
        interpolation: { escapeValue: false },
      }),
    },
    guid: await uuidV5(selfUrl.replace(/^[a-z]+:\/\//, '').replace(/\/+$/, '')),
    type: serial ? 'serial' : 'episodic',
    episodes,
  });
  return xml(c, body);
}

export const podcasts = new Hono<AppEnv>()
  .get('/video-presentations/:name{podcast-(?:en|fr)\\.xml}', (c) => feed(c))
  .get('/video-presentations/series/:id/:name{podcast-(?:en|fr)\\.xml}', (c) => feed(c, 'series'))
  .get('/collections/:id/:name{podcast-(?:en|fr)\\.xml}', (c) => feed(c, 'collection'))
  .get('/presenters/:id/:name{podcast-(?:en|fr)\\.xml}', (c) => feed(c, 'presenter'))
  .get('/video-presentations/:id/:name{chapters-(?:en|fr)\\.json}', async (c) => {
    const lang = /^chapters-(en|fr)\.json$/.exec(c.req.param('name'))?.[1];
    if (lang !== 'en' && lang !== 'fr') throw new ApiError(404, 'not_found');
    const { presentations } = await talkContent(c);
    const found = findPresentation(presentations, c.req.param('id'));
    if (!found) throw new ApiError(404, 'not_found');
    const { audio } = renditionsFor(found.item.renditions, [lang]);
    const lines = audio && linesFor(found.item, lang, audio);
    if (!lines) throw new ApiError(404, 'not_found');
    return c.body(chaptersJson(lines), 200, {
      'content-type': 'application/json+chapters; charset=utf-8',
      'cache-control': 'public, max-age=900',
      'x-content-type-options': 'nosniff',
    });
  });
