import { gameCalls, type BetStatus } from '@khela/shared';
import { lastDays, type DayRange } from '@khela/shared/reports';
import { useCallback, useState } from 'react';
import { useApiLoad } from '../security/use-api-load';
import { useToday } from '../ui-kit';

export const betRecordPageSize = 20;

/** The betting record's select filters; '' is All. */
export interface BetFilters {
  gameType: string;
  vendor: string;
  status: BetStatus | '';
}

const everyBet: BetFilters = { gameType: '', vendor: '', status: '' };

/**
 * The betting record's query and its answer. Like the account record's usePagedRecords, but with
 * three filters instead of one and today (not the last 7 days) first: most members look up the bet
 * they just placed. Any new filter or range starts again from page 1.
 */
export function useBetRecords() {
  const today = useToday();
  const [filters, setFilters] = useState<BetFilters>(everyBet);
  const [range, setRange] = useState<DayRange>(() => lastDays(1, today));
  const [page, setPage] = useState(1);
  const loadPage = useCallback(
    () =>
      gameCalls.betRecords({
        gameType: filters.gameType || undefined,
        vendor: filters.vendor || undefined,
        status: filters.status || undefined,
        from: range.from,
        to: range.to,
        pageNo: page,
        pageSize: betRecordPageSize,
      }),
    [filters, range, page],
  );
  const records = useApiLoad(loadPage);
  const changeFilters = useCallback((change: Partial<BetFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  }, []);
  const changeRange = useCallback((next: DayRange) => {
    setRange(next);
    setPage(1);
  }, []);
  return { today, filters, range, page, totalPages: Math.max(1, records.value?.totalPages ?? 1), records, changeFilters, changeRange, setPage };
}
