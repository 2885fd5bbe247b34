import { useLanguage, type ApiResult } from '@khela/shared';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportDateRange, SelectFilter } from '../payments-kit';
import { uiStyles } from '../ui-kit';
import { LoadStatus } from '../security/LoadStatus';
import { Pager } from '../security/Pager';
import { usePagedRecords, type RecordsQuery } from '../security/use-paged-records';
import { requestStatuses, type Page, type RequestFilter, type RequestStatus } from './payment-calls';
import styles from './payments.module.css';

export const recordsPageSize = 10;

export interface RequestRecordsProps<T> {
  /** Names the list and its pager. */
  label: string;
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
export function RequestRecords<T>({ label, load, renderRecord, emptyText, reloadWhen, testId }: RequestRecordsProps<T>) {
  const { t } = useTranslation('member');
  const language = useLanguage();
  const loadPage = useCallback(
    ({ filter: status, range, pageNo }: RecordsQuery<RequestStatus>) =>
      load({ ...(status ? { status } : {}), from: range.from, to: range.to, pageNo, pageSize: recordsPageSize }),
    [load],
  );
  const { today, filter: status, range, page, totalPages, records, changeFilter, changeRange, setPage } = usePagedRecords(loadPage);
  const { reload } = records;
  const seen = useRef(reloadWhen);
  useEffect(() => {
    if (Object.is(seen.current, reloadWhen)) return;
    seen.current = reloadWhen;
    reload();
  }, [reloadWhen, reload]);
  const statusOptions: Array<[string, string]> = [['', t('filters.all')], ...requestStatuses.map((value): [string, string] => [value, t(`payments.status.${value}`)])];

  return (
    <div className={styles.stack} data-testid={testId}>
      <form className={uiStyles.filters} aria-label={t('filters.label')} onSubmit={(event) => event.preventDefault()}>
        <SelectFilter
          label={t('filters.status')}
          value={status}
          options={statusOptions}
          onChange={(value) => changeFilter(value as RequestStatus | '')}
        />
        <ReportDateRange value={range} today={today} onChange={changeRange} />
      </form>
      <LoadStatus loading={records.loading} error={records.error} onRetry={records.reload} />
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
