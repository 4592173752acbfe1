/**
 * The connection requests' calls of the admin API (one function per request). Queries arrive as
 * query strings built by url-state.ts, with the API's own parameter names. Each call answers the
 * checked data or throws `ApiProblemError`, as TanStack Query expects (connections-queries.ts).
 */
import * as v from 'valibot';
import type { AdminConnectionDetail, BulkStatusChangeInput, StatusChangeInput } from '#shared/schemas/admin.ts';
import { apiData, type ApiProblem } from '../../lib/api-client';
import {
  bulkAnswerSchema,
  connectionAnswerSchema,
  connectionCountsSchema,
  connectionPageSchema,
  presenterChoicesSchema,
  retryAnswerSchema,
} from '../../lib/answer-schemas';

const BASE = '/api/admin/connections';
const path = (id: string, suffix = '') => `${BASE}/${encodeURIComponent(id)}${suffix}`;

export const fetchConnectionPage = (search: string, signal: AbortSignal) =>
  apiData(`${BASE}?${search}`, connectionPageSchema, { signal });

export const fetchConnectionCounts = (search: string, signal: AbortSignal) =>
  apiData(`${BASE}/counts?${search}`, connectionCountsSchema, { signal });

export const fetchConnection = (id: string, signal: AbortSignal) =>
  apiData(path(id), connectionAnswerSchema, { signal });

export const changeStatus = (id: string, body: StatusChangeInput) =>
  apiData(path(id, '/status'), connectionAnswerSchema, { method: 'POST', body });

export const addNote = (id: string, text: string) =>
  apiData(path(id, '/notes'), connectionAnswerSchema, { method: 'POST', body: { text } });

export const assign = (id: string, assignee: string) =>
  apiData(path(id, '/assign'), connectionAnswerSchema, { method: 'POST', body: { assignee } });

export const retryMail = (mailId: string) =>
  apiData(`/api/admin/mail/${encodeURIComponent(mailId)}/retry`, retryAnswerSchema, { method: 'POST', body: {} });

export const changeStatusInBulk = (body: BulkStatusChangeInput) =>
  apiData(`${BASE}/bulk-status`, bulkAnswerSchema, { method: 'POST', body });

export const fetchPresenters = (signal: AbortSignal) =>
  apiData('/api/admin/presenters', presenterChoicesSchema, { signal });

/** The current copy a 409 `stale` answer carries, if it has a readable one. */
export function currentCopyOf(problem: ApiProblem): AdminConnectionDetail | null {
  if (problem.code !== 'stale') return null;
  const parsed = v.safeParse(connectionAnswerSchema, problem.body);
  return parsed.success ? parsed.output.connection : null;
}
