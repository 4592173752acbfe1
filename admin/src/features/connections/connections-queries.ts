/**
 * The connection views' server state through TanStack Query. Keys are derived from the URL's table
 * state (view, filters, sort, page size and page cursor), so each page of each view is one cache
 * entry: Previous and the browser's Back show a page already seen at once. A change refreshes what
 * it touched: the panel's copy comes from the change's answer, the tables and counts are
 * invalidated (the page on screen refetches, the others on their next visit).
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminConnectionDetail,
  AdminConnectionQuery,
  BulkStatusChangeInput,
  StatusChangeInput,
} from '#shared/schemas/admin.ts';
import { problemOf } from '../../lib/api-client';
import {
  addNote,
  changeStatus,
  changeStatusInBulk,
  currentCopyOf,
  fetchConnection,
  fetchConnectionCounts,
  fetchConnectionPage,
  fetchPresenters,
  assign,
  retryMail,
} from './connections-api';
import { apiSearch } from './url-state';

const ALL = ['connections'] as const;
const LISTS = [...ALL, 'list'] as const;

export const connectionKeys = {
  /** Everything cached about connection requests. */
  all: ALL,
  /** Every page and every count of both views: what a status change can put out of date. */
  lists: LISTS,
  page: (query: AdminConnectionQuery) => [...LISTS, 'page', query] as const,
  /** Counts do not depend on the page (cursor) nor on its size. */
  counts: ({ after: _after, size: _size, ...filters }: AdminConnectionQuery) => [...LISTS, 'counts', filters] as const,
  detail: (id: string) => [...ALL, 'detail', id] as const,
};

export const connectionPageQuery = (query: AdminConnectionQuery) =>
  queryOptions({
    queryKey: connectionKeys.page(query),
    queryFn: ({ signal }) => fetchConnectionPage(apiSearch(query), signal),
    // The table keeps the rows it shows while the next page (or filter) loads, instead of blinking.
    placeholderData: keepPreviousData,
  });

export const connectionCountsQuery = (query: AdminConnectionQuery) =>
  queryOptions({
    queryKey: connectionKeys.counts(query),
    queryFn: ({ signal }) => fetchConnectionCounts(apiSearch(query, ['after', 'size']), signal),
    placeholderData: keepPreviousData,
  });

export const connectionQuery = (id: string) =>
  queryOptions({
    queryKey: connectionKeys.detail(id),
    queryFn: ({ signal }) => fetchConnection(id, signal),
    // Opened to be acted on: always asked again (a copy from an earlier opening shows meanwhile).
    staleTime: 0,
  });

export const presentersQuery = queryOptions({
  queryKey: ['presenters'],
  queryFn: ({ signal }) => fetchPresenters(signal),
  // The content service's presenters change seldom.
  staleTime: 10 * 60_000,
});

/**
 * The detail panel's changes of request `id`. The copy a change answers with, or the current copy
 * a 409 `stale` refusal carries, becomes the panel's copy. Only status changes touch the tables:
 * notes change neither a row nor its version.
 */
export function useConnectionChanges(id: string) {
  const queryClient = useQueryClient();
  const key = connectionKeys.detail(id);
  // A load of the panel still on its way must not overwrite the newer copy a change answers with.
  const stopLoading = () => queryClient.cancelQueries({ queryKey: key });
  const keep = (connection: AdminConnectionDetail) => queryClient.setQueryData(key, { connection });
  const refreshTables = () => void queryClient.invalidateQueries({ queryKey: connectionKeys.lists });

  const status = useMutation({
    mutationFn: (input: StatusChangeInput) => changeStatus(id, input),
    onMutate: stopLoading,
    onSuccess: (answer) => {
      keep(answer.connection);
      refreshTables();
    },
    onError: (error) => {
      const current = currentCopyOf(problemOf(error));
      if (current) {
        keep(current);
        refreshTables();
      }
    },
  });
  const note = useMutation({
    mutationFn: (text: string) => addNote(id, text),
    onMutate: stopLoading,
    onSuccess: (answer) => keep(answer.connection),
  });
  const assignee = useMutation({
    mutationFn: (uid: string) => assign(id, uid),
    onMutate: stopLoading,
    onSuccess: (answer) => {
      keep(answer.connection);
      refreshTables();
    },
  });
  // A retried mail changes the request's mail list: read the request again.
  const mail = useMutation({
    mutationFn: (mailId: string) => retryMail(mailId),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
  return { status, note, assignee, mail };
}

/** A bulk status change: skipped requests are reported by the answer, every table refreshes. */
export function useBulkStatusChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkStatusChangeInput) => changeStatusInBulk(input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: connectionKeys.all }),
  });
}
