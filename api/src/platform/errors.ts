import type { MessageKey } from './i18n/translate';

/**
 * Wire error codes. Each is an i18n key (see i18n/en.json and bn.json), so the message a client
 * gets is always the translated text of its code; the catalogue is the list of codes.
 */
export type ErrorCode = MessageKey;

/** An expected failure: becomes a 4xx/5xx envelope with a translated message, never a stack trace. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly value: unknown = null,
  ) {
    super(errorCode);
    this.name = 'ApiError';
  }
}
