/** The points mall's answers as the api sends them (docs/rewards.md "Points and the points mall"; points whole, money in paisa). */
export interface PointBalance {
  points: number;
  earnedTotal: number;
  spentTotal: number;
}

export type MallItemKind = 'bonus_cash' | 'free_rounds' | 'goods';

export interface MallItem {
  id: string;
  kind: MallItemKind;
  name: string;
  description: string;
  image: string | null;
  pointsCost: number;
  /** null: unlimited. */
  stock: number | null;
  memberDailyCap: number | null;
  dailyCap: number | null;
  leftToday: number | null;
  myLeftToday: number | null;
  needsAddress: boolean;
  value: { amount?: number; multipleX100?: number; gameCode?: string; rounds?: number; stake?: number };
}

export type RedemptionStatus = 'IN_PROCESS' | 'APPROVED' | 'REJECTED';

export interface Redemption {
  id: string;
  itemId: string;
  item: string;
  kind: MallItemKind;
  quantity: number;
  points: number;
  status: RedemptionStatus;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export type PointsEntryKind = 'earn' | 'redeem' | 'refund' | 'convert' | 'adjust';

export interface PointsEntry {
  id: string;
  time: string;
  kind: PointsEntryKind;
  change: number;
  balanceAfter: number;
  detail: string | null;
}

export interface PointsRules {
  rates: Array<{ gameType: string; rateMilli: number }>;
  pointsPerTaka: number;
  minConvert: number;
  maxConvertPerDay: number | null;
  convertsPerDay: number | null;
  convertMultipleX100: number;
  neverExpire: true;
}

export interface Delivery {
  name: string;
  phone: string;
  address: string;
}

export interface RedeemAnswer {
  redemption: Redemption;
  balance: number;
}

export interface ConvertAnswer {
  points: number;
  cash: number;
  balance: number;
  asBonus: boolean;
}

export interface RecordsPage<T> {
  records: T[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
}
