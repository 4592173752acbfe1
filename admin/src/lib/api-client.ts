/**
 * The console's one client of the Worker's JSON APIs: the session cookie sent, JSON in and out,
 * every answer checked with a schema, every failure in one shape (`ApiProblem`). A 401 or 403 from
 * `/api/admin/*` also tells the session (sign-in again, or no access) wherever it happened.
 * `apiRequest` answers a result; `apiData` throws the problem instead, as TanStack Query expects.
 */
import * as v from 'valibot';
import { apiErrorAnswer } from '#shared/schemas/api-error.ts';

export interface ApiProblem {
  /** HTTP status; 0 when the Worker could not be reached. */
  status: number;
  /** The API's code, or `network` / `bad_answer` for failures of our own. */
  code: string;
  /** Already in the UI language (the Worker's); empty for failures of our own. */
  message: string;
  fields?: Record<string, string> | undefined;
  /** The whole error body, for answers that carry more (409 `stale` has the current copy). */
  body: unknown;
}

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; problem: ApiProblem };

export interface ApiInit {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal | undefined;
}

type SessionProblemListener = (status: 401 | 403) => void;
let sessionProblemListener: SessionProblemListener | null = null;

/** Who hears of a 401/403 from the admin API (the session provider); returns the unsubscribe. */
export function listenForSessionProblems(listener: SessionProblemListener): () => void {
  sessionProblemListener = listener;
  return () => {
    if (sessionProblemListener === listener) sessionProblemListener = null;
  };
}

const isAdminApi = (path: string) => path.startsWith('/api/admin/');

function problemFromAnswer(status: number, body: unknown): ApiProblem {
  const parsed = v.safeParse(apiErrorAnswer, body);
  if (!parsed.success) return { status, code: String(status), message: '', body };
  const { code, message, fields } = parsed.output.error;
  return { status, code, message, fields, body };
}

/** Calls the API and checks the answer with `schema`; never throws, except on abort. */
export async function apiRequest<T>(
  path: string,
  schema: v.GenericSchema<unknown, T>,
  init: ApiInit = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      headers,
      credentials: 'same-origin',
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      ...(init.signal ? { signal: init.signal } : {}),
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    return { ok: false, problem: { status: 0, code: 'network', message: '', body: null } };
  }
  const data: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    if ((response.status === 401 || response.status === 403) && isAdminApi(path)) {
      sessionProblemListener?.(response.status);
    }
    return { ok: false, problem: problemFromAnswer(response.status, data) };
  }
  const parsed = v.safeParse(schema, data);
  if (!parsed.success) {
    return { ok: false, problem: { status: response.status, code: 'bad_answer', message: '', body: data } };
  }
  return { ok: true, status: response.status, data: parsed.output };
}

/** A failed call as an error, for TanStack Query's queries and mutations. */
export class ApiProblemError extends Error {
  readonly problem: ApiProblem;
  constructor(problem: ApiProblem) {
    super(`${problem.status} ${problem.code}`);
    this.name = 'ApiProblemError';
    this.problem = problem;
  }
}

/** Calls the API and answers the checked data; throws `ApiProblemError` on any failure. */
export async function apiData<T>(path: string, schema: v.GenericSchema<unknown, T>, init: ApiInit = {}): Promise<T> {
  const result = await apiRequest(path, schema, init);
  if (!result.ok) throw new ApiProblemError(result.problem);
  return result.data;
}

/** The problem behind a query's or mutation's error (anything unforeseen reads as a generic one). */
export function problemOf(error: Error): ApiProblem {
  return error instanceof ApiProblemError ? error.problem : { status: 0, code: 'unexpected', message: '', body: null };
}
