import { api } from '@khela/shared';

/** A rung of the ladder as the page reads it (GET /wps/rewards/vip; money in paisa, the name in the reader's language). */
export interface VipRung {
  level: number;
  name: string;
  label: string;
  upgradeValidBet: number;
  upgradeDeposit: number;
  keepValidBet: number;
  keepDeposit: number;
  levelUpGift: number;
  monthlyGift: number;
  giftMultipleX100: number;
  dailyRebateCap: number | null;
  pointsBonusPct: number;
}

/** The VIP page's answer (contracts' VipPageSchema, docs/rewards.md "VIP"). */
export interface VipStanding {
  hasVip: boolean;
  levels: VipRung[];
  level: number;
  label: string | null;
  /** The upgrade counters (lifetime, reset to a level's thresholds on relegation). */
  counters: { validBet: number; deposit: number };
  /** The next level's upgrade thresholds; null at the top. */
  next: { level: number; validBet: number; deposit: number } | null;
  /** This brand month against the level's keep thresholds. */
  keep: { month: string; validBet: number; deposit: number; requiredValidBet: number; requiredDeposit: number; relegation: boolean };
}

/** VIP's member call: the ladder, the member's level, progress and keeping. */
export const vipCalls = {
  page: () => api.get<VipStanding>('/wps/rewards/vip'),
};
