/**
 * The searchable items of the site, built from the content layer (decision 0038): articles,
 * events, presentations (with their presenters' names, tags, categories and transcript),
 * presenters and collections, each with English and French text (French falls back to English and
 * back; a text that fell back names its real language, for the result's `lang`). Each timed
 * transcript line a reader can seek to is a moment of its presentation: a result shows its best
 * ones, linking to that time (decision 0026).
 */
import type { Locale } from '#shared/constants/spec.ts';
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

/** A timed transcript line of a presentation, as some reader's page offers it. */
export interface SearchMomentSource {
  lang: 'en' | 'fr';
  start: number;
  text: string;
  /** The readers (locales) whose page offers this line as a moment. */
  readers: Locale[];
}

/** The text of an item searched in one language (each field plain text, searched as terms). */
export interface SearchText {
  title: string;
  people: string;
  taxonomy: string;
  summary: string;
  /** A presentation's whole transcript in that language (its lines are moments too). */
  body: string;
}

/** One searchable item: what its result shows, what is searched, and its moments. */
export interface SearchItem {
  /** `<type>:<content id>`. */
  key: string;
  type: SearchType;
  url: string;
  image?: string;
  date?: string;
  title_en: string;
  title_fr: string;
  summary_en: string;
  summary_fr: string;
  /** The language of `title_<lang>` / `summary_<lang>` when it is the other language's text. */
  titleLang_en?: 'fr';
  titleLang_fr?: 'en';
  summaryLang_en?: 'fr';
  summaryLang_fr?: 'en';
  /** Has a French version (its title): a French reader is shown only these (spec §1). */
  french: boolean;
  text: Record<'en' | 'fr', SearchText>;
  moments: SearchMomentSource[];
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

/** Every item to index, from the whole content (or from a part of it: member presenters alone). */
export function searchItems(source: SearchSource): SearchItem[] {
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
    en: `${names(categoryIds, categories, en)} ${names(tagIds, tags, en)}`.trim(),
    fr: `${names(categoryIds, categories, fr)} ${names(tagIds, tags, fr)}`.trim(),
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

  /** What is searched in each language. */
  const searched = (
    shown: { title_en: string; title_fr: string; summary_en: string; summary_fr: string },
    people: string,
    topics: { en: string; fr: string },
    body: { en: string; fr: string } = { en: '', fr: '' },
  ): Record<'en' | 'fr', SearchText> => ({
    en: { title: shown.title_en, people, taxonomy: topics.en, summary: shown.summary_en, body: body.en },
    fr: { title: shown.title_fr, people, taxonomy: topics.fr, summary: shown.summary_fr, body: body.fr },
  });

  /** The timed lines of a presentation that some reader's page offers as moments. */
  const moments = (item: Presentation): SearchMomentSource[] =>
    (['en', 'fr'] as const).flatMap((lang) => {
      const readers = LOCALES.filter((locale) => {
        const shown = readerTranscript(item, locale);
        return shown?.lang === lang && shown.moments !== undefined;
      });
      const value = item.transcript?.[lang];
      if (readers.length === 0 || value === undefined || typeof value === 'string') return [];
      return value.segments.map((segment) => ({ lang, start: segment.start, text: segment.text, readers }));
    });

  const presentations = source.presentations.map((item): SearchItem => {
    const shown = texts(item.title, item.summary);
    return {
      key: `presentation:${item.id}`,
      type: 'presentation',
      url: `/video-presentations/${item.id}`,
      image: item.image,
      date: item.date,
      ...shown,
      text: searched(shown, presenterNames(item.presenterIds), taxonomy(item.categoryIds, item.tagIds), {
        en: transcriptText(item.transcript?.en || item.transcript?.fr),
        fr: transcriptText(item.transcript?.fr || item.transcript?.en),
      }),
      moments: moments(item),
    };
  });
  const people = source.presenters.map((item): SearchItem => {
    const name = `${item.name} ${item.surname}`;
    const shown = {
      french: true,
      title_en: name,
      title_fr: name,
      summary_en: [en(item.role), en(item.organisation)].filter(Boolean).join(', '),
      summary_fr: [fr(item.role), fr(item.organisation)].filter(Boolean).join(', '),
      ...fallbacks([], [item.role, item.organisation]),
    };
    return {
      key: `presenter:${item.id}`,
      type: 'presenter',
      url: `/presenters/${item.id}`,
      image: item.image,
      ...shown,
      // The name is the title; people is for the names of an item's presenters.
      text: searched(shown, '', taxonomy(item.categoryIds)),
      moments: [],
    };
  });
  const events = source.events.map((item): SearchItem => {
    const shown = texts(item.title, item.summary);
    return {
      key: `event:${item.id}`,
      type: 'event',
      url: `/events/${item.id}`,
      image: item.image,
      date: item.startsAt,
      ...shown,
      text: searched(shown, presenterNames(item.presenterIds), taxonomy(item.categoryIds)),
      moments: [],
    };
  });
  const articles = source.articles.map((item): SearchItem => {
    const shown = texts(item.title, item.summary);
    return {
      key: `article:${item.id}`,
      type: 'article',
      url: `/blog/${item.slug}`,
      image: item.image,
      date: item.date,
      ...shown,
      text: searched(shown, item.author, taxonomy(item.categoryIds, item.tagIds)),
      moments: [],
    };
  });
  const collections = source.collections.map((item): SearchItem => {
    const shown = texts(item.title, item.description);
    return {
      key: `collection:${item.id}`,
      type: 'collection',
      url: `/collections/${item.id}`,
      image: item.image,
      date: item.date,
      ...shown,
      text: searched(shown, '', { en: '', fr: '' }),
      moments: [],
    };
  });
  return [...presentations, ...people, ...events, ...articles, ...collections];
}
