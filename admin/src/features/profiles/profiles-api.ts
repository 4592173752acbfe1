/**
 * Presenter profiles under review through TanStack Query: one list per state (the page shown kept
 * while another loads), one detail per profile; a decision's answer (or a stale refusal's current
 * copy) replaces the detail, and the lists and counts are asked again.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  adminProfileAnswerSchema,
  adminProfileListSchema,
  type ProfileDecision,
  type ProfileFilter,
} from '#shared/schemas/profile-review.ts';
import { apiData, ApiProblemError } from '../../lib/api-client';

const ALL = ['profiles'] as const;

export const profilesQuery = (state: ProfileFilter) =>
  queryOptions({
    queryKey: [...ALL, 'list', state],
    queryFn: ({ signal }) => apiData(`/api/admin/profiles?state=${state}`, adminProfileListSchema, { signal }),
    placeholderData: keepPreviousData,
  });

export const profileQuery = (uid: string) =>
  queryOptions({
    queryKey: [...ALL, 'detail', uid],
    queryFn: ({ signal }) =>
      apiData(`/api/admin/profiles/${encodeURIComponent(uid)}`, adminProfileAnswerSchema, { signal }),
  });

export function useProfileDecision(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ProfileDecision) =>
      apiData(`/api/admin/profiles/${encodeURIComponent(uid)}/decision`, adminProfileAnswerSchema, {
        method: 'POST',
        body: decision,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(profileQuery(uid).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: [...ALL, 'list'] });
    },
    onError: (error) => {
      // A stale refusal carries the current copy: show it, so the reviewer decides on it.
      if (error instanceof ApiProblemError && error.problem.code === 'stale') {
        const current = v.safeParse(adminProfileAnswerSchema, error.problem.body);
        if (current.success) queryClient.setQueryData(profileQuery(uid).queryKey, current.output);
        void queryClient.invalidateQueries({ queryKey: [...ALL, 'list'] });
      }
    },
  });
}
