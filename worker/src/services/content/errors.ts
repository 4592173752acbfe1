/**
 * The one error type of the content layer (which call failed and, when known, its status), and
 * which failures are worth another try. A shared load fails for every page waiting on it, so a
 * transient failure is tried again before it reaches them: in workerd, an isolate kept busy (by
 * rendering) past the upstream's keep-alive time takes pooled connections the upstream has since
 * closed, and the first call on each fails with "Network connection lost" (issue #12, hole 8).
 */

/** The content layer's error: which call failed and, when known, its status. */
export class ContentError extends Error {
  override name = 'ContentError';
  readonly status: number | undefined;
  /** The failure may pass if the call is made again shortly (a lost connection, a 503). */
  readonly transient: boolean;

  constructor(
    readonly target: string,
    message: string,
    options: { status?: number; cause?: unknown; transient?: boolean } = {},
  ) {
    super(`content service (${target}): ${message}`, { cause: options.cause });
    this.status = options.status;
    this.transient = options.transient ?? false;
  }
}

/** Waits `ms` milliseconds. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The wait before retry `attempt` (1 = the first retry): `baseMs` growing fourfold, with jitter. */
export function backoffMs(attempt: number, baseMs: number): number {
  const delay = baseMs * 4 ** (attempt - 1);
  return Math.round(delay * (0.75 + Math.random() * 0.5));
}

/** True for the abort of a call that ran out of time (AbortSignal.timeout). */
export function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** Statuses that say "try again shortly" rather than "this will not work". */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 425 || status === 429 || status >= 500;
}
