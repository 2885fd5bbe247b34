import type { ApiResult } from '@khela/shared';
import { lastDays, type DayRange } from '@khela/shared/reports';
import { useCallback, useState } from 'react';
import { useToday } from '../ui-kit';
import { useApiLoad, type Loaded } from './use-api-load';

/** What a filtered record list asks for: its one select filter ('' is All), the days and the page. */
export interface RecordsQuery<F extends string> {
  filter: F | '';
  range: DayRange;
  pageNo: number;
}

export interface PagedRecords<F extends string, T> {
  today: string;
  filter: F | '';
  range: DayRange;
  page: number;
  totalPages: number;
  records: Loaded<T>;
  /** A new filter or range starts again from page 1. */
  changeFilter: (filter: F | '') => void;
  changeRange: (range: DayRange) => void;
  setPage: (page: number) => void;
}

/**
 * A record list filtered by one select and by a range of days in the brand's time zone (the last
 * 7 days first), read a page at a time. `load` must be stable (module-level or memoised): a new
 * one reads the list again.
 */
export function usePagedRecords<F extends string, T extends { totalPages: number }>(
  load: (query: RecordsQuery<F>) => Promise<ApiResult<T>>,
): PagedRecords<F, T> {
  const today = useToday();
  const [filter, setFilter] = useState<F | ''>('');
  const [range, setRange] = useState<DayRange>(() => lastDays(7, today));
  const [page, setPage] = useState(1);
  const loadPage = useCallback(() => load({ filter, range, pageNo: page }), [load, filter, range, page]);
  const records = useApiLoad(loadPage);
  const changeFilter = useCallback((next: F | '') => {
    setFilter(next);
    setPage(1);
  }, []);
  const changeRange = useCallback((next: DayRange) => {
    setRange(next);
    setPage(1);
  }, []);
  return { today, filter, range, page, totalPages: Math.max(1, records.value?.totalPages ?? 1), records, changeFilter, changeRange, setPage };
}
