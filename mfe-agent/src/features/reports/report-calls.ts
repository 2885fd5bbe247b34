import { api, download, type AgentRevenuePage, type TeamBetsPage, type TeamTransactionsPage, type UserLossPage } from '@khela/shared';

/** The agent reports' calls (docs/agents.md "Reports"): a page with totals, or the whole set as CSV. */
export const reportPaths = {
  personalHistoryCopy: '/wps/agent/reports/team_bets',
  palStatementsAgentCopy: '/wps/agent/reports/user_loss',
  agentRevenueReport: '/wps/agent/reports/revenue',
  agentDownlineTransactionDetailsCopy: '/wps/agent/reports/transactions',
} as const;

export type AgentReportId = keyof typeof reportPaths;

export interface ReportPages {
  personalHistoryCopy: TeamBetsPage;
  palStatementsAgentCopy: UserLossPage;
  agentRevenueReport: AgentRevenuePage;
  agentDownlineTransactionDetailsCopy: TeamTransactionsPage;
}

export type ReportParams = Record<string, string | number | undefined>;

/** Empty filters ('' is All) are left out of the query. */
function clean(params: ReportParams): ReportParams {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== '' && value !== undefined));
}

export function loadReport<Id extends AgentReportId>(id: Id, params: ReportParams) {
  return api.get<ReportPages[Id]>(reportPaths[id], { searchParams: clean(params) });
}

/** The whole filtered set as CSV (no paging): the api refuses more than its row cap with a translated error. */
export function downloadReport(id: AgentReportId, params: ReportParams) {
  const { pageNo: _pageNo, pageSize: _pageSize, ...filters } = params;
  return download(`${reportPaths[id]}/csv`, { searchParams: clean(filters) });
}

/** Hands a downloaded file to the browser as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
