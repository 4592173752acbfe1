/**
 * The site search on MiniSearch: case- and accent-insensitive terms, prefix matching while
 * typing, small typos tolerated, both languages searched with the reader's language weighted
 * higher. Results carry the matched terms for highlighting, and the language of a title or summary
 * shown in the other language than the reader's (an English fallback, a French-only item).
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import type { Locale } from '#shared/constants/spec.ts';
import { normalizeTerm, tokenize } from '#shared/lib/search-text.ts';
import { MOMENT_TYPE, type SearchDocument, type SearchType } from './documents';

const FIELDS = [
  'title_en',
  'title_fr',
  'summary_en',
  'summary_fr',
  'people',
  'tags_en',
  'tags_fr',
  'categories_en',
  'categories_fr',
  'transcript_en',
  'transcript_fr',
] as const;
const STORED = [
  'type',
  'url',
  'image',
  'date',
  'title_en',
  'title_fr',
  'summary_en',
  'summary_fr',
  // Set only when that text fell back to the other language: its language, for `lang`.
  'titleLang_en',
  'titleLang_fr',
  'summaryLang_en',
  'summaryLang_fr',
  'french',
  // Moments only (transcript lines): which presentation, when, what is said and to whom.
  'presentation',
  'start',
  'line',
  'lang',
  'locales',
] as const;
const TRANSCRIPT_FIELDS = ['transcript_en', 'transcript_fr'];

// Words too common to help; they would match almost every document.
export const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'of',
  'the',
  'to',
  'in',
  'on',
  'for',
  'with',
  'is',
  'de',
  'des',
  'du',
  'la',
  'le',
  'les',
  'et',
  'en',
  'un',
  'une',
  'au',
  'aux',
  'l',
  'd',
  'pour',
  'dans',
  'sur',
]);

const options = {
  idField: 'id',
  fields: [...FIELDS],
  storeFields: [...STORED],
  tokenize,
  processTerm: (term: string) => {
    const normalized = normalizeTerm(term);
    return STOP_WORDS.has(normalized) ? null : normalized;
  },
};

export type SearchIndex = MiniSearch<SearchDocument>;

/** Builds the index of all documents. */
export function buildSearchIndex(documents: SearchDocument[]): SearchIndex {
  const index = new MiniSearch<SearchDocument>(options);
  index.addAll(documents);
  return index;
}

/** An index from its JSON form (as cached). */
export function loadSearchIndex(json: string): SearchIndex {
  return MiniSearch.loadJSON<SearchDocument>(json, options);
}

export interface SearchHit {
  id: string;
  type: SearchType;
  url: string;
  image?: string;
  date?: string;
  title: string;
  summary: string;
  /** The language of the title and summary when it is not the reader's (they fell back). */
  lang?: SearchHitLanguages;
  /** Index terms that matched, for highlighting. */
  terms: string[];
  score: number;
  /** For a presentation: the transcript line that best matches the query, when the reader's page offers it. */
  moment?: SearchMoment;
}

export type SearchHitLanguages = Partial<Record<'title' | 'summary', 'en' | 'fr'>>;

/** The languages of a result's title and summary that are not `own` (undefined when none). */
function otherLanguages(result: SearchResult, own: 'en' | 'fr'): SearchHitLanguages | undefined {
  const languages: SearchHitLanguages = {};
  for (const field of ['title', 'summary'] as const) {
    const language: unknown = result[`${field}Lang_${own}`];
    if ((language === 'en' || language === 'fr') && language !== own) languages[field] = language;
  }
  return Object.keys(languages).length > 0 ? languages : undefined;
}

/** A moment of a presentation hit: where its transcript says what was searched for. */
export interface SearchMoment {
  start: number;
  /** The page at that moment (`/video-presentations/<id>?t=<start>`). */
  url: string;
  /** The line, as written, and its language. */
  line: string;
  lang: 'en' | 'fr';
  /** Index terms that matched in it, for highlighting. */
  terms: string[];
}

export interface SearchOptions {
  locale: Locale;
  types: readonly SearchType[];
  limit: number;
  /** Any word may match at once (not every word first): for a question matched against answers. */
  anyWord?: boolean;
}

function boosts(locale: Locale): Record<string, number> {
  const own = locale === 'en' ? 'en' : 'fr';
  const other = own === 'en' ? 'fr' : 'en';
  return {
    [`title_${own}`]: 6,
    [`title_${other}`]: 3,
    people: 4,
    [`categories_${own}`]: 2,
    [`tags_${own}`]: 2,
    [`categories_${other}`]: 1,
    [`tags_${other}`]: 1,
    [`summary_${own}`]: 1.5,
    [`summary_${other}`]: 0.8,
    [`transcript_${own}`]: 0.6,
    [`transcript_${other}`]: 0.3,
  };
}

/** Searches; every word must match (prefix or small typo), else any word may. */
export function searchIndex(
  index: SearchIndex,
  query: string,
  { locale, types, limit, anyWord = false }: SearchOptions,
): { hits: SearchHit[]; total: number; englishOnly: number } {
  const allowed = new Set(types);
  const searchOptions = {
    boost: boosts(locale),
    prefix: (term: string) => term.length >= 2,
    fuzzy: (term: string) => (term.length >= 4 ? 0.2 : false),
    maxFuzzy: 2,
    filter: (result: SearchResult) => allowed.has(result.type as SearchType),
  };
  let found = anyWord ? [] : index.search(query, { ...searchOptions, combineWith: 'AND' });
  if (found.length === 0) found = index.search(query, { ...searchOptions, combineWith: 'OR' });
  // A French reader is shown what has a French version; the others are counted.
  const results = locale === 'fr' ? found.filter((result) => result.french !== false) : found;
  const own = locale === 'en' ? 'en' : 'fr';
  const shown = results.slice(0, limit);
  const moments = bestMoments(
    index,
    query,
    locale,
    shown.filter((result) => result.type === 'presentation').map((result) => String(result.id)),
  );
  const hits = shown.map((result) => {
    const lang = otherLanguages(result, own);
    return {
      id: String(result.id),
      type: result.type as SearchType,
      url: String(result.url),
      image: result.image as string | undefined,
      date: result.date as string | undefined,
      title: String(result[`title_${own}`] ?? ''),
      summary: String(result[`summary_${own}`] ?? ''),
      ...(lang && { lang }),
      terms: result.terms,
      score: result.score,
      ...(moments.has(String(result.id)) ? { moment: moments.get(String(result.id)) } : {}),
    };
  });
  return { hits, total: results.length, englishOnly: found.length - results.length };
}

/**
 * The transcript line of each of `presentations` that matches the query best (any of its words:
 * the rest may have matched the title), among the lines their pages offer the reader as moments.
 * One more search of the index, over the transcript fields of moment documents only.
 */
function bestMoments(
  index: SearchIndex,
  query: string,
  locale: Locale,
  presentations: string[],
): Map<string, SearchMoment> {
  const best = new Map<string, SearchMoment>();
  if (presentations.length === 0) return best;
  const wanted = new Set(presentations);
  const found = index.search(query, {
    fields: TRANSCRIPT_FIELDS,
    prefix: (term: string) => term.length >= 2,
    fuzzy: (term: string) => (term.length >= 4 ? 0.2 : false),
    maxFuzzy: 2,
    combineWith: 'OR',
    filter: (result: SearchResult) =>
      result.type === MOMENT_TYPE &&
      wanted.has(String(result.presentation)) &&
      String(result.locales).split(' ').includes(locale),
  });
  // Best first: the first line seen of a presentation is its best.
  for (const result of found) {
    const presentation = String(result.presentation);
    if (best.has(presentation)) continue;
    best.set(presentation, {
      start: Number(result.start),
      url: String(result.url),
      line: String(result.line),
      lang: result.lang === 'fr' ? 'fr' : 'en',
      terms: result.terms,
    });
  }
  return best;
}
