/**
 * Wire types of the agent center's reports (docs/agents.md "Reports"), from the api's schemas in
 * @khela/contracts (type-only). Money is integer minor units (paisa); days are yyyy-MM-dd in the
 * brand's time zone, times ISO 8601.
 */
export type {
  AgentRevenuePage,
  AgentRevenueQuery,
  AgentRevenueRow,
  AgentRevenueTotals,
  TeamBet,
  TeamBetsPage,
  TeamBetsQuery,
  TeamBetTotals,
  TeamTransaction,
  TeamTransactionsPage,
  TeamTransactionsQuery,
  TeamTransactionStatus,
  TeamTransactionTotals,
  TeamTransactionType,
  UserLossPage,
  UserLossQuery,
  UserLossRow,
  UserLossTotals,
  UserLossView,
} from '@khela/contracts';
