/**
 * The searchable documents of the site, built from the content layer: articles, events,
 * presentations (with their presenters' names, tags, categories and transcript), presenters and
 * collections, each with English and French text (French falls back to English and back; a text
 * that fell back names its real language, for the result's `lang`). Each
 * timed transcript line a reader can seek to is a `moment` document of its own, never a result:
 * it tells which moment of a presentation hit to link to (decision 0026).
 */
import type { Locale } from '#shared/constants/spec.ts';
import { momentHref } from '#shared/lib/moments.ts';
import { readerTranscript, transcriptText } from '#shared/lib/transcript.ts';
import type {
  Article,
  Category,
  Collection,
  Event,
  LocalizedText,
  Presentation,
  Presenter,
  Tag,
} from '#shared/schemas/content.ts';

export const SEARCH_TYPES = ['presentation', 'presenter', 'event', 'article', 'collection', 'answer'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** A timed transcript line: found with its presentation, shown as the moment of that result. */
export const MOMENT_TYPE = 'moment';

export interface SearchDocument {
  id: string;
  type: SearchType | typeof MOMENT_TYPE;
  url: string;
  image?: string;
  date?: string;
  title_en: string;
  title_fr: string;
  summary_en: string;
  summary_fr: string;
  people: string;
  tags_en: string;
  tags_fr: string;
  categories_en: string;
  categories_fr: string;
  transcript_en: string;
  transcript_fr: string;
  /**
   * The language of `title_<lang>` / `summary_<lang>` when it is the other language's text (set
   * only then, to keep the stored index small): `titleLang_fr: 'en'` for an English fallback.
   */
  titleLang_en?: 'fr';
  titleLang_fr?: 'en';
  summaryLang_en?: 'fr';
  summaryLang_fr?: 'en';
  /** Has a French version (its title): a French reader is shown only these (spec §1). */
  french: boolean;
  /** A moment's presentation (its document id). */
  presentation?: string;
  /** A moment's start, in seconds. */
  start?: number;
  /** A moment's line, as written (stored for the result's excerpt), and its language. */
  line?: string;
  lang?: 'en' | 'fr';
  /** The readers (locales, space-separated) whose page offers this moment. */
  locales?: string;
}

const LOCALES: readonly Locale[] = ['en', 'fr', 'combined'];

export interface SearchSource {
  articles: Article[];
  events: Event[];
  presentations: Presentation[];
  presenters: Presenter[];
  collections: Collection[];
  categories: Category[];
  tags: Tag[];
}

const en = (text: LocalizedText | undefined) => text?.en || text?.fr || '';
const fr = (text: LocalizedText | undefined) => text?.fr || text?.en || '';

/** Whether `en`/`fr` (the `language` side) reads the other language's text of any of `texts`, and only that. */
function fellBack(language: 'en' | 'fr', texts: (LocalizedText | undefined)[]): boolean {
  const shown = texts.filter((text) => text?.en || text?.fr);
  return shown.length > 0 && shown.every((text) => !text?.[language]);
}

/**
 * The fallback marks of a title and a summary (made of one or more texts, joined): a summary is
 * marked when every part of it is the other language's (a mixed one keeps the page's language).
 */
function fallbacks(title: (LocalizedText | undefined)[], summary: (LocalizedText | undefined)[]) {
  return {
    ...(fellBack('en', title) && { titleLang_en: 'fr' as const }),
    ...(fellBack('fr', title) && { titleLang_fr: 'en' as const }),
    ...(fellBack('en', summary) && { summaryLang_en: 'fr' as const }),
    ...(fellBack('fr', summary) && { summaryLang_fr: 'en' as const }),
  };
}

function names(ids: string[], byId: Map<string, { title: LocalizedText }>, pick: typeof en): string {
  return ids
    .map((id) => byId.get(id))
    .filter((item): item is { title: LocalizedText } => item !== undefined)
    .map((item) => pick(item.title))
    .join(' ');
}

const blank = {
  people: '',
  tags_en: '',
  tags_fr: '',
  categories_en: '',
  categories_fr: '',
  transcript_en: '',
  transcript_fr: '',
};

/** Every document to index, from the whole content. */
export function searchDocuments(source: SearchSource): SearchDocument[] {
  const categories = new Map(source.categories.map((item) => [item.id, item]));
  const tags = new Map(source.tags.map((item) => [item.id, item]));
  const presenters = new Map(source.presenters.map((item) => [item.id, item]));
  const presenterNames = (ids: string[]) =>
    ids
      .map((id) => presenters.get(id))
      .filter((item): item is Presenter => item !== undefined)
      .map((item) => `${item.name} ${item.surname}`)
      .join(' ');
  const taxonomy = (categoryIds: string[], tagIds: string[] = []) => ({
    tags_en: names(tagIds, tags, en),
    tags_fr: names(tagIds, tags, fr),
    categories_en: names(categoryIds, categories, en),
    categories_fr: names(categoryIds, categories, fr),
  });

  /** Title and summary in both languages, and whether the item has a French version. */
  const texts = (title: LocalizedText | undefined, summary: LocalizedText | undefined) => ({
    french: Boolean(title?.fr),
    title_en: en(title),
    title_fr: fr(title),
    summary_en: en(summary),
    summary_fr: fr(summary),
    ...fallbacks([title], [summary]),
  });

  /** The timed lines of a presentation that some reader's page offers as moments. */
  const moments = (item: Presentation): SearchDocument[] =>
    (['en', 'fr'] as const).flatMap((lang) => {
      const readers = LOCALES.filter((locale) => {
        const shown = readerTranscript(item, locale);
        return shown?.lang === lang && shown.moments !== undefined;
      });
      const value = item.transcript?.[lang];
      if (readers.length === 0 || value === undefined || typeof value === 'string') return [];
      return value.segments.map((segment): SearchDocument => ({
        ...blank,
        ...texts(undefined, undefined),
        id: `moment:${item.id}:${lang}:${segment.start}`,
        type: MOMENT_TYPE,
        url: momentHref(segment.start, { path: `/video-presentations/${item.id}` }),
        transcript_en: lang === 'en' ? segment.text : '',
        transcript_fr: lang === 'fr' ? segment.text : '',
        presentation: `presentation:${item.id}`,
        start: segment.start,
        line: segment.text,
        lang,
        locales: readers.join(' '),
      }));
    });

  return [
    ...source.presentations.map((item) => ({
      ...blank,
      id: `presentation:${item.id}`,
      type: 'presentation' as const,
      url: `/video-presentations/${item.id}`,
      image: item.image,
      date: item.date,
      ...texts(item.title, item.summary),
      people: presenterNames(item.presenterIds),
      ...taxonomy(item.categoryIds, item.tagIds),
      transcript_en: transcriptText(item.transcript?.en || item.transcript?.fr),
      transcript_fr: transcriptText(item.transcript?.fr || item.transcript?.en),
    })),
    ...source.presentations.flatMap(moments),
    ...source.presenters.map((item) => ({
      ...blank,
      id: `presenter:${item.id}`,
      type: 'presenter' as const,
      url: `/presenters/${item.id}`,
      image: item.image,
      french: true,
      title_en: `${item.name} ${item.surname}`,
      title_fr: `${item.name} ${item.surname}`,
      summary_en: [en(item.role), en(item.organisation)].filter(Boolean).join(', '),
      summary_fr: [fr(item.role), fr(item.organisation)].filter(Boolean).join(', '),
      ...fallbacks([], [item.role, item.organisation]),
      ...taxonomy(item.categoryIds),
    })),
    ...source.events.map((item) => ({
      ...blank,
      id: `event:${item.id}`,
      type: 'event' as const,
      url: `/events/${item.id}`,
      image: item.image,
      date: item.startsAt,
      ...texts(item.title, item.summary),
      people: presenterNames(item.presenterIds),
      ...taxonomy(item.categoryIds),
    })),
    ...source.articles.map((item) => ({
      ...blank,
      id: `article:${item.id}`,
      type: 'article' as const,
      url: `/blog/${item.slug}`,
      image: item.image,
      date: item.date,
      ...texts(item.title, item.summary),
      people: item.author,
      ...taxonomy(item.categoryIds, item.tagIds),
    })),
    ...source.collections.map((item) => ({
      ...blank,
      id: `collection:${item.id}`,
      type: 'collection' as const,
      url: `/collections/${item.id}`,
      image: item.image,
      date: item.date,
      ...texts(item.title, item.description),
    })),
  ];
}
