/**
 * The member APIs' typed error: an HTTP status, a stable code for programs and an i18next message
 * key (with its values) that the route's error handler translates into the request's language,
 * plus field -> message key for a form. Services throw it; they know no HTTP framework.
 */
export type ApiErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 503;

/** A value of a message: as is, or `{ key }` to be translated first (e.g. a status label). */
export type MessageValue = string | number | { key: string };

export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: ApiErrorStatus,
    readonly code: string,
    readonly messageKey: string,
    readonly options: {
      values?: Record<string, MessageValue>;
      fields?: Record<string, string>;
      /** More of the answer beside `error` (e.g. the current copy of a request changed meanwhile). */
      extra?: Record<string, unknown>;
    } = {},
  ) {
    super(`${code}: ${messageKey}`);
  }
}
