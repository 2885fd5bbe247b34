/** Account types of SPEC §3/§6: agents are 1, 2, 41, 42; trial (free play) accounts are 4. */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;
export const MEMBER_TYPE = 0;

export function isAgentType(type: number): boolean {
  return AGENT_TYPES.includes(type);
}

export interface Member {
  id: string;
  merchantCode: string;
  account: string;
  nickname: string;
  type: number;
  countryDialingCode: string | null;
  mobile: string | null;
  email: string | null;
  passwordHash: string;
  passwordChangedAt: Date;
  passwordIsDefault: boolean;
  paymentPasswordHash: string | null;
  totpSecret: string | null;
  totpPendingSecret: string | null;
  bankAccountName: string | null;
  affiliateCode: string;
  uplineId: string | null;
  language: string | null;
  firstLoginAt: Date | null;
  createdAt: Date;
}
