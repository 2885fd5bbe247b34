import { api, type ApiResult } from '@khela/shared';

/** Money is integer minor units (paisa); a rate is parts per million of the valid bet (docs/rewards.md "Manual rebate"). */
export interface RebateLine {
  gameType: string;
  /** '' when the category's rate applies; a vendor's code when that vendor has a rate of its own. */
  vendorCode: string;
  validBet: number;
  ratePpm: number;
  amount: number;
}

export type RebateRefusal = 'blocked' | 'belowMinimum' | 'capReached';

export interface RebatePage {
  vipLevel: number;
  lines: RebateLine[];
  total: number;
  minClaim: number;
  dailyCap: number;
  claimedToday: number;
  claimable: number;
  multipleX100: number;
  autoDaily: boolean;
  blockedBy: { grantId: string; title: string; amount: number; wagered: number; requirement: number } | null;
  excluded: { bets: number; validBet: number } | null;
  refusal: RebateRefusal | null;
}

export interface RebateClaim {
  id: string;
  kind: 'manual' | 'auto';
  day: string;
  vipLevel: number;
  validBet: number;
  total: number;
  paid: number;
  multipleX100: number;
  grantId: string | null;
  createdAt: string;
  lines: RebateLine[];
}

export interface ClaimsPage {
  records: RebateClaim[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

const base = '/wps/rewards/rebate';

export const rebateCalls = {
  page: (): Promise<ApiResult<RebatePage>> => api.get(base),
  claim: (requestId: string): Promise<ApiResult<RebateClaim>> => api.post(`${base}/claim`, { json: { requestId } }),
  claims: (pageNo: number, pageSize: number): Promise<ApiResult<ClaimsPage>> => api.get(`${base}/claims`, { searchParams: { pageNo, pageSize } }),
};
