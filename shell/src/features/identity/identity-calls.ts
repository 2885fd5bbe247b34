import { api, bus, closePopup, storeToken, type ApiResult, type LoginAnswer as BaseLoginAnswer, type MemberInfo, type PopupName } from '@khela/shared';
import { callSealed } from '@khela/shared/sealed';

/**
 * The identity calls the popups make (docs/identity.md, "Wire contract"). Login, register, change
 * password and reset by phone bodies are sealed (encrypted) by callSealed.
 */
export const identityPaths = {
  login: '/wps/session/login',
  /** What the site logs in with: login plus the member info (docs/spec-sweep.md "loginV2"). */
  loginV2: '/wps/session/loginV2',
  register: '/wps/member/register',
  forgotPassword: '/wps/member/forgetPassword',
} as const;

/**
 * A login answer (docs/identity.md): every login, registration, reset and password change gives one.
 * loginV2's also names the member (SPEC §3 member info), so no GET /wps/member/info follows it.
 */
export type LoginAnswer = BaseLoginAnswer & { member?: MemberInfo };

export type LoginMode = 'username' | 'sms';

/** The sealed login body (docs/identity.md); `portal: 'agent'` from the agent page lets agents only in. */
export interface LoginPayload {
  type: LoginMode | 'remember';
  /** The username, or the mobile number in sms mode. */
  username: string;
  /** The password, the SMS code, or the remember token. */
  password: string;
  captchaId?: string;
  captcha?: string;
  sliderToken?: string;
  countryDialingCode?: string;
  remember?: boolean;
  deviceId?: string;
  portal?: 'member' | 'agent';
}

/**
 * SPEC §7 names two login calls. The site uses loginV2: the same sealed body, rules and answer as
 * login, plus the member info, which saves the member-info round trip on a slow phone network.
 * login stays served, unchanged, for clients that read member info themselves.
 */
export function login(payload: LoginPayload): Promise<ApiResult<LoginAnswer>> {
  return callSealed<LoginAnswer>('post', identityPaths.loginV2, payload);
}

export function register(fields: Record<string, unknown>): Promise<ApiResult<LoginAnswer>> {
  return api.put<LoginAnswer>(identityPaths.register, {
    json: { ...fields, login: true, registerMethod: 'WEB', domain: window.location.hostname, registerUrl: window.location.href },
  });
}

/** SPEC §7: a form post. The answer is the same whether or not the account exists. */
export function forgotPassword(fields: { username: string; email: string }): Promise<ApiResult<unknown>> {
  return api.post<unknown>(identityPaths.forgotPassword, { form: fields });
}

/** A token in hand: store it, tell every root, close the popup that got it. */
export function completeLogin(answer: LoginAnswer, popup: PopupName): void {
  storeToken(answer.token);
  bus.emit('session:login', { token: answer.token });
  closePopup(popup);
}

/** Moves from one identity popup to another (SPEC §4 "popup switching"). */
export function switchPopup(from: PopupName, to: PopupName): void {
  closePopup(from);
  bus.emit('popup:open', { name: to });
}
