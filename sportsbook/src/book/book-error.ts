/**
 * A refusal with a reason code (the key of its message in locales/bn.json and en.json) and the HTTP
 * status it answers with. Thrown before anything changes, so a refused request changes nothing.
 */
export class BookError extends Error {
  constructor(
    readonly code: string,
    readonly httpStatus = 400,
    readonly details: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = 'BookError';
  }
}

export const refuse = (code: string, httpStatus = 400, details: Record<string, unknown> = {}): never => {
  throw new BookError(code, httpStatus, details);
};
