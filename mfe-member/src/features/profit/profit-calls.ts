import { api } from '@khela/shared';

interface Figures {
  count: number;
  stake: number;
  payout: number;
  /** payout − stake: above 0 the member won. */
  net: number;
}

/** GET /wps/game/profit (contracts' PersonalProfitSchema); money in paisa. */
export interface PersonalProfit {
  from: string;
  to: string;
  days: Array<{ day: string } & Figures>;
  gameTypes: Array<{ gameType: string | null } & Figures>;
  vendors: Array<{ vendor: string; vendorName: string } & Figures>;
  totals: Figures;
}

export const profitPath = '/wps/game/profit';

export const profitCalls = {
  profit: (from: string, to: string) => api.get<PersonalProfit>(profitPath, { searchParams: { from, to } }),
};
