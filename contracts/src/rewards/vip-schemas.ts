import { type Static, Type } from '@sinclair/typebox';
import { Nullable, StringEnum } from '../platform/schema-helpers';

/** VIP's member call (docs/rewards.md "VIP", ADR 0016 §10, §13). */
export const REWARDS_VIP_PATHS = {
  vip: '/wps/rewards/vip',
} as const;

/** VIP's operator calls (ADR 0016 §14). */
export const REWARDS_VIP_OPS_PATHS = {
  levels: '/ops/rewards/vip/levels',
  member: '/ops/rewards/vip/members/:account',
  changes: '/ops/rewards/vip/changes',
} as const;

export const VIP_CHANGE_REASONS = ['upgrade', 'relegation', 'operator'] as const;
export type VipChangeReason = (typeof VIP_CHANGE_REASONS)[number];

/** Far above any real threshold, far below 2^53. */
const MAX_MONEY = 1_000_000_000_000_000;
const Money = (description: string) => Type.Integer({ minimum: 0, maximum: MAX_MONEY, description });

/** One rung of a brand's ladder as operators write it (money in minor units). */
export const VipLevelSchema = Type.Object(
  {
    level: Type.Integer({ minimum: 0, maximum: 99 }),
    nameEn: Type.String({ minLength: 1, maxLength: 60 }),
    nameBn: Type.String({ minLength: 1, maxLength: 60 }),
    label: Type.String({ minLength: 1, maxLength: 24, description: 'shown beside the avatar (vipLabelName)' }),
    upgradeValidBet: Money('lifetime valid bet to reach the level (with upgradeDeposit)'),
    upgradeDeposit: Money('lifetime deposits to reach the level (with upgradeValidBet)'),
    keepValidBet: Money("a month's valid bet that keeps the level (or keepDeposit)"),
    keepDeposit: Money("a month's deposits that keep the level (or keepValidBet)"),
    levelUpGift: Money('given once ever on reaching the level, as a reward item'),
    monthlyGift: Money('given on the 1st of each month to members at the level'),
    giftMultipleX100: Type.Integer({ minimum: 0, maximum: 100_000, description: 'wagering of the gifts once claimed, ×100 (0: cash)' }),
    dailyRebateCap: Nullable(Money("the level's daily rebate cap (null: the brand's default)")),
    pointsBonusPct: Type.Integer({ minimum: 0, maximum: 1000, description: 'extra points earned at this level, in percent' }),
  },
  { additionalProperties: false },
);
export type VipLevel = Static<typeof VipLevelSchema>;

/** PUT /ops/rewards/vip/levels: the whole ladder, level 0 first and without gaps, and/or the brand's VIP switches (vip.levels). */
export const VipLevelsBodySchema = Type.Object(
  {
    merchant: Type.String({ minLength: 1, maxLength: 32 }),
    levels: Type.Optional(Type.Array(VipLevelSchema, { minItems: 1, maxItems: 100 })),
    enabled: Type.Optional(Type.Boolean({ description: 'VIP on for the brand (default on): counters always count; upgrades, gifts and the label need it' })),
    relegation: Type.Optional(Type.Boolean({ description: 'the monthly relegation (rewards settings vip.relegation, default off)' })),
  },
  { additionalProperties: false },
);
export type VipLevelsBody = Static<typeof VipLevelsBodySchema>;

export const VipOpsMerchantQuerySchema = Type.Object({ merchant: Type.String({ minLength: 1, maxLength: 32 }) }, { additionalProperties: false });

/** GET/PUT /ops/rewards/vip/levels' answer: the ladder and the brand's VIP switches. */
export const VipLevelsAnswerSchema = Type.Object({
  merchant: Type.String(),
  enabled: Type.Boolean(),
  relegation: Type.Boolean(),
  levels: Type.Array(VipLevelSchema),
});
export type VipLevelsAnswer = Static<typeof VipLevelsAnswerSchema>;

export const VipMemberParamsSchema = Type.Object({ account: Type.String({ minLength: 1, maxLength: 64 }) });

/** POST /ops/rewards/vip/members/{account}: an operator sets a member's level (vip.set). */
export const VipSetBodySchema = Type.Object(
  {
    merchant: Type.String({ minLength: 1, maxLength: 32 }),
    level: Type.Integer({ minimum: 0, maximum: 99 }),
    reason: Type.String({ minLength: 1, maxLength: 500 }),
    withGift: Type.Optional(Type.Boolean({ description: "also give the new level's level-up gift (once ever, as upgrades do)" })),
  },
  { additionalProperties: false },
);
export type VipSetBody = Static<typeof VipSetBodySchema>;

export const VipChangeSchema = Type.Object({
  id: Type.String(),
  account: Type.String(),
  fromLevel: Type.Integer({ minimum: 0 }),
  toLevel: Type.Integer({ minimum: 0 }),
  reason: StringEnum(VIP_CHANGE_REASONS),
  month: Type.String({ description: 'yyyy-MM, the brand month' }),
  by: Type.String({ description: "'system' or the operator" }),
  note: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
});
export type VipChange = Static<typeof VipChangeSchema>;

export const VipSetAnswerSchema = Type.Object({
  account: Type.String(),
  change: Nullable(VipChangeSchema, { description: 'null: the member was at that level already; nothing written' }),
  giftItemId: Nullable(Type.String()),
});
export type VipSetAnswer = Static<typeof VipSetAnswerSchema>;

export const VipChangesQuerySchema = Type.Object(
  {
    merchant: Type.String({ minLength: 1, maxLength: 32 }),
    account: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })),
  },
  { additionalProperties: false },
);
export type VipChangesQuery = Static<typeof VipChangesQuerySchema>;

export const VipChangesAnswerSchema = Type.Object({ changes: Type.Array(VipChangeSchema) });

/** A rung as the member's page shows it: the name in the request's language. */
export const VipPageLevelSchema = Type.Object({
  level: Type.Integer({ minimum: 0 }),
  name: Type.String(),
  label: Type.String(),
  upgradeValidBet: Type.Integer({ minimum: 0 }),
  upgradeDeposit: Type.Integer({ minimum: 0 }),
  keepValidBet: Type.Integer({ minimum: 0 }),
  keepDeposit: Type.Integer({ minimum: 0 }),
  levelUpGift: Type.Integer({ minimum: 0 }),
  monthlyGift: Type.Integer({ minimum: 0 }),
  giftMultipleX100: Type.Integer({ minimum: 0 }),
  dailyRebateCap: Nullable(Type.Integer({ minimum: 0 })),
  pointsBonusPct: Type.Integer({ minimum: 0 }),
});
export type VipPageLevel = Static<typeof VipPageLevelSchema>;

/** GET /wps/rewards/vip (ADR 0016 §10): the ladder, where the member is and what the next level and keeping this one ask. */
export const VipPageSchema = Type.Object({
  hasVip: Type.Boolean({ description: 'the brand has a level above 0 and VIP is on' }),
  levels: Type.Array(VipPageLevelSchema),
  level: Type.Integer({ minimum: 0 }),
  label: Nullable(Type.String()),
  counters: Type.Object({ validBet: Type.Integer({ minimum: 0 }), deposit: Type.Integer({ minimum: 0 }) }, { description: 'the upgrade counters' }),
  next: Nullable(
    Type.Object({ level: Type.Integer({ minimum: 0 }), validBet: Type.Integer({ minimum: 0 }), deposit: Type.Integer({ minimum: 0 }) }, { description: "the next level's upgrade thresholds" }),
  ),
  keep: Type.Object({
    month: Type.String({ description: 'yyyy-MM, this brand month' }),
    validBet: Type.Integer({ minimum: 0, description: "this month's valid bet" }),
    deposit: Type.Integer({ minimum: 0, description: "this month's deposits" }),
    requiredValidBet: Type.Integer({ minimum: 0 }),
    requiredDeposit: Type.Integer({ minimum: 0 }),
    relegation: Type.Boolean({ description: 'the brand relegates members who keep neither threshold' }),
  }),
});
export type VipPage = Static<typeof VipPageSchema>;
