/**
 * The connection view's state as the URL holds it, and the ways to change it. Filters, sort and
 * page size go back to the first page; the page trail (cursors of the pages before) rides in the
 * history entry's state so Previous and the browser's Back agree.
 */
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { AdminColumn, AdminView } from '#shared/schemas/admin.ts';
import { trailFromState, type PagePosition } from '../../lib/cursor-stack';
import {
  readTableState,
  tableSearchParams,
  withFilters,
  withoutFilters,
  type FilterPatch,
  type TableState,
} from './url-state';

interface GoOptions {
  /** Replace the history entry (typing in the search box) instead of adding one. */
  replace?: boolean;
  /** The page trail to keep; none means the first page's (empty). */
  trail?: readonly string[];
}

export function useConnectionsUrl(view: AdminView) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const state = useMemo(() => readTableState(view, params), [view, params]);
  const trail = useMemo(() => trailFromState(location.state), [location.state]);
  const position: PagePosition = useMemo(() => ({ after: state.query.after, trail }), [state.query.after, trail]);

  const go = useCallback(
    (next: Pick<TableState, 'query' | 'hidden' | 'open'>, options: GoOptions = {}) =>
      setParams(tableSearchParams(next), {
        replace: options.replace ?? false,
        state: options.trail && options.trail.length > 0 ? { trail: options.trail } : null,
        preventScrollReset: true,
      }),
    [setParams],
  );

  return {
    state,
    position,
    setFilters: useCallback(
      (patch: FilterPatch, options: { replace?: boolean } = {}) => go(withFilters(state, patch), options),
      [go, state],
    ),
    resetFilters: useCallback(() => go(withoutFilters(state)), [go, state]),
    setHidden: useCallback(
      (hidden: AdminColumn[]) => go({ ...state, hidden }, { replace: true, trail }),
      [go, state, trail],
    ),
    setOpen: useCallback((open: string | undefined) => go({ ...state, open }, { trail }), [go, state, trail]),
    goToPage: useCallback(
      (next: PagePosition) => go({ ...state, query: { ...state.query, after: next.after } }, { trail: next.trail }),
      [go, state],
    ),
  };
}

export type ConnectionsUrl = ReturnType<typeof useConnectionsUrl>;
