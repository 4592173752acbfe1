// Cuts a list into pages and lists the page links a pager shows.
import { DEFAULT_PAGE, PAGE_SIZE } from '../constants/spec';

/** One page of a list, with what a pager needs to know about the others. */
export interface Page<T> {
  items: T[];
  /** The page shown, 1-based, clamped to [1, pageCount]. */
  page: number;
  /** At least 1, so an empty list still has one (empty) page. */
  pageCount: number;
  total: number;
  pageSize: number;
}

/** Marks a run of hidden page numbers in `pageNumbers`. */
export const ELLIPSIS = 'ellipsis';
export type PagerEntry = number | typeof ELLIPSIS;

function positiveInteger(value: number, fallback: number): number {
  return Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback;
}

/**
 * The items of page `page` (1-based). A page past the end shows the last page and a page
 * before the first shows the first, so a stale link never lands on an empty page.
 */
export function paginate<T>(items: readonly T[], page: number, pageSize: number = PAGE_SIZE): Page<T> {
  const size = positiveInteger(pageSize, PAGE_SIZE);
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(pageCount, positiveInteger(page, DEFAULT_PAGE));
  const start = (current - 1) * size;
  return { items: items.slice(start, start + size), page: current, pageCount, total, pageSize: size };
}

/** A page number from a query value ("3" → 3); anything not a positive integer gives DEFAULT_PAGE. */
export function parsePage(value: unknown): number {
  const candidate = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof candidate === 'number' && Number.isSafeInteger(candidate) && candidate >= 1 ? candidate : DEFAULT_PAGE;
}

/**
 * The entries of a pager: the first and last page, `windowSize` pages either side of the current
 * one, and ELLIPSIS for each hidden run (page 5 of 20, window 1: 1 … 4 5 6 … 20). A run of a
 * single page shows that page instead, since an ellipsis would take the same room.
 */
export function pageNumbers(page: number, pageCount: number, windowSize = 2): PagerEntry[] {
  const last = positiveInteger(pageCount, 1);
  const current = Math.min(last, positiveInteger(page, 1));
  const reach = Math.max(0, Math.floor(windowSize));
  let from = Math.max(2, current - reach);
  let to = Math.min(last - 1, current + reach);
  if (from === 3) from = 2;
  if (to === last - 2) to = last - 1;
  const entries: PagerEntry[] = [1];
  if (from > 2) entries.push(ELLIPSIS);
  for (let number = from; number <= to; number += 1) entries.push(number);
  if (to < last - 1) entries.push(ELLIPSIS);
  if (last > 1) entries.push(last);
  return entries;
}
