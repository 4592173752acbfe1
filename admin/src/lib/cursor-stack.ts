/**
 * Forward-only paging by cursor (the admin API's `after`/`nextCursor`): the page's own cursor
 * lives in the URL, the cursors of the pages before it in the history entry's state (`trail`), so
 * Previous and Back both work. A trail that starts with '' (the first page) is complete and says
 * which page this is; a bookmarked later page has no trail and an unknown position.
 */

export interface PagePosition {
  /** The cursor of the page shown; undefined on the first page. */
  after: string | undefined;
  /** Cursors of the pages before it, oldest first; '' stands for the first page. */
  trail: readonly string[];
}

export const FIRST_PAGE: PagePosition = { after: undefined, trail: [] };

/** The position after following `nextCursor`. */
export function nextPage(position: PagePosition, nextCursor: string): PagePosition {
  return { after: nextCursor, trail: [...position.trail, position.after ?? ''] };
}

/** The page before, or the first page when the way back is not known (a bookmarked page). */
export function previousPage(position: PagePosition): PagePosition {
  const before = position.trail.at(-1);
  if (before === undefined) return FIRST_PAGE;
  return { after: before === '' ? undefined : before, trail: position.trail.slice(0, -1) };
}

export const hasPreviousPage = (position: PagePosition) => position.after !== undefined;

/** The 0-based index of the page, or null when it cannot be known (no complete trail). */
export function pageIndex(position: PagePosition): number | null {
  if (position.after === undefined) return 0;
  return position.trail[0] === '' ? position.trail.length : null;
}

/** Reads the trail from a history entry's state (anything may be there). */
export function trailFromState(state: unknown): string[] {
  if (typeof state !== 'object' || state === null || !('trail' in state)) return [];
  const { trail } = state;
  return Array.isArray(trail) && trail.every((item) => typeof item === 'string') ? trail : [];
}

/** The 1-based range of rows a page shows, when its index is known. */
export function rowRange(index: number | null, size: number, rows: number): { from: number; to: number } | null {
  if (index === null || rows === 0) return null;
  return { from: index * size + 1, to: index * size + rows };
}
