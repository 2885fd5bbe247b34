import type { MemberInfoValue } from '@khela/contracts';
import { isAgentType, TRIAL_TYPE, type Member } from './member';

/** GET /wps/member/info's answer (SPEC §3 member info), also carried by loginV2's answer. */
export function memberInfo(member: Member): MemberInfoValue {
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    isAgent: isAgentType(member.type),
    isTrial: member.type === TRIAL_TYPE,
    countryDialingCode: member.countryDialingCode,
    mobile: member.mobile,
    email: member.email,
    bankAccountName: member.bankAccountName,
    hasPaymentPassword: member.paymentPasswordHash !== null,
    totpEnabled: member.totpSecret !== null,
    affiliateCode: member.affiliateCode,
    createdAt: member.createdAt.toISOString(),
    passwordChangedAt: member.passwordChangedAt.toISOString(),
  };
}
