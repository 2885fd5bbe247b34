import { keepPreviousData, unwrap, useLanguage, useQuery, useToday, type ApiError } from '@khela/shared';
import { lastDays, type DayRange } from '@khela/shared/reports';
import { useCallback, useState } from 'react';
import { loadReport, type AgentReportId, type ReportPages } from './report-calls';

export const reportPageSize = 20;

/** The filters of a report besides its days: '' is All (or no account). */
export type ReportFilters = Record<string, string>;

export interface AgentReport<Id extends AgentReportId> {
  today: string;
  filters: ReportFilters;
  range: DayRange;
  page: number;
  value: ReportPages[Id] | null;
  loading: boolean;
  error: ApiError | null;
  reload: () => void;
  /** A new filter or range starts again from page 1. */
  changeFilters: (change: ReportFilters) => void;
  changeRange: (range: DayRange) => void;
  setPage: (page: number) => void;
  /** The query of the current filters and days (the export sends the same). */
  params: Record<string, string | number>;
}

/**
 * One agent report through the shared query client: the last 7 days of the brand's calendar first,
 * read again whenever shown (staleTime 0: the team keeps playing), the last page kept on screen
 * while the next one loads.
 */
export function useAgentReport<Id extends AgentReportId>(id: Id, initialFilters: ReportFilters): AgentReport<Id> {
  const today = useToday();
  const language = useLanguage();
  const [filters, setFilters] = useState<ReportFilters>(initialFilters);
  const [range, setRange] = useState<DayRange>(() => lastDays(7, today));
  const [page, setPage] = useState(1);
  const params = { ...filters, from: range.from, to: range.to, pageNo: page, pageSize: reportPageSize };
  const query = useQuery<ReportPages[Id], ApiError>({
    queryKey: ['agent-report', id, params, language],
    queryFn: () => unwrap(loadReport(id, params)),
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const changeFilters = useCallback((change: ReportFilters) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  }, []);
  const changeRange = useCallback((next: DayRange) => {
    setRange(next);
    setPage(1);
  }, []);
  return {
    today,
    filters,
    range,
    page,
    value: query.data ?? null,
    loading: query.isFetching,
    error: query.isFetching ? null : query.error,
    reload,
    changeFilters,
    changeRange,
    setPage,
    params,
  };
}
