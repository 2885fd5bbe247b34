import { type Static, Type } from '@sinclair/typebox';
import { PageSchema, PagingQuery } from '../platform/paging';
import { Nullable, StringEnum } from '../platform/schema-helpers';

/**
 * The agent's team (issue 14, "The team"; docs/agents.md "Team"): the agent's own code and share
 * link, registering downlines, the team overview and downline management. Every call needs a
 * logged-in agent (types 1, 2, 41, 42); any member id in a query must be in the caller's team.
 */

const Money = (description: string) => Type.Integer({ description: `${description}, minor units (paisa)` });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-MM-dd in the brand time zone, inclusive' });

export const TEAM_ACCOUNT_KINDS = ['member', 'agent'] as const;
export type TeamAccountKind = (typeof TEAM_ACCOUNT_KINDS)[number];

/** GET /wps/agent/team/info */
export const AgentInfoSchema = Type.Object({
  account: Type.String(),
  nickname: Type.String(),
  type: Type.Integer(),
  affiliateCode: Type.String({ description: "The agent's own code: a registration with it puts the new account under the agent" }),
  registerPath: Type.String({ description: "'/register?affiliateCode=…': the register popup reads the code and locks it" }),
  link: Type.String({ description: "The share link: the brand's main site and registerPath" }),
});

/** POST /wps/agent/team/register (sealed body): an account opened by the agent under itself. */
export const TeamRegisterBodySchema = Type.Object(
  {
    kind: StringEnum(TEAM_ACCOUNT_KINDS, { description: 'member: a player (type 0); agent: a sub-agent (type 1)' }),
    account: Type.String({ maxLength: 64 }),
    password: Type.String({ maxLength: 128, description: 'The initial password: the new account must change it at its first login' }),
    confirmPassword: Type.String({ maxLength: 128 }),
    nickname: Type.Optional(Type.String({ maxLength: 50 })),
  },
  { additionalProperties: false },
);

export const TeamRegisteredSchema = Type.Object({
  id: Type.String(),
  account: Type.String(),
  type: Type.Integer(),
  kind: StringEnum(TEAM_ACCOUNT_KINDS),
});

export const TEAM_PERIODS = ['today', 'yesterday', 'week', 'month', 'custom'] as const;
export type TeamPeriod = (typeof TEAM_PERIODS)[number];

/** GET /wps/agent/team/overview */
export const TeamOverviewQuerySchema = Type.Object({
  period: StringEnum(TEAM_PERIODS, { default: 'today', description: 'week starts on Monday; month is the calendar month; custom takes from and to' }),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
});

const CountAmount = (description: string) => Type.Object({ count: Type.Integer(), amount: Money(description) });

export const TeamOverviewSchema = Type.Object({
  period: StringEnum(TEAM_PERIODS),
  from: Day,
  to: Day,
  timeZone: Type.String(),
  teamSize: Type.Integer({ description: 'Every account under the agent, at any depth (now)' }),
  directDownlines: Type.Integer({ description: 'Accounts whose upline is the agent (now)' }),
  newRegistrations: Type.Integer({ description: 'Team accounts opened in the period' }),
  activeMembers: Type.Integer({ description: "Team accounts active in the period (the brand's rule: valid turnover or deposits at least its minimums)" }),
  firstDeposits: CountAmount('First approved deposits ever of team accounts, made in the period'),
  deposits: CountAmount('Approved deposits'),
  withdrawals: CountAmount('Approved withdrawals'),
  validTurnover: Money('Stakes of the bets settled in the period (rolled back and open bets excluded)'),
  membersProfit: Type.Integer({ description: "Members' profit and loss on the bets settled in the period: payout − stake (negative: the team lost)" }),
  activeRule: Type.Object({ minValidTurnover: Money('Valid turnover'), minDeposit: Money('Deposits') }),
});

export const DOWNLINE_SORTS = ['registered', 'lastLogin', 'account', 'teamSize', 'level'] as const;
export type DownlineSort = (typeof DOWNLINE_SORTS)[number];

/** GET /wps/agent/team/downlines */
export const DownlinesQuerySchema = Type.Object({
  scope: StringEnum(['direct', 'all'] as const, { default: 'direct', description: "direct: the downlines of `under`; all: its whole team" }),
  under: Type.Optional(Type.String({ pattern: '^\\d{1,18}$', description: "A team member to drill into (default: the caller); refused unless it is in the caller's team" })),
  account: Type.Optional(Type.String({ maxLength: 64, description: 'Part of an account name' })),
  kind: Type.Optional(StringEnum(TEAM_ACCOUNT_KINDS)),
  sort: StringEnum(DOWNLINE_SORTS, { default: 'registered' }),
  order: StringEnum(['asc', 'desc'] as const, { default: 'desc' }),
  ...PagingQuery,
});

export const DownlineContractRateSchema = Type.Object({
  kind: StringEnum(['dividend', 'daily', 'hourly', 'realtime'] as const),
  gameType: Type.String(),
  rateType: StringEnum(['P', 'F'] as const),
  rate: Type.String({ description: 'The top tier: a fraction of the base (P) or a fixed amount in minor units (F)' }),
});

export const DownlineSchema = Type.Object({
  id: Type.String(),
  account: Type.String(),
  nickname: Type.String(),
  type: Type.Integer(),
  kind: StringEnum(TEAM_ACCOUNT_KINDS),
  level: Type.Integer({ description: 'Depth under the caller: 1 is a direct downline' }),
  registeredAt: Type.String({ format: 'date-time' }),
  lastLoginAt: Nullable(Type.String({ format: 'date-time' })),
  teamSize: Type.Integer(),
  contracts: Type.Array(DownlineContractRateSchema, { description: 'Contracts in force, one per kind and game type' }),
});

export const PathStepSchema = Type.Object({ id: Type.String(), account: Type.String(), level: Type.Integer() });

export const DownlinePageSchema = Type.Composite([
  PageSchema(DownlineSchema),
  Type.Object({ path: Type.Array(PathStepSchema, { description: 'From the caller (level 0) down to the member drilled into' }) }),
]);

export type AgentInfo = Static<typeof AgentInfoSchema>;
export type TeamRegisterBody = Static<typeof TeamRegisterBodySchema>;
export type TeamRegistered = Static<typeof TeamRegisteredSchema>;
export type TeamOverviewQuery = Static<typeof TeamOverviewQuerySchema>;
export type TeamOverview = Static<typeof TeamOverviewSchema>;
export type DownlinesQuery = Static<typeof DownlinesQuerySchema>;
export type DownlineContractRate = Static<typeof DownlineContractRateSchema>;
export type Downline = Static<typeof DownlineSchema>;
export type PathStep = Static<typeof PathStepSchema>;
export type DownlinePage = Static<typeof DownlinePageSchema>;
