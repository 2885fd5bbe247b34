import { FakeApi } from '@khela/shared/testing';
import type { LoginRecord, MemberProfile, SessionEntry } from '@/lib/member-account';

// Tests only: the member api at the network level (FakeApi of @khela/shared/testing) and the
// member's own records as the api answers them.
export type { Reply, SeenRequest } from '@khela/shared/testing';

export function memberProfile(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    id: '1007',
    account: 'rahim01',
    nickname: 'Rahim',
    type: 0,
    isAgent: false,
    isTrial: false,
    countryDialingCode: null,
    mobile: null,
    email: null,
    bankAccountName: null,
    hasPaymentPassword: false,
    totpEnabled: false,
    affiliateCode: 'AF1007',
    createdAt: '2024-03-09T20:15:00.000Z',
    passwordChangedAt: '2024-04-01T06:00:00.000Z',
    ...overrides,
  };
}

export const androidChrome = 'Mozilla/5.0 (Linux; Android 13; SM-A146P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
export const iphoneSafari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

export function sessionEntry(overrides: Partial<SessionEntry> = {}): SessionEntry {
  return {
    id: 'a1b2c3d4e5f6',
    current: true,
    ip: '103.4.145.2',
    userAgent: androidChrome,
    loginMethod: 'username',
    createdAt: '2024-05-01T02:00:00.000Z',
    lastSeenAt: '2024-05-01T03:30:00.000Z',
    ...overrides,
  };
}

export function loginRecord(overrides: Partial<LoginRecord> = {}): LoginRecord {
  return { at: '2024-05-01T00:30:00.000Z', ip: '103.4.145.2', userAgent: androidChrome, method: 'username', success: true, ...overrides };
}

export class FakeMemberApi extends FakeApi {
  /** The page's three loads answered: the member, this one session, no logins. */
  withMember(profile: Partial<MemberProfile> = {}): this {
    return this.on('GET', '/wps/member/info', { value: memberProfile(profile) })
      .on('GET', '/wps/member/sessions', { value: [sessionEntry()] })
      .on('GET', '/wps/member/loginHistory', { value: { list: [], pageNo: 1, totalPages: 1 } });
  }
}
