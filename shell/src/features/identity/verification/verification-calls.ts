import type { ActedOnErrorCode } from '@khela/shared';
import { api, ApiError, i18n, type ApiResult } from '@khela/shared';

/** The human-check and one-time-code calls of docs/identity.md. */
export const verificationPaths = {
  captcha: '/wps/session/captcha',
  slider: '/wps/session/slider',
  registerCode: '/wps/member/register/sms',
  loginCode: '/wps/session/login/sms',
  resetCode: '/wps/member/setPasswordByPhone/sms',
} as const;

export interface Captcha {
  captchaId: string;
  /** data:image/png;base64,… */
  image: string;
}

export interface SliderChallenge {
  challengeId: string;
  /** Picture and track width; offsets are in these picture pixels. */
  width: number;
  height: number;
  pieceSize: number;
  pieceY: number;
  background: string;
  piece: string;
}

/** One sample of a drag: piece position, vertical wobble, ms since the drag began. */
export interface TrailPoint {
  x: number;
  y: number;
  t: number;
}

export interface CodeSent {
  expiredMinutes: number;
}

export function fetchCaptcha(): Promise<ApiResult<Captcha>> {
  return api.get<Captcha>(verificationPaths.captcha);
}

export function fetchSliderChallenge(): Promise<ApiResult<SliderChallenge>> {
  return api.get<SliderChallenge>(verificationPaths.slider);
}

export function answerSlider(answer: { challengeId: string; offset: number; trail: TrailPoint[] }): Promise<ApiResult<{ sliderToken: string }>> {
  return api.post<{ sliderToken: string }>(verificationPaths.slider, { json: answer });
}

export interface MobileCodeRequest {
  countryDialingCode?: string;
  mobile: string;
  sliderToken?: string;
}

/** The registration code (the number must not be registered yet). */
export function requestRegisterCode({ countryDialingCode, mobile, sliderToken }: MobileCodeRequest): Promise<ApiResult<CodeSent>> {
  return api.post<CodeSent>(verificationPaths.registerCode, { json: { countryDialingCode, mobileNo: mobile, sliderToken } });
}

/** The SMS-login code; the answer is the same whether or not the number is registered. */
export function requestLoginCode({ countryDialingCode, mobile, sliderToken }: MobileCodeRequest): Promise<ApiResult<CodeSent>> {
  return api.post<CodeSent>(verificationPaths.loginCode, { json: { countryDialingCode, mobileNum: mobile, sliderToken } });
}

/** The reset-by-phone code; the answer is the same whether or not the number is registered. */
export function requestResetCode({ countryDialingCode, mobile, sliderToken }: MobileCodeRequest): Promise<ApiResult<CodeSent>> {
  return api.post<CodeSent>(verificationPaths.resetCode, { json: { countryDialingCode, mobileNum: mobile, sliderToken } });
}

/** The phone-verification errors of SPEC §8, by the server's code, for failures found in the page. */
export const verificationErrorKeys = {
  'sms.phone.invalid': 'verification.errors.phoneInvalid',
  'sms.too.many': 'verification.errors.tooMany',
  'sms.unknown': 'verification.errors.unknown',
  'sms.code.invalid': 'verification.errors.codeInvalid',
  'sms.captcha.failed': 'verification.errors.captchaFailed',
  'sms.quota.exceeded': 'verification.errors.quotaExceeded',
  'sms.disabled': 'verification.errors.disabled',
  'sms.code.expired': 'verification.errors.codeExpired',
  'sms.popup.closed': 'verification.errors.popupClosed',
} as const satisfies Record<Extract<ActedOnErrorCode, `sms.${string}`>, string>;
export type VerificationErrorCode = keyof typeof verificationErrorKeys;

/** A failure the page itself found (a bad number before sending, a closed check), worded like the server's. */
export function verificationError(code: VerificationErrorCode): ApiError {
  return new ApiError(code, i18n.t(verificationErrorKeys[code], { ns: 'identity' }), 0);
}
