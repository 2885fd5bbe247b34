import { api, type ApiResult, type SignedOutAnswer, type TotpEnrolment } from '@khela/shared';
import { callSealed } from '@khela/shared/sealed';
import type { LoginRecord, MemberProfile, SessionEntry } from '@/lib/member-account';
import type { PaymentPasswordBody } from '@/lib/payment-password';
import { withPasswordConfirmation } from '@/lib/password-confirmation';

export type BindChannel = 'sms' | 'email';

export interface BindTarget {
  channel: BindChannel;
  destination: string;
  countryDialingCode?: string;
}

export interface CodeSent {
  expiredMinutes: number;
  destination?: string;
}

export interface LoginHistoryPage {
  list: LoginRecord[];
  pageNo: number;
  totalPages: number;
}

/** The member's own account calls (docs/identity.md, wire contract). */
export const securityCalls = {
  // Sensitive changes: the api may ask for the password first (withPasswordConfirmation).
  sendBindCode: (target: BindTarget): Promise<ApiResult<CodeSent>> =>
    withPasswordConfirmation(() => api.post<CodeSent>('/wps/member/bind/send', { json: target })),
  /** Answers with the updated member info. */
  bind: (target: BindTarget & { code: string }): Promise<ApiResult<MemberProfile>> =>
    withPasswordConfirmation(() => api.put<MemberProfile>('/wps/member/bind', { json: target })),
  setPaymentPassword: (body: PaymentPasswordBody): Promise<ApiResult<null>> =>
    withPasswordConfirmation(() => callSealed<null>('put', '/wps/member/paymentPassword', body)),
  startTotp: (): Promise<ApiResult<TotpEnrolment>> => withPasswordConfirmation(() => api.post<TotpEnrolment>('/wps/member/totp')),
  confirmTotp: (code: string): Promise<ApiResult<null>> => withPasswordConfirmation(() => api.put<null>('/wps/member/totp', { json: { code } })),
  sessions: (): Promise<ApiResult<SessionEntry[]>> => api.get<SessionEntry[]>('/wps/member/sessions'),
  signOutOthers: (): Promise<ApiResult<SignedOutAnswer>> => api.delete<SignedOutAnswer>('/wps/member/sessions/others'),
  loginHistory: (pageNo: number, pageSize: number): Promise<ApiResult<LoginHistoryPage>> =>
    api.get<LoginHistoryPage>('/wps/member/loginHistory', { searchParams: { pageNo, pageSize } }),
};
