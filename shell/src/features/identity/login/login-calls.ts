import { api, type ApiError, type ApiResult, type OneClickAnswer } from '@khela/shared';
import type { LoginAnswer } from '../identity-calls';

/** The second-factor methods of SPEC §6: mobile code, bound e-mail code, bank account name, authenticator. */
export type SecondFactorMethod = 'sms' | 'email' | 'bank' | 'totp';
export const secondFactorMethods: readonly SecondFactorMethod[] = ['sms', 'email', 'bank', 'totp'];

/** What a login from an unknown IP answers: 403 login.second.factor with this value. */
export interface SecondFactorChallenge {
  challengeId: string;
  methods: SecondFactorMethod[];
}

export interface CodeSent {
  expiredMinutes: number;
  /** Masked mobile or e-mail the code went to. */
  destination?: string;
}

/** One-click registration: a login answer plus the generated credentials, shown once. */
export type { OneClickAnswer } from '@khela/shared';

export const loginErrors = {
  secondFactor: 'login.second.factor',
  captchaRequired: 'login.captcha.required',
  captchaWrong: 'login.captcha.wrong',
  locked: 'login.locked',
  notAgent: 'login.not.agent',
  rememberExpired: 'login.remember.expired',
} as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The challenge a failed login carries, when it asks for a second factor. */
export function secondFactorOf(error: ApiError): SecondFactorChallenge | null {
  if (error.code !== loginErrors.secondFactor || !isObject(error.value)) return null;
  const { challengeId, methods } = error.value;
  if (typeof challengeId !== 'string' || !Array.isArray(methods)) return null;
  const known = methods.filter((method): method is SecondFactorMethod => secondFactorMethods.includes(method as SecondFactorMethod));
  return known.length > 0 ? { challengeId, methods: known } : null;
}

/** SPEC §4: a login error whose value says captcha (or whose code asks for it) shows the captcha. */
export function asksForCaptcha(error: ApiError): boolean {
  if (error.code === loginErrors.captchaRequired || error.code === loginErrors.captchaWrong) return true;
  return isObject(error.value) && error.value.captcha === true;
}

export function sendSecondFactorCode(challengeId: string, method: 'sms' | 'email'): Promise<ApiResult<CodeSent>> {
  return api.post<CodeSent>('/wps/session/login/verify/send', { json: { challengeId, method } });
}

export function answerSecondFactor(body: {
  challengeId: string;
  method: SecondFactorMethod;
  answer: string;
  remember?: boolean;
  deviceId?: string;
}): Promise<ApiResult<LoginAnswer>> {
  return api.post<LoginAnswer>('/wps/session/login/verify', { json: body });
}

export function oneClickRegister(sliderToken: string | undefined): Promise<ApiResult<OneClickAnswer>> {
  return api.post<OneClickAnswer>('/wps/session/oneClick', { json: sliderToken ? { sliderToken } : {} });
}

/**
 * The server's start of a social login; it comes back to `returnTo?token=…` (adopted at start) or
 * `/?loginError=<code>`. A link sends no Merchant header, so the brand rides in the query.
 */
export function oidcStartUrl(providerId: string, returnTo: string, merchant: string): string {
  return `/wps/session/oidc/${encodeURIComponent(providerId)}/start?${new URLSearchParams({ returnTo, merchant }).toString()}`;
}
