import type { MessageKey } from '../../../platform/i18n/translate';
import { withQueryParam } from './return-to';

/**
 * Why a social login failed. Each code is a message key (api i18n and the shell's catalogue):
 * the browser is sent to `/?loginError=<code>` and the login popup shows the translated text.
 */
export const OIDC_ERROR_CODES = [
  'oidc.provider.unknown',
  'oidc.state.invalid',
  'oidc.cancelled',
  'oidc.provider.error',
  'oidc.unavailable',
  'oidc.exchange.failed',
  'oidc.too.many',
  'oidc.failed',
] as const satisfies readonly MessageKey[];

export type OidcErrorCode = (typeof OIDC_ERROR_CODES)[number];

/** An expected failure of a social login; `cause` keeps the provider's or the library's detail for the log. */
export class OidcFailure extends Error {
  constructor(
    readonly code: OidcErrorCode,
    options: { cause?: unknown } = {},
  ) {
    super(code, options);
    this.name = 'OidcFailure';
  }
}

/** The page a failed social login lands on. */
export function errorRedirect(code: OidcErrorCode): string {
  return withQueryParam('/', 'loginError', code);
}
