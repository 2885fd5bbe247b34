import { useToday } from '@khela/shared';
import type { ApiResult } from '@khela/shared';
import { lastDays, type DayRange } from '@khela/shared/reports';
import { useCallback, useState } from 'react';
import { useMemberQuery, type Loaded } from './use-api-query';

/** What a filtered record list asks for: its select filters ('' is All), the days and the page. */
export interface RecordsQuery<Filters> {
  filters: Filters;
  range: DayRange;
  pageNo: number;
}

export interface PagedRecords<Filters, T> {
  today: string;
  filters: Filters;
  range: DayRange;
  page: number;
  totalPages: number;
  records: Loaded<T>;
  /** A new filter or range starts again from page 1. */
  changeFilters: (change: Partial<Filters>) => void;
  changeRange: (range: DayRange) => void;
  setPage: (page: number) => void;
}

export interface PagedRecordsOptions<Filters> {
  /** Names the list in the query key (with the filters, the days and the page). */
  name: string;
  /** Every filter at All (''). */
  initialFilters: Filters;
  /** The days shown first, ending today in the brand's time zone. */
  days: number;
}

/**
 * A record list filtered by selects and by a range of days in the brand's time zone, read a page
 * at a time. Records change under the member (a deposit approved, a bet settled): a list is read
 * again each time it is shown (staleTime 0), the last page kept on screen while the next loads.
 */
export function usePagedRecords<Filters extends Record<string, string>, T extends { totalPages: number }>(
  load: (query: RecordsQuery<Filters>) => Promise<ApiResult<T>>,
  { name, initialFilters, days }: PagedRecordsOptions<Filters>,
): PagedRecords<Filters, T> {
  const today = useToday();
  const [filters, setFilters] = useState<Filters>(initialFilters);
  const [range, setRange] = useState<DayRange>(() => lastDays(days, today));
  const [page, setPage] = useState(1);
  const records = useMemberQuery([name, filters, range, page], () => load({ filters, range, pageNo: page }), { staleTime: 0 });
  const changeFilters = useCallback((change: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  }, []);
  const changeRange = useCallback((next: DayRange) => {
    setRange(next);
    setPage(1);
  }, []);
  return { today, filters, range, page, totalPages: Math.max(1, records.value?.totalPages ?? 1), records, changeFilters, changeRange, setPage };
}
