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
 * sort values give their defaults; missing, empty, "0" or over-long filter ids mean "all".
 */
export function parseListingQuery(params: QueryParams): ListingQuery {
  const query: ListingQuery = { page: parsePage(params.get('page')), sort: parseSortId(params.get('sort')) };
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
 */
export function listingHref(pathname: string, state: ListingQuery, patch: Partial<ListingQuery> = {}): string {
  const changesList = 'sort' in patch || FILTER_KEYS.some((key) => key in patch);
  const page = 'page' in patch ? parsePage(patch.page) : changesList ? DEFAULT_PAGE : state.page;
  const sort = 'sort' in patch ? parseSortId(patch.sort) : state.sort;
  const pairs: [string, string][] = [];
  for (const key of FILTER_KEYS) {
    const id = filterId(key in patch ? patch[key] : state[key]);
    if (id !== undefined) pairs.push([key, id]);
  }
  if (sort !== DEFAULT_SORT_ID) pairs.push(['sort', String(sort)]);
  if (page !== DEFAULT_PAGE) pairs.push(['page', String(page)]);
  const search = pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return search ? `${pathname}?${search}` : pathname;
}
