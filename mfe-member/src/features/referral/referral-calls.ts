import { api } from '@khela/shared';

export type InviteeStatus = 'registered' | 'deposited' | 'valid';
export type TierStatus = 'locked' | 'claimable' | 'claimed' | 'expired';

/** GET /wps/rewards/referral (contracts' ReferralPageSchema, docs/referral.md); money in paisa. */
export interface ReferralStanding {
  code: string;
  /** The register route with the code: the page puts its own origin in front. */
  registerPath: string;
  rules: { minDeposit: number; minWager: number };
  counts: { registered: number; deposited: number; valid: number; total: number };
  invitees: Array<{ account: string; registeredAt: string; status: InviteeStatus; deposit: number; wager: number; validAt: string | null }>;
  tiers: Array<{ invitees: number; amount: number; multipleX100: number; status: TierStatus }>;
}

export const referralCalls = {
  page: () => api.get<ReferralStanding>('/wps/rewards/referral'),
};

/** The invite link the member shares: this site's register route carrying their code. */
export function inviteLink(registerPath: string, origin: string = window.location.origin): string {
  return `${origin}${registerPath}`;
}
