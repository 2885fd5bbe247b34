import type { MessageKey } from './i18n/translate';

/**
 * Wire error codes. Each is also an i18n key (see i18n/en.json), so the message a client
 * gets is always the translated text of its code.
 */
export type ErrorCode = Extract<
  MessageKey,
  | 'request.invalid'
  | 'request.malformed'
  | 'request.body.empty'
  | 'request.too.large'
  | 'request.media.unsupported'
  | 'request.not.found'
  | 'merchant.unknown'
  | 'language.unsupported'
  | 'login.not.session'
  | 'operator.forbidden'
  | 'operator.disabled'
  | 'server.error'
  | 'server.unavailable'
>;

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
