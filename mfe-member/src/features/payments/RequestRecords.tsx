import { useLanguage, type ApiResult } from '@khela/shared';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '@/components/ChoiceFilter';
import { Pager } from '@/components/Pager';
import { usePagedRecords, type RecordsQuery } from '@/lib/use-paged-records';
import { requestStatuses, type Page, type RequestFilter, type RequestStatus } from './payment-calls';
import styles from './payments.module.css';
import { RecordFilters } from '@/components/RecordFilters';
import { LoadStatus } from '@khela/shared/reports';

export const recordsPageSize = 10;

export interface RequestRecordsProps<T> {
  /** Names the list and its pager. */
  label: string;
  /** Names the list in the query key. */
  name: string;
  load: (filter: RequestFilter) => Promise<ApiResult<Page<T>>>;
  renderRecord: (record: T) => ReactNode;
  emptyText: string;
  /** A value whose change means the records may have changed (the live balance): they are read again. */
  reloadWhen?: unknown;
  testId: string;
}

/**
 * Deposit or withdrawal requests: filtered by status (All, In Process, Approved, Rejected) and by
 * days, newest first, a page at a time, each as a card. Changing a filter goes back to page 1.
 * A page shows a request it just made by mounting a fresh one (a new React key).
 */
export function RequestRecords<T>({ label, name, load, renderRecord, emptyText, reloadWhen, testId }: RequestRecordsProps<T>) {
  const { t } = useTranslation('member');
  const language = useLanguage();
  const loadPage = useCallback(
    ({ filters: { status }, range, pageNo }: RecordsQuery<{ status: RequestStatus | '' }>) =>
      load({ ...(status ? { status } : {}), from: range.from, to: range.to, pageNo, pageSize: recordsPageSize }),
    [load],
  );
  const { today, filters, range, page, totalPages, records, changeFilters, changeRange, setPage } = usePagedRecords(loadPage, { name, initialFilters: { status: '' }, days: 7 });
  const { reload } = records;
  const seen = useRef(reloadWhen);
  useEffect(() => {
    if (Object.is(seen.current, reloadWhen)) return;
    seen.current = reloadWhen;
    reload();
  }, [reloadWhen, reload]);

  return (
    <div className={styles.stack} data-testid={testId}>
      <RecordFilters label={t('filters.label')} range={range} today={today} onRange={changeRange}>
        <ChoiceFilter label={t('filters.status')} value={filters.status} choices={requestStatuses} nameOf={(status) => t(`payments.status.${status}`)} onChange={(status) => changeFilters({ status })} />
      </RecordFilters>
      <LoadStatus loading={records.loading} error={records.error} onRetry={records.reload} shown={Boolean(records.value)} shape="rows" count={4} />
      {records.value && (
        <div aria-busy={records.loading}>
          {records.value.records.length === 0 ? (
            <p className={styles.empty}>{emptyText}</p>
          ) : (
            <ul className={styles.records} aria-label={label}>
              {records.value.records.map(renderRecord)}
            </ul>
          )}
        </div>
      )}
      {records.value && totalPages > 1 && <Pager label={t('payments.records.pages', { list: label })} page={page} totalPages={totalPages} language={language} busy={records.loading} onChange={setPage} />}
    </div>
  );
}
