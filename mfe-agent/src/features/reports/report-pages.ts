export interface ReportSpec {
  /** Reports about downlines can be narrowed to one account. */
  accountFilter: boolean;
  dateRange: boolean;
  columns: ReadonlyArray<{ key: string; numeric?: boolean }>;
}

/**
 * The agent pages that are reports. Their rows come with the agents issue (team, contracts,
 * settlements); the filters and columns are their real structure now.
 */
export const reportPages = {
  agentTeamOverview: {
    accountFilter: false,
    dateRange: true,
    columns: [{ key: 'teamSize', numeric: true }, { key: 'newMembers', numeric: true }, { key: 'activeMembers', numeric: true }, { key: 'deposits', numeric: true }, { key: 'withdrawals', numeric: true }, { key: 'validBet', numeric: true }, { key: 'profit', numeric: true }],
  },
  downlineManagmentView: {
    accountFilter: true,
    dateRange: false,
    columns: [{ key: 'account' }, { key: 'accountType' }, { key: 'registeredAt' }, { key: 'lastLogin' }, { key: 'balance', numeric: true }],
  },
  personalHistoryCopy: {
    accountFilter: true,
    dateRange: true,
    columns: [{ key: 'time' }, { key: 'account' }, { key: 'game' }, { key: 'vendor' }, { key: 'stake', numeric: true }, { key: 'payout', numeric: true }, { key: 'net', numeric: true }],
  },
  palStatementsAgentCopy: {
    accountFilter: true,
    dateRange: true,
    columns: [{ key: 'account' }, { key: 'deposits', numeric: true }, { key: 'withdrawals', numeric: true }, { key: 'validBet', numeric: true }, { key: 'loss', numeric: true }],
  },
  agentRevenueReport: {
    accountFilter: false,
    dateRange: true,
    columns: [{ key: 'date' }, { key: 'validBet', numeric: true }, { key: 'revenue', numeric: true }, { key: 'commission', numeric: true }],
  },
  agentDownlineTransactionDetailsCopy: {
    accountFilter: true,
    dateRange: true,
    columns: [{ key: 'time' }, { key: 'account' }, { key: 'type' }, { key: 'amount', numeric: true }],
  },
  agentDividendRecordCopy2: {
    accountFilter: false,
    dateRange: true,
    columns: [{ key: 'period' }, { key: 'teamProfit', numeric: true }, { key: 'rate', numeric: true }, { key: 'dividend', numeric: true }, { key: 'status' }],
  },
  agentDailyWages2: {
    accountFilter: false,
    dateRange: true,
    columns: [{ key: 'date' }, { key: 'validBet', numeric: true }, { key: 'rate', numeric: true }, { key: 'wage', numeric: true }, { key: 'status' }],
  },
  agentHourSalary: {
    accountFilter: false,
    dateRange: true,
    columns: [{ key: 'hour' }, { key: 'validBet', numeric: true }, { key: 'rate', numeric: true }, { key: 'salary', numeric: true }, { key: 'status' }],
  },
  agentRealtimeSalary: {
    accountFilter: false,
    dateRange: true,
    columns: [{ key: 'time' }, { key: 'validBet', numeric: true }, { key: 'rate', numeric: true }, { key: 'salary', numeric: true }, { key: 'status' }],
  },
} satisfies Record<string, ReportSpec>;

export type ReportId = keyof typeof reportPages;
