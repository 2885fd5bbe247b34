import type { UserLossRow } from '@khela/shared';
import { SelectFilter } from '@khela/shared/reports';
import { useTranslation } from 'react-i18next';
import { AccountFilter } from './AccountFilter';
import { ReportView, useMoney } from './ReportView';
import { useAgentReport } from './use-agent-report';

/** User loss (palStatementsAgentCopy): each member's profit and loss per day or over the period. */
export function UserLossReport() {
  const { t } = useTranslation('agent');
  const money = useMoney();
  const report = useAgentReport('palStatementsAgentCopy', { account: '', view: 'day' });
  const answer = report.value;
  const totals = answer?.totals;
  return (
    <ReportView<'palStatementsAgentCopy', UserLossRow>
      id="palStatementsAgentCopy"
      report={report}
      filters={
        <>
          <AccountFilter value={report.filters.account ?? ''} onApply={(account) => report.changeFilters({ account })} />
          <SelectFilter
            label={t('reports.view')}
            value={report.filters.view ?? 'day'}
            options={[
              ['day', t('reports.views.day')],
              ['period', t('reports.views.period')],
            ]}
            onChange={(view) => report.changeFilters({ view })}
          />
        </>
      }
      columns={[
        { key: 'day', cell: (row) => row.day ?? t('reports.wholePeriod', { from: report.range.from, to: report.range.to }) },
        { key: 'account', cell: (row) => row.account },
        { key: 'stake', numeric: true, cell: (row) => money(row.stake) },
        { key: 'payout', numeric: true, cell: (row) => money(row.payout) },
        { key: 'profit', numeric: true, cell: (row) => money(row.profit) },
        { key: 'validBet', numeric: true, cell: (row) => money(row.validBet) },
        { key: 'deposits', numeric: true, cell: (row) => money(row.deposits) },
        { key: 'withdrawals', numeric: true, cell: (row) => money(row.withdrawals) },
      ]}
      rows={answer?.records ?? []}
      rowKey={(row) => `${row.day ?? 'period'}-${row.account}`}
      totals={
        totals
          ? {
              account: t('reports.members', { count: totals.members }),
              stake: money(totals.stake),
              payout: money(totals.payout),
              profit: money(totals.profit),
              validBet: money(totals.validBet),
              deposits: money(totals.deposits),
              withdrawals: money(totals.withdrawals),
            }
          : {}
      }
      total={answer?.total ?? 0}
      totalPages={answer?.totalPages ?? 1}
    />
  );
}
