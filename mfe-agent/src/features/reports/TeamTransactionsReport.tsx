import { formatDateTime, useLanguage, type TeamTransaction } from '@khela/shared';
import { SelectFilter } from '@khela/shared/reports';
import { useTranslation } from 'react-i18next';
import { AccountFilter } from './AccountFilter';
import { ReportView, useMoney } from './ReportView';
import { useAgentReport } from './use-agent-report';
import { useBrandTimeZone } from './use-brand-time-zone';

const types = ['deposit', 'withdrawal', 'upline', 'wallet_transfer', 'adjustment'] as const;
const statuses = ['pending', 'success', 'failed', 'disputed'] as const;

/** agentDownlineTransactionDetailsCopy: the team's deposits, withdrawals, transfers and adjustments. */
export function TeamTransactionsReport() {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const timeZone = useBrandTimeZone();
  const money = useMoney();
  const report = useAgentReport('agentDownlineTransactionDetailsCopy', { account: '', type: '', status: '' });
  const answer = report.value;
  const totals = answer?.totals;
  const all: [string, string] = ['', t('reports.all')];
  return (
    <ReportView<'agentDownlineTransactionDetailsCopy', TeamTransaction>
      id="agentDownlineTransactionDetailsCopy"
      report={report}
      filters={
        <>
          <AccountFilter value={report.filters.account ?? ''} onApply={(account) => report.changeFilters({ account })} />
          <SelectFilter
            label={t('reports.type')}
            value={report.filters.type ?? ''}
            options={[all, ...types.map((type): [string, string] => [type, t(`reports.types.${type}`)])]}
            onChange={(type) => report.changeFilters({ type })}
          />
          <SelectFilter
            label={t('reports.status')}
            value={report.filters.status ?? ''}
            options={[all, ...statuses.map((status): [string, string] => [status, t(`reports.statuses.${status}`)])]}
            onChange={(status) => report.changeFilters({ status })}
          />
        </>
      }
      columns={[
        { key: 'time', cell: (row) => <time dateTime={row.time}>{formatDateTime(row.time, language, timeZone)}</time> },
        { key: 'account', cell: (row) => row.account },
        { key: 'type', cell: (row) => t(`reports.types.${row.type}`) },
        { key: 'status', cell: (row) => t(`reports.statuses.${row.status}`) },
        { key: 'amount', numeric: true, cell: (row) => money(row.amount) },
        { key: 'reference', cell: (row) => row.reference ?? '—' },
      ]}
      rows={answer?.records ?? []}
      rowKey={(row) => row.id}
      totals={totals ? { amount: money(totals.deposits - totals.withdrawals + totals.transfers + totals.adjustments) } : {}}
      summary={
        totals
          ? [
              ['deposits', money(totals.deposits)],
              ['withdrawals', money(totals.withdrawals)],
              ['transfers', money(totals.transfers)],
              ['adjustments', money(totals.adjustments)],
            ]
          : []
      }
      total={answer?.total ?? 0}
      totalPages={answer?.totalPages ?? 1}
    />
  );
}

