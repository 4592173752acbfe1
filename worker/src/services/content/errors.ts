/** The one error type of the content layer: which call failed and, when known, its status. */
export class ContentError extends Error {
  override name = 'ContentError';
  readonly status: number | undefined;

  constructor(
    readonly target: string,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(`content service (${target}): ${message}`, { cause: options.cause });
    this.status = options.status;
  }
}
