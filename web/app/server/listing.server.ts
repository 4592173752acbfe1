/**
 * One listing page from a whole collection: filter by category / tag / series (by slug or id),
 * sort by one of the spec's four options, cut the page of 20. The query comes from the URL.
 */
import type { Locale } from '#shared/constants/spec.ts';
import { defaultSortOf, parseListingQuery, type ListingName, type ListingQuery } from '#shared/lib/listing-query.ts';
import { paginate } from '#shared/lib/paging.ts';
import { sortListing } from '#shared/lib/sort.ts';
import type { TaxonomyItem } from '#shared/schemas/content.ts';
import type { FilterOption, ListingData } from '../lib/view-models';

export interface ListingAccessors<T> {
  title: (item: T) => string;
  date: (item: T) => string | undefined;
  categoryIds?: (item: T) => string[];
  tagIds?: (item: T) => string[];
  seriesId?: (item: T) => string | undefined;
}

export interface ListingTaxonomies {
  categories?: TaxonomyItem[];
  tags?: TaxonomyItem[];
  series?: TaxonomyItem[];
}

/** Resolves a filter value (slug or id, as in the URL) to the item's id. */
function resolveId(value: string | undefined, items: TaxonomyItem[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  return items?.find((item) => item.id === value || item.slug === value)?.id ?? value;
}

export interface BuildListingOptions {
  /** A listing with a default sort of its own (LISTING_DEFAULT_SORTS, decision 0017). */
  listing?: ListingName;
  /** Other parameters of the page its links and controls keep (undefined values are left out). */
  keep?: Record<string, string | undefined>;
}

/**
 * `items` are those the reader is shown; in fr, `all` are every item whatever its language, so
 * the listing can say how many more match in English only.
 */
export function buildListing<T, C>(
  { items, all = items }: { items: T[]; all?: T[] },
  url: URL,
  locale: Locale,
  accessors: ListingAccessors<T>,
  taxonomies: ListingTaxonomies,
  filters: ListingData<C>['filters'],
  toCard: (item: T) => C,
  options: BuildListingOptions = {},
): ListingData<C> {
  const defaultSort = defaultSortOf(options.listing);
  const query: ListingQuery = parseListingQuery(url.searchParams, { defaultSort });
  const keep = Object.fromEntries(
    Object.entries(options.keep ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const category = resolveId(query.category, taxonomies.categories);
  const tag = resolveId(query.tag, taxonomies.tags);
  const series = resolveId(query.series, taxonomies.series);
  const matches = (item: T) =>
    (!category || (accessors.categoryIds?.(item) ?? []).includes(category)) &&
    (!tag || (accessors.tagIds?.(item) ?? []).includes(tag)) &&
    (!series || accessors.seriesId?.(item) === series);
  const filtered = items.filter(matches);
  const englishOnly = all === items ? 0 : all.filter(matches).length - filtered.length;
  const sorted = sortListing(filtered, query.sort, accessors.title, accessors.date, locale);
  const page = paginate(sorted, query.page);
  return {
    query: { ...query, page: page.page },
    items: page.items.map(toCard),
    page: page.page,
    pageCount: page.pageCount,
    total: page.total,
    englishOnly: Math.max(0, englishOnly),
    ...(options.listing ? { defaultSort } : {}),
    ...(Object.keys(keep).length > 0 ? { keep } : {}),
    filters,
  };
}

export type { FilterOption };
