export type RecordFilter = 'dateRange' | 'category' | 'status' | 'type';

export interface RecordPageSpec {
  filters: readonly RecordFilter[];
  /** Column keys; labels come from the catalogue's columns.<key>. */
  columns: ReadonlyArray<{ key: string; numeric?: boolean }>;
}

/**
 * The member pages that are a filtered table of records. Their rows come with the wallet, games
 * and promotions issues; the columns and filters are the page's real structure now. The betting
 * record (personalHistoryCopy) has its own page in games/.
 */
export const recordPages = {
  personalProfit: { filters: ['dateRange'], columns: [{ key: 'date' }, { key: 'validBet', numeric: true }, { key: 'payout', numeric: true }, { key: 'profit', numeric: true }] },
  referral: { filters: ['dateRange'], columns: [{ key: 'account' }, { key: 'registeredAt' }, { key: 'validBet', numeric: true }, { key: 'reward', numeric: true }] },
} satisfies Record<string, RecordPageSpec>;

export type RecordPageId = keyof typeof recordPages;

/** SPEC §3 request statuses, and the kinds of account movement the account record filters by. */
export const requestStatuses = ['inProcess', 'approved', 'rejected'] as const;
export const transactionTypes = ['deposit', 'withdrawal', 'bet', 'win', 'bonus', 'rebate', 'transfer'] as const;
