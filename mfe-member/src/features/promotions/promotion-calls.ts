import { api, type ApiResult } from '@khela/shared';

/** The SPEC's activity statuses as the api names them (docs/rewards.md "Promotions"); the page translates each. */
export type ActivityStatus = 'comingSoon' | 'close' | 'join' | 'joined' | 'process' | 'signed' | 'claim' | 'applying' | 'rejected' | 'claimed' | 'issued';
export type ActivityAction = 'join' | 'claim' | 'none';

/** A campaign's card. Money is integer minor units (paisa). `status` is null for a visitor and for an announcement. */
export interface PromotionCard {
  code: string;
  kind: string;
  category: string;
  title: string;
  summary: string;
  image: string | null;
  startsAt: string;
  endsAt: string | null;
  status: ActivityStatus | null;
  action: ActivityAction;
}

export interface PromotionEntry {
  id: string;
  period: string;
  status: ActivityStatus;
  amount: number;
  deposit: number | null;
  requirement: number | null;
  expiresAt: string | null;
  reason: string | null;
  claimBy: string | null;
}

export interface PromotionsList {
  categories: string[];
  campaigns: PromotionCard[];
}

export interface PromotionDetail extends PromotionCard {
  /** Sanitized by the api; sanitized again in the page. */
  terms: string;
  entry: PromotionEntry | null;
}

/** A member's raffle tickets after buying one. */
export interface RaffleTickets {
  entries: number;
  pointsSpent: number;
}

const base = '/wps/promotions';
const at = (code: string) => `${base}/${encodeURIComponent(code)}`;

export const promotionCalls = {
  list: (): Promise<ApiResult<PromotionsList>> => api.get(base),
  detail: (code: string): Promise<ApiResult<PromotionDetail>> => api.get(at(code)),
  join: (code: string): Promise<ApiResult<PromotionEntry>> => api.post(`${at(code)}/join`),
  claim: (code: string, requestId: string): Promise<ApiResult<PromotionEntry>> => api.post(`${at(code)}/claim`, { json: { requestId } }),
  raffle: (code: string, requestId: string): Promise<ApiResult<RaffleTickets>> => api.post(`${at(code)}/raffle`, { json: { requestId } }),
};
