/**
 * The console's one TanStack Query client. Going back to a page or a view already seen shows it at
 * once from the cache and asks again behind it (staleTime 0: the team works the same requests, so
 * what another admin or a member changed shows up); a change made here invalidates what it touched.
 * Only a failure that may pass is tried again (the Worker unreachable, or 503 while Firebase or
 * Firestore cannot be asked): a 4xx says the request itself is wrong, and writes are never repeated.
 * No refetch on window focus: a refetch that changes rows clears the admin's row selection.
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiProblemError } from './api-client';

const RETRIES = 2;

/** True for failures worth a second try: no answer at all, or 503 (a service behind the Worker). */
export function isTransient(error: Error): boolean {
  return error instanceof ApiProblemError && (error.problem.status === 0 || error.problem.status === 503);
}

export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 0,
        retry: (failures, error) => failures < RETRIES && isTransient(error),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
