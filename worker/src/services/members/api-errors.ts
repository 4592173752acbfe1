/**
 * The member API's errors and their one answer shape `{ error: { code, message, fields? } }`,
 * with messages in the request's language. Failures of the services behind the API (Firestore,
 * the content service, Identity Toolkit, Google's keys) answer 503, never 500; refused tokens 401.
 */
import { serverT } from '../../../../shared/i18n/server-i18n';
import type { TFunction } from 'i18next';
import type { Locale } from '../../../../shared/constants/spec';
import { MEMBER_ERROR_VALUES, type ApiErrorAnswer, type MemberApiErrorCode } from '../../../../shared/schemas/member';
import { IdentityAdminError, IdTokenError } from '../auth/errors';
import { ContentError } from '../content/errors';
import { FirestoreError } from '../firestore/errors';

export type MemberApiStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 503;

/** A refusal of the member API; `fields` holds message KEYS (`member:errors.*`) per field. */
export class MemberApiError extends Error {
  override name = 'MemberApiError';

  constructor(
    readonly status: MemberApiStatus,
    readonly code: MemberApiErrorCode,
    options: { fields?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(`member API: ${code}`, { cause: options.cause });
    this.fields = options.fields;
  }

  readonly fields: Record<string, string> | undefined;
}

/** `t` of the member namespace in the UI language of `locale` (combined reads French). */
export function memberT(locale: Locale): TFunction {
  return serverT(locale, 'member');
}

/** A MemberApiError for anything thrown while answering a member API request. */
export function asMemberApiError(error: unknown): MemberApiError {
  if (error instanceof MemberApiError) return error;
  if (error instanceof IdTokenError) {
    return error.code === 'keys_unavailable'
      ? new MemberApiError(503, 'unavailable', { cause: error })
      : new MemberApiError(401, 'invalid_token', { cause: error });
  }
  return new MemberApiError(503, 'unavailable', { cause: error });
}

/** The status and body of the answer to `error`, in the language of `locale`. */
export function errorAnswer(error: unknown, locale: Locale): { status: MemberApiStatus; body: ApiErrorAnswer } {
  const refusal = asMemberApiError(error);
  if (refusal !== error) {
    const known =
      error instanceof FirestoreError || error instanceof ContentError || error instanceof IdentityAdminError;
    if (error instanceof IdTokenError) {
      // A refused token is the caller's problem, not ours: no log beyond a line.
      if (error.code === 'keys_unavailable') console.warn(error.message);
    } else if (known) {
      console.warn('member API: upstream failure:', error instanceof Error ? error.message : error);
    } else {
      console.error('member API: unexpected failure:', error);
    }
  }
  const t = memberT(locale);
  const body: ApiErrorAnswer = { error: { code: refusal.code, message: t(`api.${refusal.code}`) } };
  if (refusal.fields && Object.keys(refusal.fields).length > 0) {
    body.error.fields = Object.fromEntries(
      Object.entries(refusal.fields).map(([field, key]) => [
        field,
        key.startsWith('member:') ? t(key, MEMBER_ERROR_VALUES[key] ?? {}) : t('errors.invalid'),
      ]),
    );
  }
  return { status: refusal.status, body };
}
