// Orders lists by title (locale collation), by weight, or by one of the four listing sort options.
import { SORT_OPTIONS, type Locale, type SortId } from '../constants/spec';
import { contentLanguage } from './localize';

/**
 * The sort a listing starts with: 3, date newest first. Presentations, events and articles are
 * dated content whose visitors come back for what is new; alphabetical order stays one click
 * away. Reference lists (categories, tags, series, presenters) are not listings and use
 * `sortByTitle` instead (spec §9).
 */
export const DEFAULT_SORT_ID: SortId = 3;

const collators = new Map<string, Intl.Collator>();

function collator(locale: Locale): Intl.Collator {
  const language = contentLanguage(locale);
  let cached = collators.get(language);
  if (!cached) {
    // Collators are costly to build and are reused for every comparison of every sort.
    cached = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
    collators.set(language, cached);
  }
  return cached;
}

/**
 * A comparator of titles in the locale's language: accents and case do not separate titles
 * ("école" sits with "Ecole") and numbers compare by value ("Part 2" before "Part 10").
 */
export function compareTitles(locale: Locale): (a: string, b: string) => number {
  const { compare } = collator(locale);
  return (a, b) => compare(a, b);
}

/** A new array sorted by title, A to Z; items with equal titles keep their order. */
export function sortByTitle<T>(items: readonly T[], getTitle: (item: T) => string, locale: Locale): T[] {
  const compare = compareTitles(locale);
  return [...items].sort((a, b) => compare(getTitle(a), getTitle(b)));
}

/**
 * A new array by ascending weight (FAQ categories, spec §9), then by title when `getTitle` is
 * given; otherwise items of equal weight keep their order.
 */
export function sortByWeight<T extends { weight: number }>(
  items: readonly T[],
  getTitle?: (item: T) => string,
  locale: Locale = 'en',
): T[] {
  const compare = compareTitles(locale);
  return [...items].sort((a, b) => a.weight - b.weight || (getTitle ? compare(getTitle(a), getTitle(b)) : 0));
}

function timeOf(value: string | Date | undefined): number | undefined {
  if (value === undefined) return undefined;
  const time = (typeof value === 'string' ? new Date(value) : value).getTime();
  return Number.isNaN(time) ? undefined : time;
}

/**
 * A new array in the order of a listing's sort option: 1 title A-Z, 2 title Z-A, 3 date newest
 * first, 4 date oldest first. Equal dates fall back to title A-Z; items without a valid date go
 * last in both date orders.
 */
export function sortListing<T>(
  items: readonly T[],
  sortId: SortId,
  getTitle: (item: T) => string,
  getDate: (item: T) => string | Date | undefined,
  locale: Locale,
): T[] {
  const compare = compareTitles(locale);
  const byTitle = (a: T, b: T) => compare(getTitle(a), getTitle(b));
  if (sortId === 1) return [...items].sort(byTitle);
  if (sortId === 2) return [...items].sort((a, b) => byTitle(b, a));
  const direction = sortId === 3 ? -1 : 1;
  const dated = items.map((item) => ({ item, time: timeOf(getDate(item)) }));
  dated.sort((a, b) => {
    if (a.time === undefined || b.time === undefined) {
      return (a.time === undefined ? 1 : 0) - (b.time === undefined ? 1 : 0) || byTitle(a.item, b.item);
    }
    return direction * (a.time - b.time) || byTitle(a.item, b.item);
  });
  return dated.map(({ item }) => item);
}

/** True when `value` is one of the sort ids 1 to 4. */
export function isSortId(value: unknown): value is SortId {
  return SORT_OPTIONS.some((option) => option.id === value);
}

/**
 * A sort id from a query value or number ("2" → 2); anything else gives `fallback` (the
 * listing's default sort, DEFAULT_SORT_ID unless the listing has its own).
 */
export function parseSortId(value: unknown, fallback: SortId = DEFAULT_SORT_ID): SortId {
  const candidate = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return isSortId(candidate) ? candidate : fallback;
}
