import type { AgentRevenueRow } from '@khela/shared';
import { ReportView, useMoney } from './ReportView';
import { useAgentReport } from './use-agent-report';

/** agentRevenueReport: the team's revenue per day of the range. */
export function RevenueReport() {
  const money = useMoney();
  const report = useAgentReport('agentRevenueReport', {});
  const answer = report.value;
  const totals = answer?.totals;
  const figures = ['turnover', 'payout', 'profit', 'bonuses', 'rebates', 'salaries', 'dividends', 'net'] as const;
  return (
    <ReportView<'agentRevenueReport', AgentRevenueRow>
      id="agentRevenueReport"
      report={report}
      columns={[{ key: 'day', cell: (row) => row.day }, ...figures.map((key) => ({ key, labelKey: key === 'net' ? 'netRevenue' : key, numeric: true, cell: (row: AgentRevenueRow) => money(row[key]) }))]}
      rows={answer?.records ?? []}
      rowKey={(row) => row.day}
      totals={totals ? Object.fromEntries(figures.map((key) => [key, money(totals[key])])) : {}}
      total={answer?.total ?? 0}
      totalPages={answer?.totalPages ?? 1}
    />
  );
}
