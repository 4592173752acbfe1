/**
 * The one error type of the Firestore service: the HTTP status, the google.rpc code the REST API
 * answered (NOT_FOUND, ALREADY_EXISTS, FAILED_PRECONDITION, PERMISSION_DENIED, ABORTED, ...)
 * and its message, so callers can tell a lost race from a broken request.
 */
import { isRecord } from './values';

/** google.rpc.Code names as the REST API spells them in `error.status`. */
const CODES = [
  'CANCELLED',
  'UNKNOWN',
  'INVALID_ARGUMENT',
  'DEADLINE_EXCEEDED',
  'NOT_FOUND',
  'ALREADY_EXISTS',
  'PERMISSION_DENIED',
  'RESOURCE_EXHAUSTED',
  'FAILED_PRECONDITION',
  'ABORTED',
  'OUT_OF_RANGE',
  'UNIMPLEMENTED',
  'INTERNAL',
  'UNAVAILABLE',
  'DATA_LOSS',
  'UNAUTHENTICATED',
] as const;

export type FirestoreErrorCode = (typeof CODES)[number];

/** The code to assume when the body names none, from the HTTP status (google.rpc mapping). */
const CODE_BY_STATUS: Readonly<Record<number, FirestoreErrorCode>> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'ABORTED',
  429: 'RESOURCE_EXHAUSTED',
  499: 'CANCELLED',
  500: 'INTERNAL',
  501: 'UNIMPLEMENTED',
  503: 'UNAVAILABLE',
  504: 'DEADLINE_EXCEEDED',
};

/** Codes a write answers with when its precondition (exists / updateTime) does not hold. */
const PRECONDITION_CODES: ReadonlySet<FirestoreErrorCode> = new Set<FirestoreErrorCode>([
  'FAILED_PRECONDITION',
  'ALREADY_EXISTS',
  'NOT_FOUND',
]);

/** A failed Firestore call: HTTP status, google.rpc code and the server's message. */
export class FirestoreError extends Error {
  override name = 'FirestoreError';
  /** HTTP status; 0 when no response arrived (timeout, network failure). */
  readonly status: number;
  readonly code: FirestoreErrorCode;
  /**
   * True when a write with a precondition was refused because of it: `exists: false` on an
   * existing document (ALREADY_EXISTS), `exists: true` on a missing one (NOT_FOUND), or a stale
   * `updateTime` (FAILED_PRECONDITION). The document was left unchanged.
   */
  readonly preconditionFailed: boolean;

  constructor(
    message: string,
    options: { status: number; code: FirestoreErrorCode; preconditionFailed?: boolean; cause?: unknown },
  ) {
    super(message, { cause: options.cause });
    this.status = options.status;
    this.code = options.code;
    this.preconditionFailed = options.preconditionFailed ?? false;
  }
}

/** True when `error` is a FirestoreError with one of `codes`. */
export function isFirestoreError(error: unknown, ...codes: FirestoreErrorCode[]): error is FirestoreError {
  return error instanceof FirestoreError && (codes.length === 0 || codes.includes(error.code));
}

/**
 * Builds a FirestoreError from a failed response's status and parsed body (the REST API answers
 * `{ error: { code, message, status } }`, streaming methods the same inside an array).
 */
export function errorFromResponse(
  status: number,
  body: unknown,
  context: { operation: string; hasPrecondition: boolean },
): FirestoreError {
  const entry = Array.isArray(body) ? body.find((item: unknown) => isRecord(item) && 'error' in item) : body;
  const error = isRecord(entry) && isRecord(entry.error) ? entry.error : undefined;
  const named = CODES.find((code) => code === error?.status);
  const code = named ?? CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'UNKNOWN');
  const detail = typeof error?.message === 'string' ? error.message.trim() : `HTTP ${status}`;
  return new FirestoreError(`Firestore ${context.operation}: ${code}: ${detail}`, {
    status,
    code,
    preconditionFailed: context.hasPrecondition && PRECONDITION_CODES.has(code),
  });
}

/** AbortSignal.timeout() rejects with a DOMException named TimeoutError. */
export function isTimeout(cause: unknown): boolean {
  return typeof cause === 'object' && cause !== null && 'name' in cause && cause.name === 'TimeoutError';
}
