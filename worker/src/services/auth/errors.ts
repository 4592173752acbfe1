/**
 * Errors of the auth services: why an ID token was refused (one code per rule, so tests and logs
 * name the rule), and failures of the Identity Toolkit admin calls.
 */

/** Why an ID token was refused. `keys_unavailable` is ours (Google's keys could not be read), not the token's. */
export type IdTokenErrorCode =
  | 'malformed'
  | 'algorithm'
  | 'unknown_key'
  | 'signature'
  | 'issuer'
  | 'audience'
  | 'expired'
  | 'issued_in_future'
  | 'auth_time'
  | 'subject'
  | 'claims'
  | 'keys_unavailable';

/** A Firebase ID token that does not pass verification (or could not be checked: `keys_unavailable`). */
export class IdTokenError extends Error {
  override name = 'IdTokenError';

  constructor(
    readonly code: IdTokenErrorCode,
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super(`ID token refused (${code}): ${message}`, { cause: options.cause });
  }
}

/** A failed Identity Toolkit admin call (setting custom claims). */
export class IdentityAdminError extends Error {
  override name = 'IdentityAdminError';
  /** HTTP status of Google's answer; 0 when none arrived or the service is not configured. */
  readonly status: number;

  constructor(message: string, options: { status: number; cause?: unknown }) {
    super(`Identity Toolkit: ${message}`, { cause: options.cause });
    this.status = options.status;
  }
}
