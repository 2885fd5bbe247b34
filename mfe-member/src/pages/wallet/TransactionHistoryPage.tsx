import { accountRecordTypes, EmptyState, walletCalls, type AccountRecordType } from '@khela/shared';
import { lastDays, type DayRange } from '@khela/shared/reports';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadStatus } from '../security/LoadStatus';
import { Pager } from '../security/Pager';
import { Section } from '../security/Section';
import { useApiLoad } from '../security/use-api-load';
import { uiStyles } from '../ui-kit';
import { PageFrame, ReportDateRange, SelectFilter, useToday } from '../wallet-kit';
import { AccountRecordList } from './AccountRecordList';
import { useWalletLabels } from './use-wallet-labels';

export const accountRecordPageSize = 20;

/**
 * The account record (transactionHistory): every movement of the main wallet, by type and by a
 * range of days in the brand's time zone (last 7 days first), a page at a time. A new filter
 * starts again from page 1.
 */
export function TransactionHistoryPage() {
  const { t } = useTranslation('member');
  const { language } = useWalletLabels();
  const today = useToday();
  const [type, setType] = useState<AccountRecordType | ''>('');
  const [range, setRange] = useState<DayRange>(() => lastDays(7, today));
  const [page, setPage] = useState(1);
  const load = useCallback(
    () => walletCalls.accountRecords({ type: type || undefined, from: range.from, to: range.to, pageNo: page, pageSize: accountRecordPageSize }),
    [type, range, page],
  );
  const records = useApiLoad(load);
  const answer = records.value;
  const totalPages = Math.max(1, answer?.totalPages ?? 1);
  const typeOptions: Array<[string, string]> = [['', t('filters.all')], ...accountRecordTypes.map((key): [string, string] => [key, t(`history.types.${key}`)])];
  return (
    <PageFrame title={t('pages.transactionHistory.title')} intro={t('pages.transactionHistory.intro')} testId="member-page-transactionHistory">
      <form className={uiStyles.filters} aria-label={t('history.filters')} onSubmit={(event) => event.preventDefault()}>
        <SelectFilter
          label={t('filters.type')}
          value={type}
          options={typeOptions}
          onChange={(value) => {
            setType(value as AccountRecordType | '');
            setPage(1);
          }}
        />
        <ReportDateRange
          value={range}
          today={today}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
      </form>
      <Section title={t('history.list')} wide testId="account-records">
        <LoadStatus loading={records.loading} error={records.error} onRetry={records.reload} />
        {answer && !records.error && (
          <div aria-busy={records.loading}>
            {answer.records.length > 0 ? <AccountRecordList records={answer.records} /> : <EmptyState title={t('history.empty')} testId="account-records-empty" />}
          </div>
        )}
        {answer && !records.error && totalPages > 1 && (
          <Pager label={t('history.pages')} page={page} totalPages={totalPages} language={language} busy={records.loading} onChange={setPage} />
        )}
      </Section>
    </PageFrame>
  );
}
