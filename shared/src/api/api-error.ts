/** A failed call, already translated for the reader. `code` is the server's errorCode or a client one. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    /** The envelope's `value` on a failure, when the server sends details (e.g. `{ captcha: true }`). */
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiError };
