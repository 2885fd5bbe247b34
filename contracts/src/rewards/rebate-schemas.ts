import { type Static, Type } from '@sinclair/typebox';
import { PageSchema, PagingQuery } from '../platform/paging';

/**
 * Manual rebate's wire (docs/adr/0016 §9, docs/rewards.md "Manual rebate"). Money is integer minor
 * units (paisa); a rate is parts per million of the valid bet (3000 = 0.3 %).
 */
export const REBATE_PATHS = {
  page: '/wps/rewards/rebate',
  claim: '/wps/rewards/rebate/claim',
  claims: '/wps/rewards/rebate/claims',
} as const;

export const REBATE_OPS_PATHS = {
  rates: '/ops/rewards/rebate/rates',
  settings: '/ops/rewards/rebate/settings',
  claims: '/ops/rewards/rebate/claims',
} as const;

const Money = Type.Integer({ minimum: 0 });
const RatePpm = Type.Integer({ minimum: 0, maximum: 100_000, description: 'parts per million of the valid bet (3000 = 0.3 %); at most 10 %' });
const GameType = Type.String({ minLength: 1, maxLength: 16, pattern: '^[A-Z0-9_]+$' });

/** One line of the page or of a claim: a game type, or one vendor of it when that vendor has its own rate. */
export const RebateLineSchema = Type.Object({
  gameType: Type.String(),
  /** '' when the category's rate applies to all its vendors (but those with a rate of their own). */
  vendorCode: Type.String(),
  validBet: Money,
  ratePpm: Type.Integer({ minimum: 0 }),
  /** floor(validBet × ratePpm / 10⁶): paisa fractions are dropped per line. */
  amount: Money,
});
export type RebateLine = Static<typeof RebateLineSchema>;

/** Why the claim button is off. */
export const REBATE_REFUSALS = ['blocked', 'belowMinimum', 'capReached'] as const;
export type RebateRefusal = (typeof REBATE_REFUSALS)[number];

/** The first-deposit bonus whose wagering keeps the rebate shut. */
export const RebateBlockSchema = Type.Object({
  grantId: Type.String(),
  title: Type.String(),
  amount: Money,
  wagered: Money,
  requirement: Money,
});

export const RebatePageSchema = Type.Object({
  vipLevel: Type.Integer({ minimum: 0 }),
  lines: Type.Array(RebateLineSchema),
  total: Money,
  minClaim: Money,
  dailyCap: Money,
  claimedToday: Money,
  /** What a claim now would pay: min(total, dailyCap − claimedToday), 0 when refused. */
  claimable: Money,
  /** 0: paid as cash; else a bonus with this wagering (×100). */
  multipleX100: Type.Integer({ minimum: 0 }),
  autoDaily: Type.Boolean(),
  blockedBy: Type.Union([RebateBlockSchema, Type.Null()]),
  /** Bets left out while that first-deposit bonus was active. */
  excluded: Type.Union([Type.Object({ bets: Type.Integer({ minimum: 0 }), validBet: Money }), Type.Null()]),
  refusal: Type.Union([Type.Union(REBATE_REFUSALS.map((reason) => Type.Literal(reason))), Type.Null()]),
});
export type RebatePage = Static<typeof RebatePageSchema>;

export const RebateClaimBodySchema = Type.Object(
  { requestId: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', description: 'chosen by the page (a UUID per claim): a retry pays once' }) },
  { additionalProperties: false },
);
export type RebateClaimBody = Static<typeof RebateClaimBodySchema>;

export const RebateClaimSchema = Type.Object({
  id: Type.String(),
  kind: Type.Union([Type.Literal('manual'), Type.Literal('auto')]),
  /** yyyy-MM-dd in the brand's zone: the day whose cap it counted against. */
  day: Type.String(),
  vipLevel: Type.Integer({ minimum: 0 }),
  validBet: Money,
  total: Money,
  /** Less than total when the daily cap cut it (the rest is not carried). */
  paid: Money,
  multipleX100: Type.Integer({ minimum: 0 }),
  grantId: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  lines: Type.Array(RebateLineSchema),
});
export type RebateClaim = Static<typeof RebateClaimSchema>;

export const RebateClaimsQuerySchema = Type.Object({ ...PagingQuery }, { additionalProperties: false });
export const RebateClaimsPageSchema = PageSchema(RebateClaimSchema);

/** One rate: a level's rate for a game type, or for one vendor of it (vendorCode ≠ ''). */
export const RebateRateSchema = Type.Object(
  { vipLevel: Type.Integer({ minimum: 0, maximum: 100 }), gameType: GameType, vendorCode: Type.Optional(Type.String({ maxLength: 16, pattern: '^[A-Za-z0-9_]*$', default: '', description: "'' or absent: the game type's rate" })), ratePpm: RatePpm },
  { additionalProperties: false },
);
export type RebateRate = Static<typeof RebateRateSchema>;

export const RebateRatesSchema = Type.Object({ merchant: Type.String(), rates: Type.Array(RebateRateSchema) });
export type RebateRates = Static<typeof RebateRatesSchema>;

/** PUT: the brand's whole rate table is replaced (read it first); a level without rows rebates nothing. */
export const RebateRatesBodySchema = Type.Object(
  { merchant: Type.String({ minLength: 1, maxLength: 32 }), rates: Type.Array(RebateRateSchema, { maxItems: 2000 }) },
  { additionalProperties: false },
);
export type RebateRatesBody = Static<typeof RebateRatesBodySchema>;

/** The brand's rebate settings (rewards_settings section 'rebate'). */
export const RebateSettingsSchema = Type.Object(
  {
    minClaim: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
    multipleX100: Type.Integer({ minimum: 0, maximum: 10_000 }),
    autoDaily: Type.Boolean(),
    /** The daily cap for a level with no cap of its own (VIP levels may set theirs). */
    defaultDailyCap: Type.Integer({ minimum: 0, maximum: 10_000_000_000 }),
    /** Days a rebate paid as a bonus has to meet its wagering. */
    expiryDays: Type.Integer({ minimum: 1, maximum: 365 }),
  },
  { additionalProperties: false },
);
export type RebateSettings = Static<typeof RebateSettingsSchema>;

export const RebateSettingsViewSchema = Type.Object({ merchant: Type.String(), settings: RebateSettingsSchema });
export const RebateSettingsBodySchema = Type.Object(
  { merchant: Type.String({ minLength: 1, maxLength: 32 }), settings: Type.Partial(RebateSettingsSchema, { additionalProperties: false }) },
  { additionalProperties: false },
);
export type RebateSettingsBody = Static<typeof RebateSettingsBodySchema>;

export const RebateOpsClaimsQuerySchema = Type.Object(
  { merchant: Type.String({ minLength: 1, maxLength: 32 }), account: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })), ...PagingQuery },
  { additionalProperties: false },
);
export const RebateOpsClaimSchema = Type.Composite([RebateClaimSchema, Type.Object({ account: Type.String() })]);
export const RebateOpsClaimsPageSchema = PageSchema(RebateOpsClaimSchema);
