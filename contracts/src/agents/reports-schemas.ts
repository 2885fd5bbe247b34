import { Type, type Static } from '@sinclair/typebox';
import { GAME_TYPES_IN_MENU_ORDER } from '../games/game-types';
import { BET_STATUSES } from '../games/games-schemas';
import { PageSchema, PagingQuery } from '../platform/paging';
import { Nullable, StringEnum } from '../platform/schema-helpers';

// ---- The agent center's four reports (issue 14, docs/agents.md "Reports") ----
// Every report covers the caller's whole team (member_tree, the agent itself excluded), is paged,
// carries totals over the whole filtered set (not the page), and has a CSV export of that set.

/** Rows one CSV export may hold; a larger set is refused (narrow the filters) rather than cut short. */
export const AGENT_REPORT_CSV_ROW_CAP = 20_000;
/** The longest range of days a report reads at once (both ends included). */
export const AGENT_REPORT_MAX_DAYS = 93;

const Money = (description: string) => Type.Integer({ description: `${description}, minor units (paisa)` });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-MM-dd in the brand time zone, inclusive' });
const DayRange = { from: Day, to: Day };
const Account = Type.Optional(
  Type.String({ minLength: 1, maxLength: 32, description: 'One member of the team (account name); one outside the team is refused' }),
);

// Team betting (SPEC personalHistoryCopy in the agent center).
export const TeamBetsQuerySchema = Type.Object({
  account: Account,
  gameType: Type.Optional(StringEnum(GAME_TYPES_IN_MENU_ORDER)),
  vendor: Type.Optional(Type.String({ minLength: 1, maxLength: 32, description: 'Vendor code' })),
  status: Type.Optional(StringEnum(BET_STATUSES)),
  ...DayRange,
  ...PagingQuery,
});
export const TeamBetSchema = Type.Object({
  id: Type.String(),
  account: Type.String(),
  vendor: Type.String(),
  vendorName: Type.String(),
  gameType: Nullable(Type.String()),
  gameName: Type.String({ description: "The catalogue's name, else the vendor's game code" }),
  roundId: Type.String(),
  stake: Money('Stake'),
  payout: Nullable(Money('Payout; null while open')),
  net: Nullable(Money("The member's win or loss; null while open")),
  status: StringEnum(BET_STATUSES),
  placedAt: Type.String({ format: 'date-time' }),
  settledAt: Nullable(Type.String({ format: 'date-time' })),
});
export const TeamBetTotalsSchema = Type.Object({
  count: Type.Integer(),
  stake: Money('Stakes of the bets not rolled back'),
  payout: Money('Payouts of the settled bets'),
  net: Money("Members' profit and loss over the settled bets"),
});
export const TeamBetsPageSchema = Type.Composite([PageSchema(TeamBetSchema), Type.Object({ totals: TeamBetTotalsSchema })]);

// User loss (SPEC palStatementsAgentCopy): per member per day, or per member over the period.
export const USER_LOSS_VIEWS = ['day', 'period'] as const;
export const UserLossQuerySchema = Type.Object({
  account: Account,
  view: Type.Optional(StringEnum(USER_LOSS_VIEWS, { default: 'day' })),
  ...DayRange,
  ...PagingQuery,
});
const UserLossFigures = {
  stake: Money('Stakes of the bets settled in the day or period'),
  payout: Money('Their payouts'),
  profit: Money("Members' profit and loss: payout − stake (negative: the members lost)"),
  validBet: Money('Valid bet: stakes of settled bets that won or lost (a push, payout = stake, is not valid turnover)'),
  deposits: Money('Approved deposits'),
  withdrawals: Money('Approved withdrawals'),
};
export const UserLossRowSchema = Type.Object({
  account: Type.String(),
  day: Nullable(Type.String({ description: 'yyyy-MM-dd in the brand time zone; null in the period view' })),
  ...UserLossFigures,
});
export const UserLossTotalsSchema = Type.Object({ members: Type.Integer({ description: 'Distinct members in the set' }), ...UserLossFigures });
export const UserLossPageSchema = Type.Composite([PageSchema(UserLossRowSchema), Type.Object({ totals: UserLossTotalsSchema })]);

// agentRevenueReport: one row per day of the range.
export const AgentRevenueQuerySchema = Type.Object({ ...DayRange, ...PagingQuery });
const RevenueFigures = {
  turnover: Money('Valid turnover of the team'),
  payout: Money("Payouts of the team's settled bets"),
  profit: Money("Members' profit and loss (payout − stake)"),
  bonuses: Money('Bonuses credited to the team (ledger kind bonus)'),
  rebates: Money('Rebates credited to the team (ledger kind rebate)'),
  salaries: Money('Salaries paid into the team (ledger kind commission, daily, hourly or real-time contracts)'),
  dividends: Money('Dividends paid into the team (ledger kind commission, dividend contracts)'),
  net: Money("Net: members' losses (−profit) less bonuses, rebates, salaries and dividends"),
};
export const AgentRevenueRowSchema = Type.Object({ day: Type.String({ description: 'yyyy-MM-dd in the brand time zone' }), ...RevenueFigures });
export const AgentRevenueTotalsSchema = Type.Object({ days: Type.Integer(), ...RevenueFigures });
export const AgentRevenuePageSchema = Type.Composite([PageSchema(AgentRevenueRowSchema), Type.Object({ totals: AgentRevenueTotalsSchema })]);

// agentDownlineTransactionDetailsCopy: deposits, withdrawals, transfers and adjustments of the team.
export const TEAM_TRANSACTION_TYPES = ['deposit', 'withdrawal', 'upline', 'wallet_transfer', 'adjustment'] as const;
export const TEAM_TRANSACTION_STATUSES = ['pending', 'success', 'failed', 'disputed'] as const;
export const TeamTransactionsQuerySchema = Type.Object({
  account: Account,
  type: Type.Optional(StringEnum(TEAM_TRANSACTION_TYPES)),
  status: Type.Optional(StringEnum(TEAM_TRANSACTION_STATUSES)),
  ...DayRange,
  ...PagingQuery,
});
export const TeamTransactionSchema = Type.Object({
  id: Type.String({ description: 'Type and the record id, e.g. deposit-12' }),
  account: Type.String(),
  type: StringEnum(TEAM_TRANSACTION_TYPES),
  status: StringEnum(TEAM_TRANSACTION_STATUSES),
  amount: Money("Signed change of the member's main wallet (+ in, − out)"),
  reference: Nullable(Type.String({ description: 'Order number, the other wallet or the other account' })),
  time: Type.String({ format: 'date-time' }),
});
export const TeamTransactionTotalsSchema = Type.Object({
  count: Type.Integer(),
  deposits: Money('Successful deposits'),
  withdrawals: Money('Successful withdrawals'),
  transfers: Money('Signed sum of successful upline and wallet transfers'),
  adjustments: Money('Signed sum of adjustments'),
});
export const TeamTransactionsPageSchema = Type.Composite([PageSchema(TeamTransactionSchema), Type.Object({ totals: TeamTransactionTotalsSchema })]);

export type TeamBetsQuery = Static<typeof TeamBetsQuerySchema>;
export type TeamBet = Static<typeof TeamBetSchema>;
export type TeamBetTotals = Static<typeof TeamBetTotalsSchema>;
export type TeamBetsPage = Static<typeof TeamBetsPageSchema>;
export type UserLossView = (typeof USER_LOSS_VIEWS)[number];
export type UserLossQuery = Static<typeof UserLossQuerySchema>;
export type UserLossRow = Static<typeof UserLossRowSchema>;
export type UserLossTotals = Static<typeof UserLossTotalsSchema>;
export type UserLossPage = Static<typeof UserLossPageSchema>;
export type AgentRevenueQuery = Static<typeof AgentRevenueQuerySchema>;
export type AgentRevenueRow = Static<typeof AgentRevenueRowSchema>;
export type AgentRevenueTotals = Static<typeof AgentRevenueTotalsSchema>;
export type AgentRevenuePage = Static<typeof AgentRevenuePageSchema>;
export type TeamTransactionType = (typeof TEAM_TRANSACTION_TYPES)[number];
export type TeamTransactionStatus = (typeof TEAM_TRANSACTION_STATUSES)[number];
export type TeamTransactionsQuery = Static<typeof TeamTransactionsQuerySchema>;
export type TeamTransaction = Static<typeof TeamTransactionSchema>;
export type TeamTransactionTotals = Static<typeof TeamTransactionTotalsSchema>;
export type TeamTransactionsPage = Static<typeof TeamTransactionsPageSchema>;
