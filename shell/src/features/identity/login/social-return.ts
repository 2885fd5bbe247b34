import { openPopup } from '@khela/shared';

/** The codes a failed social login comes back with (api/src/domains/identity/oidc/oidc-errors.ts). */
export const socialLoginErrors = [
  'oidc.provider.unknown',
  'oidc.state.invalid',
  'oidc.cancelled',
  'oidc.provider.error',
  'oidc.unavailable',
  'oidc.exchange.failed',
  'oidc.too.many',
  'oidc.failed',
] as const;
export type SocialLoginError = (typeof socialLoginErrors)[number];

/** What a social login left in the address: `?token=…` after success, `?loginError=<code>` after a failure. */
export interface SocialReturn {
  tokenInUrl: boolean;
  loginError: SocialLoginError | null;
}

function isSocialLoginError(code: string): code is SocialLoginError {
  return (socialLoginErrors as readonly string[]).includes(code);
}

/**
 * Read once at start, before the shared start code adopts (and removes) the token. The error is
 * taken out of the address too, so a reload or a shared link does not show it again; a code we do
 * not know shows the general message rather than whatever the link says.
 */
export function takeSocialReturn(): SocialReturn {
  const url = new URL(window.location.href);
  const tokenInUrl = url.searchParams.has('token');
  const code = url.searchParams.get('loginError');
  if (code === null) return { tokenInUrl, loginError: null };
  url.searchParams.delete('loginError');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return { tokenInUrl, loginError: isSocialLoginError(code) ? code : 'oidc.failed' };
}

/** Once the view is up: a failed social login opens the login popup with its message. */
export function finishSocialReturn({ loginError }: SocialReturn): void {
  if (loginError) openPopup('login', { socialError: loginError });
}

/** The catalogue key of a code: i18next nests on '.', so the keys use '_'. */
export function socialErrorKey(code: SocialLoginError): string {
  return `login.social.errors.${code.replace(/\./g, '_')}`;
}

/** The error the login popup was opened with, if it is one of ours. */
export function socialErrorOf(props: Record<string, unknown>): SocialLoginError | null {
  const { socialError } = props;
  return typeof socialError === 'string' && isSocialLoginError(socialError) ? socialError : null;
}
