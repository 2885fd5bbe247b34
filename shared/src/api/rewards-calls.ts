import type { RewardCenter, RewardCenterLine, RewardClaimAnswer, RewardsSummary } from '@khela/contracts/rewards';
import { api } from './client';

export type { RewardCenter, RewardCenterLine, RewardClaimAnswer, RewardsSummary };

/** The reward center's member calls (docs/rewards.md "Reward center and live badges"; logged-in, non-trial members). */
export const rewardsCalls = {
  /** The badges, VIP level, open bonus and points; also records today's visit (the shell calls it at every start). */
  summary: () => api.get<RewardsSummary>('/wps/rewards/summary'),
  center: () => api.get<RewardCenter>('/wps/rewards/center'),
  /** `requestId`: one per press (newRequestId), sent again on a retry. */
  claim: (itemId: string, requestId: string) => api.post<RewardClaimAnswer>(`/wps/rewards/center/${encodeURIComponent(itemId)}/claim`, { json: { requestId } }),
};
