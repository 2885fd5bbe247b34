import { api, openPopup, storeToken, takeLoginCodeFromUrl, type ApiResult, type LoginAnswer } from '@khela/shared';

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
  // The one-time code of the address was too old, used already or of another brand.
  'login.code.invalid',
] as const;
export type SocialLoginError = (typeof socialLoginErrors)[number];

/**
 * What a social login (or another hand-off) left in the address: a one-time `?loginCode=…` after
 * success, `?loginError=<code>` after a failure. Never a session token.
 */
export interface SocialReturn {
  loginCode: string | null;
  loginError: SocialLoginError | null;
}

function isSocialLoginError(code: string): code is SocialLoginError {
  return (socialLoginErrors as readonly string[]).includes(code);
}

/**
 * Read once at start. The login code and the error are taken out of the address, so a reload, a
 * shared link or the history never carries them; an error code we do not know shows the general
 * message rather than whatever the link says.
 */
export function takeSocialReturn(): SocialReturn {
  const loginCode = takeLoginCodeFromUrl();
  const url = new URL(window.location.href);
  const code = url.searchParams.get('loginError');
  if (code === null) return { loginCode, loginError: null };
  url.searchParams.delete('loginError');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return { loginCode, loginError: isSocialLoginError(code) ? code : 'oidc.failed' };
}

/** POST /wps/session/loginCode: the one-time code traded for a session (good once, 60 s, this brand). */
export function tradeLoginCode(code: string): Promise<ApiResult<LoginAnswer>> {
  return api.post<LoginAnswer>('/wps/session/loginCode', { json: { code } });
}

/**
 * Before member info loads at start: a login code becomes the session's token; a refused one
 * becomes the error the login popup shows.
 */
export async function adoptSocialReturn(socialReturn: SocialReturn): Promise<SocialReturn> {
  if (!socialReturn.loginCode) return socialReturn;
  const traded = await tradeLoginCode(socialReturn.loginCode);
  if (traded.ok) {
    storeToken(traded.value.token);
    return { loginCode: null, loginError: socialReturn.loginError };
  }
  return { loginCode: null, loginError: 'login.code.invalid' };
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
