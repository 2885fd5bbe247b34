import type { BonusPage, BonusRecord, GrantStatusWire } from '@khela/contracts/rewards';
import { api } from './client';

export type { BonusPage, BonusRecord, GrantStatusWire as BonusStatus };

export interface BonusQuery {
  status?: GrantStatusWire;
  pageNo: number;
  pageSize: number;
}

/** bonusDetails' calls (docs/adr/0016 §13, docs/rewards.md "Core"): the member's grants and giving one up. */
export const rewardsBonusCalls = {
  bonuses: ({ status, pageNo, pageSize }: BonusQuery) => api.get<BonusPage>('/wps/rewards/bonuses', { searchParams: { status, pageNo, pageSize } }),
  /** Only after the member confirmed: the api refuses a body without `confirm: true`. */
  forfeit: (id: string) => api.post<BonusRecord>(`/wps/rewards/bonuses/${encodeURIComponent(id)}/forfeit`, { json: { confirm: true } }),
};
