/** A failed call, already translated for the reader. `code` is the server's errorCode or a client one. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiError };
