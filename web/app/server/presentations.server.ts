/**
 * Server loaders of presentations (list, single, series) and collections (grid, single).
 * Pages that name one item load that item first (an unknown id answers 404), then the rest side
 * by side. Presenters appear by name, role and organisation only.
 */
import { redirect } from 'react-router';
import type { Locale } from '#shared/constants/spec.ts';
import { contentLanguage, localize, textLanguage } from '#shared/lib/localize.ts';
import { downloadStem, renditionName, renditionPath, renditionsFor } from '#shared/lib/renditions.ts';
import { transcriptFile } from '#shared/lib/transcript-document.ts';
import { captionLanguages, captionsPath } from '#shared/lib/captions.ts';
import { talkFile, talkFilePath, type TalkFileKind } from '#shared/lib/talk-file.ts';
import { estimateVideoBytes, roundDataEstimate } from '#shared/lib/video-cost.ts';
import { readerTranscript, transcriptText } from '#shared/lib/transcript.ts';
import { LISTING_DEFAULT_SORTS, type ListingName } from '#shared/lib/listing-query.ts';
import { sortListing } from '#shared/lib/sort.ts';
import type {
  CollectionItem,
  LocalizedText,
  Presentation,
  Presenter,
  Rendition,
  TaxonomyItem,
} from '#shared/schemas/content.ts';
import type { CardData, ListingData } from '../lib/view-models';
import type {
  ContentLanguage,
  LadderView,
  LocalText,
  RenditionView,
  PresentationListData,
  PresentationPageData,
  PresentationTopics,
  PresentationView,
  SeriesPageData,
  TopicLink,
  TranscriptView,
} from '../features/presentations/types';
import type { CollectionPageData, CollectionSummary, CollectionsPageData } from '../features/collections/types';
import { categoryTitles, filterOptions, presentationCard, presenterName } from './cards.server';
import { buildListing, type ListingAccessors } from './listing.server';
import { answersOf } from './answers.server';
import { contained, missing, whole, type LoaderServices, type ServerLoader } from './types.server';
import { videoSeo } from './seo.server';
import { listMembership } from './account.server';
import { accountProgress } from './progress.server';
import { takeAwayView } from './take-away.server';

/** How many other presentations of its series a presentation page shows. */
const RELATED_LIMIT = 8;
/** Series order: oldest first, the order the talks were given in (the series listing's default). */
const SERIES_ORDER = LISTING_DEFAULT_SORTS.series;

/** A reference list the page can do without: empty when the content service fails. */
async function optional<T>(promise: Promise<T[]>, services: LoaderServices): Promise<T[]> {
  return (await contained(promise, services)) ?? [];
}

function localText(text: LocalizedText | undefined, locale: Locale): LocalText | undefined {
  const lang = textLanguage(text, locale);
  return lang ? { text: localize(text, locale), lang } : undefined;
}

/** Plain-text paragraphs, separated by blank lines in the CMS. */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

function withParagraphs(text: LocalText | undefined) {
  if (!text) return undefined;
  const paragraphs = paragraphsOf(text.text);
  return paragraphs.length > 0 ? { ...text, paragraphs } : undefined;
}

/** The transcript the reader is shown: timed lines when they fit the video shown, else paragraphs. */
function transcriptView(item: Presentation, locale: Locale): TranscriptView | undefined {
  const shown = readerTranscript(item, locale);
  if (!shown) return undefined;
  if (shown.moments) return { lang: shown.lang, lines: shown.moments.map(({ start, text }) => ({ start, text })) };
  const paragraphs = paragraphsOf(transcriptText(shown.value));
  return paragraphs.length > 0 ? { lang: shown.lang, paragraphs } : undefined;
}

/** The item whose id (or, for old links, slug) is `key`; a slug link is sent on to the id address. */
async function findItem<N extends 'presentations' | 'series' | 'collections'>(
  services: LoaderServices,
  name: N,
  items: CollectionItem<N>[],
  key: string | undefined,
  address: (id: string) => string,
): Promise<CollectionItem<N>> {
  // Series have a slug besides their id; presentations and collections have only ids.
  const names = (item: { id: string; slug?: string }) =>
    item.id === key || (item.slug !== undefined && item.slug === key);
  const byId = key ? items.find((item) => item.id === key) : undefined;
  if (byId) return byId;
  const bySlug = key ? items.find((item) => (item as { slug?: string }).slug === key) : undefined;
  if (bySlug) throw redirect(address(bySlug.id), 301);
  return missing(services, name, names);
}

const presentationAccessors = (locale: Locale): ListingAccessors<Presentation> => ({
  title: (item) => localize(item.title, locale),
  date: (item) => item.date,
  categoryIds: (item) => item.categoryIds,
  tagIds: (item) => item.tagIds,
  seriesId: (item) => item.seriesId,
});

/**
 * The filter options of a listing: the reference items its presentations use (a choice that
 * matches nothing helps no one), plus the one the URL selects, so the control shows it.
 */
function usedOptions(
  items: TaxonomyItem[],
  usedIds: Iterable<string | undefined>,
  selected: string | null,
  locale: Locale,
) {
  const used = new Set(usedIds);
  return filterOptions(
    items.filter((item) => used.has(item.id) || item.id === selected || item.slug === selected),
    locale,
  );
}

/**
 * A listing page of presentations (all, or those `select` keeps), from the URL's query; `filters`
 * false offers none (a series: its few talks need only an order), `listing` names a listing with
 * a default sort of its own.
 */
async function presentationListing(
  services: LoaderServices,
  url: URL,
  select: (item: Presentation) => boolean = () => true,
  { filters = true, listing }: { filters?: boolean; listing?: ListingName } = {},
): Promise<ListingData> {
  const { content, allContent, locale } = services;
  const [presentations, all, categories, tags, series, presenters] = await Promise.all([
    content.list('presentations'),
    allContent.list('presentations'),
    optional(content.list('categories'), services),
    optional(content.list('tags'), services),
    optional(content.list('series'), services),
    optional(content.list('presenters'), services),
  ]);
  const items = presentations.filter(select);
  const titles = categoryTitles(categories, locale);
  const presentersById = new Map(presenters.map((presenter) => [presenter.id, presenter]));
  const query = url.searchParams;
  return buildListing(
    { items, all: all.filter(select) },
    url,
    locale,
    presentationAccessors(locale),
    filters ? { categories, tags, series } : {},
    filters
      ? {
          categories: usedOptions(
            categories,
            items.flatMap((item) => item.categoryIds),
            query.get('category'),
            locale,
          ),
          tags: usedOptions(
            tags,
            items.flatMap((item) => item.tagIds),
            query.get('tag'),
            locale,
          ),
          series: usedOptions(
            series,
            items.map((item) => item.seriesId),
            query.get('series'),
            locale,
          ),
        }
      : {},
    (item) => presentationCard(item, locale, titles, presentersById),
    { listing },
  );
}

/** A presenter as a presentation page shows them: never with e-mail or telephone. */
function presenterRef(presenter: Presenter, locale: Locale) {
  return {
    id: presenter.id,
    name: presenterName(presenter),
    role: localize(presenter.role, locale) || undefined,
    organisation: localize(presenter.organisation, locale) || undefined,
    qualifications: localize(presenter.qualifications, locale) || undefined,
  };
}

/** The renditions' languages a reader of `locale` takes, in order (as texts: decision 0014). */
function renditionLanguages(locale: Locale): ContentLanguage[] {
  return locale === 'en' ? ['en'] : locale === 'fr' ? ['fr'] : ['fr', 'en'];
}

function renditionView(
  item: Presentation,
  rendition: Rendition | undefined,
  locale: Locale,
): RenditionView | undefined {
  if (!rendition) return undefined;
  const view: RenditionView = {
    href: renditionPath(item.id, rendition),
    bytes: rendition.bytes,
    durationSeconds: rendition.durationSeconds,
    type: rendition.type,
    filename: `${downloadStem(item)}-${renditionName(rendition)}`,
  };
  if (rendition.lang && rendition.lang !== contentLanguage(locale)) view.lang = rendition.lang;
  if (rendition.height !== undefined) view.height = rendition.height;
  return view;
}

/** The talk as one file in the reader's language, with its audio and with its small video (issue #35). */
function sendView(item: Presentation, presenters: Presenter[], lang: ContentLanguage, origin: string) {
  const view = (kind: TalkFileKind) => {
    const file = talkFile(item, presenters, lang, kind, origin);
    return file && { href: talkFilePath(item.id, lang, kind), bytes: file.bytes, filename: file.filename };
  };
  const audio = view('audio');
  const video = view('video');
  if (!audio && !video) return undefined;
  return { ...(audio ? { audio } : {}), ...(video ? { video } : {}) };
}

/** The ways in besides the player, cheapest first, each with its size (issue #26). */
function ladderView(item: Presentation, presenters: Presenter[], locale: Locale, origin: string): LadderView {
  const { audio, smallVideo } = renditionsFor(item.renditions, renditionLanguages(locale));
  const file = transcriptFile(item, presenters, locale, origin);
  const ladder: LadderView = {};
  if (file) {
    ladder.transcriptFile = {
      href: `/video-presentations/${encodeURIComponent(item.id)}/transcript.html`,
      bytes: file.bytes,
      filename: file.filename,
    };
  }
  const audioView = renditionView(item, audio, locale);
  if (audioView) ladder.audio = audioView;
  const videoView = renditionView(item, smallVideo, locale);
  if (videoView && smallVideo) {
    const captions = captionLanguages(item, smallVideo).map((lang) => ({ href: captionsPath(item.id, lang), lang }));
    if (captions.length > 0) videoView.captions = captions;
    ladder.smallVideo = videoView;
  }
  const videoBytes =
    localize(item.video, locale) && item.durationSeconds ? estimateVideoBytes(item.durationSeconds) : undefined;
  if (videoBytes !== undefined) ladder.videoBytes = roundDataEstimate(videoBytes);
  const send = sendView(item, presenters, contentLanguage(locale), origin);
  if (send) ladder.send = send;
  return ladder;
}

function presentationView(
  item: Presentation,
  presenters: Presenter[],
  locale: Locale,
  origin: string,
): PresentationView {
  const byId = new Map(presenters.map((presenter) => [presenter.id, presenter]));
  return {
    id: item.id,
    title: localText(item.title, locale) ?? { text: item.slug || item.id, lang: 'en' },
    description: withParagraphs(localText(item.description, locale)),
    image: item.image,
    videoId: localize(item.video, locale) || undefined,
    date: item.date,
    durationSeconds: item.durationSeconds,
    presenters: item.presenterIds.flatMap((id) => {
      const presenter = byId.get(id);
      return presenter ? [presenterRef(presenter, locale)] : [];
    }),
    resources: (item.resources ?? []).map(({ filename, size, url }) => ({ filename, size, url })),
    transcript: transcriptView(item, locale),
    ladder: ladderView(item, presenters, locale, origin),
  };
}

const topicLink = (item: TaxonomyItem, href: string, locale: Locale): TopicLink => ({
  id: item.id,
  title: localize(item.title, locale),
  href,
});

/** Links of the given ids, in the item's order, skipping ids the reference list does not know. */
function links<T extends TaxonomyItem>(ids: string[], items: T[], href: (item: T) => string, locale: Locale) {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [topicLink(item, href(item), locale)] : [];
  });
}

const filterHref = (key: 'category' | 'tag', item: TaxonomyItem) =>
  `/video-presentations?${key}=${encodeURIComponent(item.slug || item.id)}`;

async function presentationTopics(
  item: Presentation,
  lists: {
    categories: Promise<TaxonomyItem[]>;
    tags: Promise<TaxonomyItem[]>;
    series: Promise<TaxonomyItem[]>;
    collections: Promise<TaxonomyItem[]>;
  },
  locale: Locale,
): Promise<PresentationTopics> {
  const [categories, tags, series, collections] = await Promise.all([
    lists.categories,
    lists.tags,
    lists.series,
    lists.collections,
  ]);
  const [seriesLink] = item.seriesId
    ? links([item.seriesId], series, (entry) => `/video-presentations/series/${entry.id}`, locale)
    : [];
  return {
    series: seriesLink,
    collections: links(item.collectionIds, collections, (entry) => `/collections/${entry.id}`, locale),
    tags: links(item.tagIds, tags, (entry) => filterHref('tag', entry), locale),
    categories: links(item.categoryIds, categories, (entry) => filterHref('category', entry), locale),
  };
}

/** Presentations of a series as cards, in series order. */
function seriesCards(
  presentations: Presentation[],
  seriesId: string,
  categories: TaxonomyItem[],
  presenters: Presenter[],
  locale: Locale,
): CardData[] {
  const titles = categoryTitles(categories, locale);
  const presentersById = new Map(presenters.map((presenter) => [presenter.id, presenter]));
  const members = presentations.filter((item) => item.seriesId === seriesId);
  return sortListing(
    members,
    SERIES_ORDER,
    (item) => localize(item.title, locale),
    (item) => item.date,
    locale,
  ).map((item) => presentationCard(item, locale, titles, presentersById));
}

/** Every collection with its number of videos, as a listing (A to Z unless the URL says). */
async function collectionListing(services: LoaderServices, url: URL): Promise<ListingData<CollectionSummary>> {
  const { content, allContent, locale } = services;
  const [collections, all, presentations] = await Promise.all([
    content.list('collections'),
    allContent.list('collections'),
    content.list('presentations'),
  ]);
  const counts = new Map<string, number>();
  for (const presentation of presentations) {
    for (const id of presentation.collectionIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return buildListing(
    { items: collections, all },
    url,
    locale,
    { title: (collection) => localize(collection.title, locale), date: (collection) => collection.date },
    {},
    {},
    (collection): CollectionSummary => ({
      id: collection.id,
      title: localize(collection.title, locale),
      description: localize(collection.description, locale) || undefined,
      image: collection.image,
      videoCount: counts.get(collection.id) ?? 0,
    }),
    { listing: 'collections' },
  );
}

export const presentationLoaders = {
  presentations: async ({ url }, services): Promise<PresentationListData> => ({
    takeAway: await takeAwayView(services),
    listing: await contained(presentationListing(services, url), services),
  }),

  presentation: async ({ params }, services): Promise<PresentationPageData> => {
    const { content, locale } = services;
    // Every list starts now; only the item and its presenters (the header) are waited for.
    const presentationsLoad = content.list('presentations');
    const presentersLoad = optional(content.list('presenters'), services);
    const categories = optional(content.list('categories'), services);
    const lists = {
      categories,
      tags: optional(content.list('tags'), services),
      series: optional(content.list('series'), services),
      collections: optional(content.list('collections'), services),
    };
    const [presentations, presenters] = await Promise.all([presentationsLoad, presentersLoad]);
    const item = await findItem(
      services,
      'presentations',
      presentations,
      params.id,
      (id) => `/video-presentations/${id}`,
    );
    const seriesId = item.seriesId;
    const view = presentationView(item, presenters, locale, services.origin);
    const [listed, resumeAt, answers] = await Promise.all([
      listMembership(services, 'watchlist', item.id),
      accountProgress(services, 'presentation', item.id, view.durationSeconds),
      // The questions answered about this talk (decision 0040): shown at their moment and below.
      answersOf(services, { talkId: item.id }).catch((error: unknown) => {
        services.onError(error);
        return [];
      }),
    ]);
    return whole({
      presentation: view,
      answers,
      origin: services.origin,
      listed,
      resumeAt,
      seo: videoSeo(services.origin, {
        title: view.title.text,
        description: view.description?.paragraphs.join(' ') ?? localize(item.summary, locale),
        image: view.image,
        date: view.date,
        durationSeconds: view.durationSeconds,
        videoId: view.videoId,
        path: `/video-presentations/${item.id}`,
        presenters: view.presenters.map((presenter) => presenter.name),
      }),
      topics: contained(presentationTopics(item, lists, locale), services),
      related: contained(
        categories.then((categoryList) =>
          seriesId
            ? seriesCards(presentations, seriesId, categoryList, presenters, locale)
                .filter((card) => card.id !== item.id)
                .slice(0, RELATED_LIMIT)
            : [],
        ),
        services,
      ),
    });
  },

  series: async ({ url, params }, services): Promise<SeriesPageData> => {
    const { content, locale } = services;
    const series = await findItem(
      services,
      'series',
      await content.list('series'),
      params.id,
      (id) => `/video-presentations/series/${id}`,
    );
    const title = localText(series.title, locale) ?? { text: series.id, lang: 'en' as const };
    const description = localText(series.description, locale);
    return {
      seo: { title: title.text, description: description?.text, image: series.image },
      series: { id: series.id, title, description, image: series.image },
      takeAway: await takeAwayView(services, { kind: 'series', id: series.id, slug: series.slug, title: title.text }),
      listing: await contained(
        presentationListing(services, url, (item) => item.seriesId === series.id, {
          filters: false,
          listing: 'series',
        }),
        services,
      ),
    };
  },

  collections: async ({ url }, services): Promise<CollectionsPageData> => ({
    listing: await contained(collectionListing(services, url), services),
  }),

  collection: async ({ url, params }, services): Promise<CollectionPageData> => {
    const { content, locale } = services;
    const collection = await findItem(
      services,
      'collections',
      await content.list('collections'),
      params.id,
      (id) => `/collections/${id}`,
    );
    const title = localText(collection.title, locale) ?? { text: collection.id, lang: 'en' as const };
    const description = localText(collection.description, locale);
    return {
      seo: { title: title.text, description: description?.text, image: collection.image },
      collection: { id: collection.id, title, description, image: collection.image },
      takeAway: await takeAwayView(services, { kind: 'collection', id: collection.id, title: title.text }),
      listing: await contained(
        presentationListing(services, url, (item) => item.collectionIds.includes(collection.id)),
        services,
      ),
    };
  },
} satisfies Record<string, ServerLoader>;
