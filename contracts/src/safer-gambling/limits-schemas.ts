import { type Static, Type } from '@sinclair/typebox';
import { Nullable, StringEnum } from '../platform/schema-helpers';

/** The member's safer-gambling calls (docs/safer-gambling.md). */
export const SAFER_PATHS = {
  overview: '/wps/safer-gambling',
  limits: '/wps/safer-gambling/limits',
  confirm: '/wps/safer-gambling/limits/confirm',
  prompt: '/wps/safer-gambling/prompt',
  exclusion: '/wps/safer-gambling/exclusion',
  history: '/wps/safer-gambling/history',
} as const;

/** Operators' calls: set or lower a limit, impose a time-out or an exclusion, read a member's state. */
export const SAFER_OPS_PATHS = {
  member: '/ops/safer-gambling/members/:account',
  limits: '/ops/safer-gambling/members/:account/limits',
  exclusion: '/ops/safer-gambling/members/:account/exclusion',
} as const;

export const SAFER_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type SaferLimitKind = (typeof SAFER_LIMIT_KINDS)[number];
export const SAFER_PERIODS = ['day', 'week', 'month'] as const;
export type SaferPeriod = (typeof SAFER_PERIODS)[number];
export const SAFER_EXCLUSION_KINDS = ['timeout', 'self_exclusion'] as const;
export type SaferExclusionKind = (typeof SAFER_EXCLUSION_KINDS)[number];
/** Time-outs: 24 hours, a week, a month, or any number of days up to 6 weeks (LCCP 3.5.3). */
export const SAFER_TIMEOUT_DURATIONS = ['24h', '1w', '1m', 'days'] as const;
export const SAFER_TIMEOUT_MAX_DAYS = 42;
/** Self-exclusion: 6 months, 1 year, 5 years (LCCP 3.5.4, AGCO 2.14). */
export const SAFER_EXCLUSION_DURATIONS = ['6m', '1y', '5y'] as const;

export const SaferLimitSchema = Type.Object({
  kind: StringEnum(SAFER_LIMIT_KINDS),
  period: StringEnum(SAFER_PERIODS),
  amount: Nullable(Type.Integer({ minimum: 1, description: 'the limit in force, minor units; null: none' })),
  used: Type.Integer({ description: 'used in the current rolling period, minor units (loss may be negative: a net win)' }),
  pendingAmount: Nullable(Type.Integer({ minimum: 0, description: 'a raise waiting for confirmation (0: removal)' })),
  pendingFrom: Nullable(Type.String({ format: 'date-time', description: 'the member may confirm from then' })),
  pendingUntil: Nullable(Type.String({ format: 'date-time', description: 'the request lapses then' })),
});
export type SaferLimit = Static<typeof SaferLimitSchema>;

export const SaferExclusionSchema = Type.Object({
  kind: StringEnum(SAFER_EXCLUSION_KINDS),
  endsAt: Type.String({ format: 'date-time' }),
});
export type SaferExclusion = Static<typeof SaferExclusionSchema>;

/** GET /wps/safer-gambling: every limit (kind × period), the prompt's state and any exclusion. */
export const SaferOverviewSchema = Type.Object({
  limits: Type.Array(SaferLimitSchema),
  promptDue: Type.Boolean({ description: 'the member has not yet set or dismissed a deposit limit (RTS 12A)' }),
  exclusion: Nullable(SaferExclusionSchema),
});
export type SaferOverview = Static<typeof SaferOverviewSchema>;

/** PUT …/limits: free-text amounts in major units ('5000', '5,000.50'); '' removes (after the cooling-off). */
export const SaferLimitsBodySchema = Type.Object({
  limits: Type.Array(
    Type.Object({
      kind: StringEnum(SAFER_LIMIT_KINDS),
      period: StringEnum(SAFER_PERIODS),
      amount: Type.String({ maxLength: 32 }),
    }),
    { minItems: 1, maxItems: 9 },
  ),
});
export type SaferLimitsBody = Static<typeof SaferLimitsBodySchema>;

export const SaferConfirmBodySchema = Type.Object({
  kind: StringEnum(SAFER_LIMIT_KINDS),
  period: StringEnum(SAFER_PERIODS),
  accept: Type.Boolean({ description: 'true applies the raise; false withdraws the request' }),
});
export type SaferConfirmBody = Static<typeof SaferConfirmBodySchema>;

export const SaferPromptBodySchema = Type.Object({ dismissed: Type.Literal(true) });

export const SaferExclusionBodySchema = Type.Object({
  kind: StringEnum(SAFER_EXCLUSION_KINDS),
  duration: Type.String({ description: "time-out: '24h' | '1w' | '1m' | 'days'; self-exclusion: '6m' | '1y' | '5y'" }),
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: SAFER_TIMEOUT_MAX_DAYS })),
  confirm: Type.Boolean({ description: 'the tick box: must be true' }),
});
export type SaferExclusionBody = Static<typeof SaferExclusionBodySchema>;

export const SaferExclusionAnswerSchema = Type.Object({ kind: StringEnum(SAFER_EXCLUSION_KINDS), endsAt: Type.String({ format: 'date-time' }), signedOut: Type.Integer() });

/** GET …/history: the last 3 months by calendar month of the brand (RTS 12 history). */
export const SaferHistoryMonthSchema = Type.Object({
  month: Type.String({ description: 'YYYY-MM in the brand time zone' }),
  deposits: Type.Integer(),
  withdrawals: Type.Integer(),
  netResult: Type.Integer({ description: 'payouts minus stakes of bets settled in the month' }),
});
export const SaferHistorySchema = Type.Object({ months: Type.Array(SaferHistoryMonthSchema) });
export type SaferHistory = Static<typeof SaferHistorySchema>;

export const SaferOpsParamsSchema = Type.Object({ account: Type.String({ minLength: 1, maxLength: 64, description: "the member's account name" }) });
export const SaferOpsLimitBodySchema = Type.Object({
  merchant: Type.String(),
  kind: StringEnum(SAFER_LIMIT_KINDS),
  period: StringEnum(SAFER_PERIODS),
  amount: Type.Integer({ minimum: 1, description: 'minor units; may create or lower a limit, never raise or remove one' }),
  reason: Type.String({ minLength: 3, maxLength: 300 }),
});
export const SaferOpsExclusionBodySchema = Type.Object({
  merchant: Type.String(),
  kind: StringEnum(SAFER_EXCLUSION_KINDS),
  days: Type.Integer({ minimum: 1, maximum: 5 * 366 }),
  reason: Type.String({ minLength: 3, maxLength: 300 }),
});
export const SaferOpsQuerySchema = Type.Object({ merchant: Type.String() });
export const SaferOpsMemberSchema = Type.Object({ memberId: Type.String(), account: Type.String(), limits: Type.Array(SaferLimitSchema), exclusion: Nullable(SaferExclusionSchema) });
