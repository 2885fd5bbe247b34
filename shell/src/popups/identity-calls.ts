import { api, bus, closePopup, storeToken, type ApiResult, type PopupName } from '@khela/shared';

/**
 * The identity calls the popups make. Login and register are SPEC §7's paths; the forgot-password
 * path is provisional until the identity issue lands its endpoint (and the encrypted payloads).
 */
export const identityPaths = {
  login: '/wps/session/login',
  register: '/wps/member/register',
  forgotPassword: '/wps/member/forgetPassword',
} as const;

export interface LoginAnswer {
  token: string;
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
}

export type LoginMode = 'username' | 'sms';

export function login(fields: { username: string; password: string; type: LoginMode }): Promise<ApiResult<LoginAnswer>> {
  return api.post<LoginAnswer>(identityPaths.login, { json: fields });
}

export function register(fields: Record<string, unknown>): Promise<ApiResult<LoginAnswer>> {
  return api.put<LoginAnswer>(identityPaths.register, {
    json: { ...fields, login: true, registerMethod: 'WEB', domain: window.location.hostname, registerUrl: window.location.href },
  });
}

export function forgotPassword(fields: { username: string; email: string }): Promise<ApiResult<unknown>> {
  return api.post<unknown>(identityPaths.forgotPassword, { json: fields });
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
