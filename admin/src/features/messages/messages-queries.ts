/**
 * The contact messages through TanStack Query: one cache entry per filter, page size and page
 * cursor (the URL's state), the page shown kept while the next loads; marking a message handled
 * (or new) refreshes the lists and their counts.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMessageQuery } from '#shared/schemas/admin.ts';
import { fetchMessages, markHandled } from './messages-api';
import { messagesApiSearch } from './messages-url';

const ALL = ['messages'] as const;

export const messagesQuery = (query: ContactMessageQuery) =>
  queryOptions({
    queryKey: [...ALL, query],
    queryFn: ({ signal }) => fetchMessages(messagesApiSearch(query), signal),
    placeholderData: keepPreviousData,
  });

export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) => markHandled(id, handled),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ALL }),
  });
}
