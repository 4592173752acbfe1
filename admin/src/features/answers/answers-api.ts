/**
 * The answer library's queue through TanStack Query (decision 0040): one list per status, the
 * insight, one decision per answer and the bulk approval; each change asks the lists again.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  adminAnswerListSchema,
  adminAnswerSchema,
  answerInsightsSchema,
  type AnswerDecision,
  type AnswerFilter,
} from '#shared/schemas/answers.ts';
import { apiData } from '../../lib/api-client';

const ALL = ['answers'] as const;

export const answersQuery = (status: AnswerFilter) =>
  queryOptions({
    queryKey: [...ALL, 'list', status],
    queryFn: ({ signal }) => apiData(`/api/admin/answers?status=${status}`, adminAnswerListSchema, { signal }),
    placeholderData: keepPreviousData,
  });

export const insightsQuery = () =>
  queryOptions({
    queryKey: [...ALL, 'insights'],
    queryFn: ({ signal }) => apiData('/api/admin/answers/insights', answerInsightsSchema, { signal }),
  });

export function useAnswerDecision(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: AnswerDecision) =>
      apiData(`/api/admin/answers/${encodeURIComponent(id)}/decision`, v.object({ answer: adminAnswerSchema }), {
        method: 'POST',
        body: decision,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

export function useBulkApprove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiData('/api/admin/answers/approve', v.object({ approved: v.array(v.string()) }), {
        method: 'POST',
        body: { ids },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}
