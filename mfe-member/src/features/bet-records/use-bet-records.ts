import { gameCalls, type BetStatus } from '@khela/shared';
import { usePagedRecords } from '@/lib/use-paged-records';

export const betRecordPageSize = 20;

/** The betting record's select filters; '' is All. */
export type BetFilters = {
  gameType: string;
  vendor: string;
  status: BetStatus | '';
};

const everyBet: BetFilters = { gameType: '', vendor: '', status: '' };

/**
 * The betting record's query and its answer: three filters, and today (not the last 7 days)
 * first: most members look up the bet they just placed. Any new filter or range starts again from page 1.
 */
export function useBetRecords() {
  return usePagedRecords(
    ({ filters, range, pageNo }) =>
      gameCalls.betRecords({
        gameType: filters.gameType || undefined,
        vendor: filters.vendor || undefined,
        status: filters.status || undefined,
        from: range.from,
        to: range.to,
        pageNo,
        pageSize: betRecordPageSize,
      }),
    { name: 'betRecords', initialFilters: everyBet, days: 1 },
  );
}
