import { accountRecordTypes, EmptyState, walletCalls, type AccountRecordType } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import { LoadStatus, PageFrame } from '@khela/shared/reports';
import { ChoiceFilter } from '@/components/ChoiceFilter';
import { Pager } from '@/components/Pager';
import { Section } from '@/components/Section';
import { usePagedRecords, type RecordsQuery } from '@/lib/use-paged-records';
import { AccountRecordList } from './AccountRecordList';
import { useWalletLabels } from '@/lib/use-wallet-labels';
import { RecordFilters } from '@/components/RecordFilters';

export const accountRecordPageSize = 20;

const loadAccountRecords = ({ filters, range, pageNo }: RecordsQuery<{ type: AccountRecordType | '' }>) =>
  walletCalls.accountRecords({ type: filters.type || undefined, from: range.from, to: range.to, pageNo, pageSize: accountRecordPageSize });

/**
 * The account record (transactionHistory): every movement of the main wallet, by type and by a
 * range of days in the brand's time zone (last 7 days first), a page at a time. A new filter
 * starts again from page 1.
 */
export function TransactionHistoryPage() {
  const { t } = useTranslation('member');
  const { language } = useWalletLabels();
  const { today, filters, range, page, totalPages, records, changeFilters, changeRange, setPage } = usePagedRecords(loadAccountRecords, {
    name: 'accountRecords',
    initialFilters: { type: '' },
    days: 7,
  });
  const answer = records.value;
  return (
    <PageFrame title={t('pages.transactionHistory.title')} intro={t('pages.transactionHistory.intro')} testId="member-page-transactionHistory">
      <RecordFilters label={t('history.filters')} range={range} today={today} onRange={changeRange}>
        <ChoiceFilter label={t('filters.type')} value={filters.type} choices={accountRecordTypes} nameOf={(type) => t(`history.types.${type}`)} onChange={(type) => changeFilters({ type })} />
      </RecordFilters>
      <Section title={t('history.list')} wide testId="account-records">
        <LoadStatus loading={records.loading} error={records.error} onRetry={records.reload} shown={Boolean(records.value)} shape="rows" count={6} />
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
