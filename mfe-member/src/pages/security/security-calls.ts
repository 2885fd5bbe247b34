import { api, callSealed, type ApiResult } from '@khela/shared';

/** GET /wps/member/info: the whole record (the shared memberInfoAtom keeps only id, account, nickname, type). */
export interface MemberProfile {
  id: string;
  account: string;
  nickname: string;
  type: number;
  isAgent: boolean;
  isTrial: boolean;
  countryDialingCode: string | null;
  /** The national number, unmasked: the page masks it for display. */
  mobile: string | null;
  email: string | null;
  bankAccountName: string | null;
  hasPaymentPassword: boolean;
  totpEnabled: boolean;
  affiliateCode: string;
  createdAt: string;
  passwordChangedAt: string;
}

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

/** Sealed: loginPassword the first time, oldPaymentPassword once one is set. */
export interface PaymentPasswordBody {
  loginPassword?: string;
  oldPaymentPassword?: string;
  newPaymentPassword: string;
}

export interface TotpEnrolment {
  secret: string;
  otpauthUrl: string;
}

export interface SessionEntry {
  id: string;
  current: boolean;
  ip: string | null;
  userAgent: string | null;
  loginMethod: string;
  createdAt: string;
  lastSeenAt: string;
}

export interface LoginRecord {
  at: string;
  ip: string | null;
  userAgent: string | null;
  method: string;
  success: boolean;
}

export interface LoginHistoryPage {
  list: LoginRecord[];
  pageNo: number;
  totalPages: number;
}

/** The member's own account calls (docs/identity.md, wire contract). */
export const securityCalls = {
  profile: (): Promise<ApiResult<MemberProfile>> => api.get<MemberProfile>('/wps/member/info'),
  sendBindCode: (target: BindTarget): Promise<ApiResult<CodeSent>> => api.post<CodeSent>('/wps/member/bind/send', { json: target }),
  /** Answers with the updated member info. */
  bind: (target: BindTarget & { code: string }): Promise<ApiResult<MemberProfile>> => api.put<MemberProfile>('/wps/member/bind', { json: target }),
  setPaymentPassword: (body: PaymentPasswordBody): Promise<ApiResult<null>> => callSealed<null>('put', '/wps/member/paymentPassword', body),
  startTotp: (): Promise<ApiResult<TotpEnrolment>> => api.post<TotpEnrolment>('/wps/member/totp'),
  confirmTotp: (code: string): Promise<ApiResult<null>> => api.put<null>('/wps/member/totp', { json: { code } }),
  sessions: (): Promise<ApiResult<SessionEntry[]>> => api.get<SessionEntry[]>('/wps/member/sessions'),
  signOutOthers: (): Promise<ApiResult<{ signedOut: number }>> => api.delete<{ signedOut: number }>('/wps/member/sessions/others'),
  loginHistory: (pageNo: number, pageSize: number): Promise<ApiResult<LoginHistoryPage>> =>
    api.get<LoginHistoryPage>('/wps/member/loginHistory', { searchParams: { pageNo, pageSize } }),
};
