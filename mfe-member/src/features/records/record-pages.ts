export type RecordFilter = 'dateRange' | 'category' | 'status' | 'type';

export interface RecordPageSpec {
  filters: readonly RecordFilter[];
  /** Column keys; labels come from the catalogue's columns.<key>. */
  columns: ReadonlyArray<{ key: string; numeric?: boolean }>;
}

/**
 * The member pages that are a filtered table of records. Their rows come with the wallet, games
 * and promotions issues; the columns and filters are the page's real structure now. The betting
 * record (personalHistoryCopy) has its own page in games/; referral and personalProfit have their own
 * feature folders (features/referral, features/profit).
 */
export const recordPages = {
  messageV2: { filters: [], columns: [{ key: 'time' }, { key: 'subject' }, { key: 'readState' }] },
} satisfies Record<string, RecordPageSpec>;

export type RecordPageId = keyof typeof recordPages;

/** SPEC §3 request statuses, and the kinds of account movement the account record filters by. */
export const requestStatuses = ['inProcess', 'approved', 'rejected'] as const;
export const transactionTypes = ['deposit', 'withdrawal', 'bet', 'win', 'bonus', 'rebate', 'transfer'] as const;
