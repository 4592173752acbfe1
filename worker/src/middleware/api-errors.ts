/**
 * The app's one error handler (`app.onError`). Every refusal answers
 * `{ error: { code, message, fields? } }` with a stable code and a message in the request's
 * language; failures of the services behind the Worker (Firestore, the content service, Identity
 * Toolkit, Google's keys) answer 503 with Retry-After; anything unexpected answers 500 with a
 * generic message, its detail only in the log. What a person will see (a navigation or form post
 * of a browser, a request for HTML outside /api) gets the last-resort error document instead, in
 * their language and with the same status (issue #31: a refused form body is never raw JSON).
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../context';
import { DEFAULT_LOCALE } from '#shared/constants/spec.ts';
import type { ApiErrorAnswer } from '#shared/schemas/member.ts';
import { ApiError, type ApiErrorStatus } from '../services/api-error';
import { translate, translateFields } from '../services/messages';
import { IdentityAdminError, IdTokenError } from '../services/auth/errors';
import { ContentError } from '../services/content/errors';
import { FirestoreError } from '../services/firestore/errors';
import { SettingsError } from '../env';
import { errorDocument } from '../error-document';
import { AnalyticsUnavailableError } from '../services/analytics/reader';

/** Seconds a client should wait before retrying a 503. */
const RETRY_AFTER_SECONDS = 30;

/** Codes of Hono's own refusals (body limit, validator, ...), by status. */
const HTTP_CODES: Partial<Record<number, string>> = {
  400: 'invalid_json',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'body_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
};

const log = (level: 'warn' | 'error', text: string, error: unknown) =>
  console[level](text, error instanceof Error ? error.message : error);

/** The refusal `error` amounts to, logged as it deserves (a caller's mistake is not logged). */
export function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPException) {
    const code = HTTP_CODES[error.status];
    if (code) return new ApiError(error.status as ApiErrorStatus, code, undefined, { cause: error });
  }
  if (error instanceof IdTokenError) {
    if (error.code !== 'keys_unavailable') return new ApiError(401, 'invalid_token', undefined, { cause: error });
    log('warn', 'API: Google keys unavailable:', error);
    return new ApiError(503, 'unavailable', undefined, { cause: error });
  }
  if (
    error instanceof FirestoreError ||
    error instanceof ContentError ||
    error instanceof IdentityAdminError ||
    error instanceof AnalyticsUnavailableError
  ) {
    log('warn', 'API: a service failed:', error);
    return new ApiError(503, 'unavailable', undefined, { cause: error });
  }
  if (error instanceof SettingsError) console.error(error.message);
  else console.error('API: unexpected error:', error);
  return new ApiError(500, 'internal');
}

/** The answer's body for `refusal` in the request's language. */
export function errorBody(refusal: ApiError, c: Context<AppEnv>): ApiErrorAnswer & Record<string, unknown> {
  const locale = c.get('locale') ?? DEFAULT_LOCALE;
  const { values, fields, extra } = refusal.options;
  const error: ApiErrorAnswer['error'] = { code: refusal.code, message: translate(refusal.messageKey, locale, values) };
  if (fields && Object.keys(fields).length > 0) error.fields = translateFields(fields, locale);
  return { ...extra, error };
}

/**
 * Whether a person will see the answer: a browser's navigation or form post (`Sec-Fetch-Mode:
 * navigate`, whatever the address), or a request for HTML outside /api. Scripts' fetches and API
 * clients get JSON.
 */
export function forPerson(c: Context<AppEnv>): boolean {
  if (c.req.header('sec-fetch-mode') === 'navigate') return true;
  return !c.req.path.startsWith('/api/') && (c.req.header('accept') ?? '').includes('text/html');
}

/** `app.onError`. */
export function answerError(error: Error, c: Context<AppEnv>): Response {
  const refusal = asApiError(error);
  const status = refusal.status;
  if (status === 503) c.header('retry-after', String(RETRY_AFTER_SECONDS));
  if (refusal.options.retryAfterSeconds) c.header('retry-after', String(refusal.options.retryAfterSeconds));
  if (forPerson(c)) {
    // A refusal of what was sent (a form that is no form, an address too long...) says what it
    // was; the general text ("something went wrong on our side") is for 5xx, and 404 has its own.
    const locale = c.get('locale') ?? DEFAULT_LOCALE;
    const told = status >= 400 && status < 500 && status !== 404;
    return c.html(errorDocument(status, locale, told ? errorBody(refusal, c).error.message : undefined), status);
  }
  return c.json(errorBody(refusal, c), status);
}
