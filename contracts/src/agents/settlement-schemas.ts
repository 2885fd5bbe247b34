import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { PageSchema, PagingQuery } from '../platform/paging';
import { Nullable, StringEnum } from '../platform/schema-helpers';

/** Wire schemas of agents' settlement bills (docs/agents.md "Settlement"). Money: integer minor units. */
export const SETTLEMENT_KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type SettlementKind = (typeof SETTLEMENT_KINDS)[number];
export const BILL_STATUSES = ['issued', 'partial', 'insufficient', 'not_reached'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

const Money = Type.Integer({ description: 'minor units (paisa)' });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: "yyyy-MM-dd in the brand's time zone; periods starting that day or later (from) / up to that day (to)" });

export const BillsQuerySchema = Type.Object({
  kind: StringEnum(SETTLEMENT_KINDS),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  ...PagingQuery,
});

export const BillSchema = Type.Object({
  id: Type.String(),
  kind: StringEnum(SETTLEMENT_KINDS),
  gameType: Type.String(),
  periodStart: Type.String({ format: 'date-time' }),
  periodEnd: Type.String({ format: 'date-time' }),
  /** The agent the bill pays (the caller for its own bills, the downline for bills it paid). */
  account: Type.String(),
  /** Who paid it: the upline's account, or null for the brand. */
  payer: Nullable(Type.String()),
  teamTurnover: Money,
  teamNetLoss: Type.Integer({ description: "members' stakes less payouts; negative when the team won" }),
  activeMembers: Type.Integer(),
  carriedIn: Type.Integer({ description: 'dividend: deficit carried in from earlier periods (<= 0)' }),
  /** 1-based tier reached; null: not reached. */
  tier: Nullable(Type.Integer()),
  rateType: Nullable(StringEnum(['P', 'F'] as const)),
  rate: Nullable(Type.String()),
  amount: Money,
  paid: Money,
  status: StringEnum(BILL_STATUSES),
  downlineBilled: Money,
  downlinePaid: Money,
});
export type Bill = Static<typeof BillSchema>;

export const BillTotalsSchema = Type.Object({
  teamTurnover: Money,
  teamNetLoss: Type.Integer(),
  amount: Money,
  paid: Money,
});

export const BillsPageSchema = Type.Object({
  page: PageSchema(BillSchema),
  /** Over every bill the filter matches, not only this page. */
  totals: BillTotalsSchema,
});
export type BillsPage = Static<typeof BillsPageSchema>;

/** Operator: settlement history of a brand. */
export const SettlementHistoryQuerySchema = Type.Object({
  merchant: Type.String({ minLength: 1, maxLength: 64 }),
  kind: Type.Optional(StringEnum(SETTLEMENT_KINDS)),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  ...PagingQuery,
});

export const SettlementRunSchema = Type.Object({
  kind: StringEnum(SETTLEMENT_KINDS),
  periodStart: Type.String({ format: 'date-time' }),
  periodEnd: Type.String({ format: 'date-time' }),
  bills: Type.Integer(),
  billed: Money,
  paid: Money,
  settledBy: Type.String(),
  settledAt: Type.String({ format: 'date-time' }),
  statuses: Type.Record(Type.String(), Type.Integer()),
});

export const SettlementHistorySchema = Type.Object({
  page: PageSchema(SettlementRunSchema),
  /** The brand's settlement jobs' recent runs (job_runs), newest first. */
  jobRuns: Type.Array(Type.Object({
    jobName: Type.String(),
    slot: Type.String({ format: 'date-time' }),
    status: Type.String(),
    attempts: Type.Integer(),
    result: Nullable(Type.Record(Type.String(), Type.Unknown())),
    error: Nullable(Type.String()),
  })),
});

export const SettlementRerunBodySchema = Type.Object({
  merchant: Type.String({ minLength: 1, maxLength: 64 }),
  kind: StringEnum(SETTLEMENT_KINDS),
  /** Any instant inside the period to settle (ISO date-time); the period is the brand's. */
  at: Type.String({ format: 'date-time' }),
});

export const SettlementRerunSchema = Type.Object({
  merchant: Type.String(),
  kind: StringEnum(SETTLEMENT_KINDS),
  periodStart: Type.String({ format: 'date-time' }),
  periodEnd: Type.String({ format: 'date-time' }),
  /** false: the period had been settled already and nothing changed. */
  settled: Type.Boolean(),
  bills: Type.Integer(),
  billed: Money,
  paid: Money,
});
