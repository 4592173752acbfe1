// Reads a listing's page, sort and filters from its URL and writes canonical listing links.
import { DEFAULT_PAGE, type SortId } from '../constants/spec';
import { parsePage } from './paging';
import { DEFAULT_SORT_ID, parseSortId } from './sort';

/** What a listing shows; an absent filter means "all" (the placeholder entry with id 0). */
export interface ListingQuery {
  page: number;
  sort: SortId;
  category?: string;
  tag?: string;
  series?: string;
}

/** The listing every plain listing URL (no query string) shows. */
export const DEFAULT_LISTING_QUERY: ListingQuery = { page: DEFAULT_PAGE, sort: DEFAULT_SORT_ID };

const FILTER_KEYS = ['category', 'tag', 'series'] as const;

/**
 * Listings whose natural order is not the site's default (DEFAULT_SORT_ID, newest first), by
 * decision 0017: reference-like lists of projects, themes and collections read A to Z, a series
 * in the order its talks were given (oldest first), events soonest first (oldest first over
 * upcoming events). A listing's default sort is left out of its URLs like the site's.
 */
export const LISTING_DEFAULT_SORTS = {
  collections: 1,
  projects: 1,
  projectSubProjects: 1,
  themes: 1,
  themeProjects: 1,
  series: 4,
  events: 4,
} as const satisfies Record<string, SortId>;

export type ListingName = keyof typeof LISTING_DEFAULT_SORTS;

/** The default sort of a listing: its own (LISTING_DEFAULT_SORTS) or the site's. */
export function defaultSortOf(listing?: ListingName): SortId {
  return listing ? LISTING_DEFAULT_SORTS[listing] : DEFAULT_SORT_ID;
}

/** What a listing's URLs depend on besides its state. */
export interface ListingOptions {
  /** The listing's default sort, left out of its URLs; DEFAULT_SORT_ID when not given. */
  defaultSort?: SortId;
  /**
   * Other parameters of the page its listing links keep, written after the listing's own (the
   * events calendar's month); undefined or empty values are left out.
   */
  keep?: Readonly<Record<string, string | undefined>>;
}

/** The parts of URLSearchParams this module reads, so shared/ needs no DOM or Worker types. */
export interface QueryParams {
  get(name: string): string | null;
}

// The id "0" is the "All categories / tags / series" placeholder (spec §3), so it means no filter.
const ALL_ID = '0';
const MAX_ID_LENGTH = 128;

function filterId(value: string | null | undefined): string | undefined {
  const id = value?.trim();
  return id && id !== ALL_ID && id.length <= MAX_ID_LENGTH ? id : undefined;
}

/**
 * The listing state in a query string. Keys: page, sort, category, tag, series. Invalid page or
 * sort values give their defaults (the listing's own default sort, if it has one); missing, empty,
 * "0" or over-long filter ids mean "all".
 */
export function parseListingQuery(
  params: QueryParams,
  { defaultSort = DEFAULT_SORT_ID }: ListingOptions = {},
): ListingQuery {
  const query: ListingQuery = {
    page: parsePage(params.get('page')),
    sort: parseSortId(params.get('sort'), defaultSort),
  };
  for (const key of FILTER_KEYS) {
    const id = filterId(params.get(key));
    if (id !== undefined) query[key] = id;
  }
  return query;
}

/**
 * The link to `pathname` showing `state` changed by `patch`, with defaults left out so the
 * default listing has no query string and each state has one URL (keys in a fixed order).
 * Changing the sort or a filter goes back to page 1 unless the patch sets a page itself, since
 * the old page number means nothing in the new list. Set a filter to undefined to clear it.
 * A listing with a default sort of its own passes it in `options`, as it did to parseListingQuery.
 */
export function listingHref(
  pathname: string,
  state: ListingQuery,
  patch: Partial<ListingQuery> = {},
  { defaultSort = DEFAULT_SORT_ID, keep = {} }: ListingOptions = {},
): string {
  const changesList = 'sort' in patch || FILTER_KEYS.some((key) => key in patch);
  const page = 'page' in patch ? parsePage(patch.page) : changesList ? DEFAULT_PAGE : state.page;
  const sort = 'sort' in patch ? parseSortId(patch.sort, defaultSort) : state.sort;
  const pairs: [string, string][] = [];
  for (const key of FILTER_KEYS) {
    const id = filterId(key in patch ? patch[key] : state[key]);
    if (id !== undefined) pairs.push([key, id]);
  }
  if (sort !== defaultSort) pairs.push(['sort', String(sort)]);
  if (page !== DEFAULT_PAGE) pairs.push(['page', String(page)]);
  for (const [key, value] of Object.entries(keep)) if (value) pairs.push([key, value]);
  const search = pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return search ? `${pathname}?${search}` : pathname;
}
