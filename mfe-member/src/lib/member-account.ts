import { api, type ApiResult } from '@khela/shared';
import { useMemberQuery, type Loaded } from './use-api-query';

// The member's own account record and the entries of its sessions and logins: the security page,
// the money pages (the payment password) and the test fakes all read them.

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

/** GET /wps/member/info: the member's own record. */
export function memberProfileCall(): Promise<ApiResult<MemberProfile>> {
  return api.get<MemberProfile>('/wps/member/info');
}

/**
 * The member's own record through the query layer: my account and the money pages ask once when
 * both are open. Read again each time a page opens (staleTime 0): a binding or a payment password
 * set elsewhere must show.
 */
export function useMemberProfile(): Loaded<MemberProfile> {
  return useMemberQuery(['profile'], memberProfileCall, { staleTime: 0 });
}
