/** The page views and rung choices of the last days through TanStack Query (one cache entry per period). */
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../../lib/api-client';
import { pageViewsAnswerSchema, rungChoicesAnswerSchema } from '../../lib/answer-schemas';

export const pageViewsQuery = (days: number) =>
  queryOptions({
    queryKey: ['page-views', days],
    queryFn: ({ signal }) => apiData(`/api/admin/analytics/page-views?days=${days}`, pageViewsAnswerSchema, { signal }),
  });

export const rungChoicesQuery = (days: number) =>
  queryOptions({
    queryKey: ['rung-choices', days],
    queryFn: ({ signal }) =>
      apiData(`/api/admin/analytics/rung-choices?days=${days}`, rungChoicesAnswerSchema, { signal }),
  });
