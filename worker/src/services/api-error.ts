/**
 * The one refusal of every API route: an HTTP status, a stable code for programs and an i18next
 * message key (with its values) that the app's error handler (middleware/api-errors.ts) answers
 * as `{ error: { code, message, fields? } }` in the request's language, plus field -> message
 * key for a form. Services throw it too; it knows no HTTP framework.
 */
import type { ApiErrorCode } from '#shared/schemas/member.ts';

export type ApiErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 414 | 415 | 422 | 429 | 500 | 503;

/** A value of a message: as is, or `{ key }` to be translated first (e.g. a status label). */
export type MessageValue = string | number | { key: string };

export interface ApiErrorOptions {
  values?: Record<string, MessageValue>;
  /** Field -> message key (or a schema's message, which reads as "not valid"). */
  fields?: Record<string, string>;
  /** More of the answer beside `error` (e.g. the current copy of a request changed meanwhile). */
  extra?: Record<string, unknown>;
  cause?: unknown;
  /** A 429's wait, sent as Retry-After. */
  retryAfterSeconds?: number;
}

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: ApiErrorStatus;
  readonly code: string;
  /** The message's i18next key: `member:api.<code>` (the code's general text) unless given. */
  readonly messageKey: string;
  readonly options: ApiErrorOptions;

  constructor(status: ApiErrorStatus, code: ApiErrorCode, messageKey?: undefined, options?: ApiErrorOptions);
  constructor(status: ApiErrorStatus, code: string, messageKey: string | undefined, options?: ApiErrorOptions);
  constructor(status: ApiErrorStatus, code: string, messageKey?: string, options: ApiErrorOptions = {}) {
    super(`${code}${messageKey ? `: ${messageKey}` : ''}`, { cause: options.cause });
    this.status = status;
    this.code = code;
    this.messageKey = messageKey ?? `member:api.${code}`;
    this.options = options;
  }
}
