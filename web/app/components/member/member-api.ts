/**
 * The browser's one client of the member APIs (docs/dev/member-api.md): JSON in and out, the
 * session cookie sent, errors in the contract's single shape. The Worker answers messages in the
 * request's language; a failure to reach it at all comes back as code `network`.
 */
import type { ApiErrorAnswer } from '#shared/schemas/api-error.ts';

/**
 * A refusal as the page sees it: the answer's `error` (message already in the page's language;
 * empty for `network`, where the page shows its own text) with the HTTP status, 0 when the Worker
 * could not be reached.
 */
export type MemberApiError = ApiErrorAnswer['error'] & { status: number };

export type MemberApiResult<T> = { ok: true; status: number; data: T } | { ok: false; error: MemberApiError };

export interface MemberApiInit {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as is for FormData (multipart). */
  body?: unknown;
  /** An ID token, for the one call made before a session exists (POST /api/users). */
  idToken?: string;
  signal?: AbortSignal;
}

/**
 * The answer's error; a body in no known shape (a proxy's page) is known by its status alone.
 * Checked by hand against the shared type: valibot would add 2.3 KB to every page with a list
 * button, for three fields.
 */
function errorOf(status: number, body: unknown): MemberApiError {
  const error = (body as Partial<ApiErrorAnswer> | null)?.error;
  if (typeof error?.code !== 'string' || typeof error.message !== 'string') {
    return { status, code: String(status), message: '' };
  }
  const fields = error.fields && typeof error.fields === 'object' ? { fields: error.fields } : {};
  return { status, code: error.code, message: error.message, ...fields };
}

/** Calls a member API; never throws (aborts excepted). */
export async function memberApi<T = unknown>(path: string, init: MemberApiInit = {}): Promise<MemberApiResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (init.body instanceof FormData) body = init.body;
  else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  if (init.idToken) headers.authorization = `Bearer ${init.idToken}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      headers,
      body,
      credentials: 'same-origin',
      ...(init.signal ? { signal: init.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { ok: false, error: { status: 0, code: 'network', message: '' } };
  }
  const data: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) return { ok: false, error: errorOf(response.status, data) };
  return { ok: true, status: response.status, data: data as T };
}
