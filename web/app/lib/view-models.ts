/**
 * Shapes that server loaders hand to pages: content already resolved to the request's language
 * (strings, not {en, fr} pairs), so pages stay simple and payloads small. Private fields of the
 * content service (presenters' e-mail and telephone) never appear here.
 */
import type { SortId } from '#shared/constants/spec.ts';
import type { ListingQuery } from '#shared/lib/listing-query.ts';

export type CardType = 'ARTICLE' | 'EVENT' | 'PRESENTER' | 'PRESENTATION' | 'PROJECT' | 'SUB_PROJECT';

/** A card (spec §3): type, title, image, cta url, role, organisation, qualifications, ... */
export interface CardData {
  type: CardType;
  id: string;
  title: string;
  image?: string;
  url: string;
  role?: string;
  organisation?: string;
  qualifications?: string;
  categories?: { id: string; title: string; lang?: 'en' | 'fr' }[];
  summary?: string;
  /** ISO date or date-time. */
  date?: string;
  author?: string;
  readTime?: number;
  /** Extra line under the title (e.g. "12 videos", an event's place). */
  meta?: string;
  /**
   * The language of each text field shown in the other language than the page's (an English
   * fallback in combined, a French-only item on an English list), for its `lang` attribute.
   */
  lang?: CardLanguages;
}

export type CardTextField = 'title' | 'summary' | 'role' | 'organisation' | 'qualifications';
export type CardLanguages = Partial<Record<CardTextField, 'en' | 'fr'>>;

export interface FilterOption {
  id: string;
  title: string;
}

/** One page of a listing with its state and the filters it offers. */
export interface ListingData<T = CardData> {
  query: ListingQuery;
  items: T[];
  page: number;
  pageCount: number;
  total: number;
  /** In fr, items matching the filters that exist only in English (not listed). */
  englishOnly: number;
  /** The listing's own default sort (decision 0017), left out of its links; the site's if absent. */
  defaultSort?: SortId;
  /** Other parameters of the page that its controls and page links keep (the events calendar's month). */
  keep?: Record<string, string>;
  filters: { categories?: FilterOption[]; tags?: FilterOption[]; series?: FilterOption[] };
}

/** A search result, with its title and summary split into plain and matched parts. */
export interface SearchResultView {
  id: string;
  type: 'presentation' | 'presenter' | 'event' | 'article' | 'collection' | 'answer';
  url: string;
  image?: string;
  date?: string;
  title: { text: string; mark: boolean }[];
  summary: { text: string; mark: boolean }[];
  /**
   * The language of the title and summary when it is not the page's (an English fallback in
   * combined or fr, a French-only item in en), for their `lang` attribute.
   */
  lang?: Partial<Record<'title' | 'summary', 'en' | 'fr'>>;
  /** For a presentation: the moments of its transcript that say what was searched for (at most three, best first). */
  moments: SearchMomentView[];
}

export interface SearchMomentView {
  /** The presentation at that moment (`?t=`). */
  href: string;
  /** When it starts: "12:30", and the same as an ISO 8601 duration. */
  time: string;
  dateTime: string;
  /** The transcript line (or its part around the match), and the language it is in. */
  line: { text: string; mark: boolean }[];
  lang: 'en' | 'fr';
}

export interface SearchData {
  query: string;
  types: SearchResultView['type'][];
  /** The words searched as typed (the reader chose "Search instead for"). */
  exact: boolean;
  /** Null before a query, or when the search failed (see `failed`). */
  results: SearchResults | null;
}

export interface SearchResults {
  items: SearchResultView[];
  total: number;
  /** In fr, matches that exist only in English (not shown). */
  englishOnly: number;
  /** The page shown (1-based) and how many there are. */
  page: number;
  pageCount: number;
  /** The query the results are for when a word of it was corrected ("rhino" for "rhinno"). */
  corrected?: string;
}

/**
 * What a page tells search engines and link previews. A loader returns it as `seo` in the
 * awaited part of its data; the layout renders the tags.
 */
export interface SeoData {
  title: string;
  description?: string;
  image?: string;
  /** OpenGraph type. */
  type?: 'website' | 'article' | 'video.other' | 'profile';
  /** Structured data (schema.org objects) besides the breadcrumb list. */
  jsonLd?: Record<string, unknown>[];
  /** Keep the page out of search engines (account and sign-in pages). */
  noindex?: boolean;
  /** Titles of the crumbs on the way to the page, by address (a sub-project's project). */
  crumbs?: Record<string, string>;
}

/**
 * What a group of talks (a series, a collection, a presenter, or all talks) offers to take away
 * (issue #35): its talks as one ZIP with its exact size, and its podcast feed's address.
 */
export interface TakeAwayView {
  bundle?: { href: string; bytes: number; count: number; filename: string };
  /** The feed's absolute address (to paste into a podcast app) and its title. */
  podcast: { href: string; title: string };
  kind: 'series' | 'collection' | 'presenter' | 'all';
}

/** The `<link rel="alternate">` of a group's podcast feed (issue #35), none when it has no take-away. */
export function podcastFeedLinks(
  takeAway: TakeAwayView | null | undefined,
): { type: string; title: string; href: string }[] {
  return takeAway ? [{ type: 'application/rss+xml', title: takeAway.podcast.title, href: takeAway.podcast.href }] : [];
}
