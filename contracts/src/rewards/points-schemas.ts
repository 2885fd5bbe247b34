import { type Static, Type } from '@sinclair/typebox';
import { PageSchema, PagingQuery } from '../platform/paging';

/**
 * Points and the points mall (docs/adr/0016 §8, docs/rewards.md "Points and the points mall").
 * Points are whole numbers; money is integer minor units (paisa). Redeem and convert travel sealed.
 */
export const POINTS_PATHS = {
  balance: '/wps/relay/MCS2_getPointBalance',
  details: '/wps/rewards/points/details',
  rules: '/wps/rewards/points/rules',
  items: '/wps/rewards/mall/items',
  redeem: '/wps/relay/MCS2_redeemPoints',
  convert: '/wps/relay/MCS2_convertPoints',
  redemptions: '/wps/rewards/mall/redemptions',
} as const;

export const POINTS_OPS_PATHS = {
  items: '/ops/rewards/mall/items',
  item: '/ops/rewards/mall/items/:id',
  redemptions: '/ops/rewards/mall/redemptions',
  approve: '/ops/rewards/mall/redemptions/:id/approve',
  reject: '/ops/rewards/mall/redemptions/:id/reject',
  rates: '/ops/rewards/points/rates',
  adjustments: '/ops/rewards/points/adjustments',
  settings: '/ops/rewards/points/settings',
} as const;

export const MALL_ITEM_KINDS = ['bonus_cash', 'free_rounds', 'goods'] as const;
export type MallItemKind = (typeof MALL_ITEM_KINDS)[number];
export const REDEMPTION_STATUSES = ['IN_PROCESS', 'APPROVED', 'REJECTED'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];
/** What a line of the points details is: earned from bets, spent in the mall, refunded, converted, adjusted by an operator. */
export const POINTS_ENTRY_KINDS = ['earn', 'redeem', 'refund', 'convert', 'adjust'] as const;
export type PointsEntryKind = (typeof POINTS_ENTRY_KINDS)[number];

const Points = Type.Integer({ minimum: 0, description: 'whole points' });
const Money = Type.Integer({ description: 'minor units (paisa)' });
const RequestId = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', description: 'chosen by the page (a UUID per submission)' });
const GameType = Type.String({ minLength: 1, maxLength: 16, pattern: '^[A-Z0-9_]+$' });
const MerchantCode = Type.String({ minLength: 1, maxLength: 64 });
const IdParam = Type.String({ pattern: '^[1-9][0-9]{0,17}$' });

// ---- member calls ----

export const PointBalanceSchema = Type.Object({ points: Points, earnedTotal: Points, spentTotal: Points });
export type PointBalance = Static<typeof PointBalanceSchema>;

export const PointsDetailsQuerySchema = Type.Object(
  {
    ...PagingQuery,
    from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  },
  { additionalProperties: false },
);
export const PointsEntrySchema = Type.Object({
  id: Type.String(),
  time: Type.String({ format: 'date-time' }),
  kind: Type.Union(POINTS_ENTRY_KINDS.map((kind) => Type.Literal(kind))),
  /** Signed change of the points balance. */
  change: Type.Integer(),
  balanceAfter: Points,
  /** The item's name, the game types counted or the operator's reason, in the reader's language. */
  detail: Type.Union([Type.String(), Type.Null()]),
});
export type PointsEntry = Static<typeof PointsEntrySchema>;
export const PointsDetailsPageSchema = PageSchema(PointsEntrySchema);

export const PointsRulesSchema = Type.Object({
  rates: Type.Array(Type.Object({ gameType: Type.String(), rateMilli: Type.Integer({ minimum: 0, description: 'points per ৳100 of valid bet ×1000' }) })),
  pointsPerTaka: Type.Integer({ minimum: 1 }),
  minConvert: Points,
  maxConvertPerDay: Type.Union([Points, Type.Null()]),
  convertsPerDay: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  /** A conversion's cash comes as a bonus with this wagering (×100) when above 0. */
  convertMultipleX100: Type.Integer({ minimum: 0 }),
  neverExpire: Type.Literal(true),
});
export type PointsRules = Static<typeof PointsRulesSchema>;

export const MallItemValueSchema = Type.Object({
  amount: Type.Optional(Money),
  multipleX100: Type.Optional(Type.Integer({ minimum: 0 })),
  categories: Type.Optional(Type.Array(GameType)),
  vendor: Type.Optional(Type.String()),
  gameCode: Type.Optional(Type.String()),
  rounds: Type.Optional(Type.Integer({ minimum: 1 })),
  stake: Type.Optional(Money),
  needsAddress: Type.Optional(Type.Boolean()),
});
export type MallItemValue = Static<typeof MallItemValueSchema>;

export const MallItemSchema = Type.Object({
  id: Type.String(),
  kind: Type.Union(MALL_ITEM_KINDS.map((kind) => Type.Literal(kind))),
  name: Type.String(),
  description: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
  pointsCost: Points,
  /** null: unlimited. */
  stock: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  memberDailyCap: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  dailyCap: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  /** What the brand-wide daily cap leaves today; null without one. */
  leftToday: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** What the member's own daily cap leaves them today; null without one or for a visitor. */
  myLeftToday: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  needsAddress: Type.Boolean(),
  value: MallItemValueSchema,
});
export type MallItem = Static<typeof MallItemSchema>;
export const MallItemsSchema = Type.Object({ items: Type.Array(MallItemSchema) });
export type MallItems = Static<typeof MallItemsSchema>;

export const DeliverySchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    phone: Type.String({ minLength: 6, maxLength: 20, pattern: '^\\+?[0-9 -]{6,20}$' }),
    address: Type.String({ minLength: 5, maxLength: 300 }),
  },
  { additionalProperties: false },
);
export type Delivery = Static<typeof DeliverySchema>;

/** The payload inside the sealed body of MCS2_redeemPoints. */
export const RedeemBodySchema = Type.Object(
  {
    itemId: IdParam,
    quantity: Type.Integer({ minimum: 1, maximum: 10 }),
    requestId: RequestId,
    delivery: Type.Optional(DeliverySchema),
  },
  { additionalProperties: false },
);
export type RedeemBody = Static<typeof RedeemBodySchema>;

export const RedemptionSchema = Type.Object({
  id: Type.String(),
  itemId: Type.String(),
  item: Type.String(),
  kind: Type.Union(MALL_ITEM_KINDS.map((kind) => Type.Literal(kind))),
  quantity: Type.Integer({ minimum: 1 }),
  points: Points,
  status: Type.Union(REDEMPTION_STATUSES.map((status) => Type.Literal(status))),
  reason: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  decidedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type Redemption = Static<typeof RedemptionSchema>;

/** The redemption and the member's points balance after it. */
export const RedeemAnswerSchema = Type.Object({ redemption: RedemptionSchema, balance: Points });
export type RedeemAnswer = Static<typeof RedeemAnswerSchema>;

export const RedemptionsQuerySchema = Type.Object(
  { ...PagingQuery, status: Type.Optional(Type.Union(REDEMPTION_STATUSES.map((status) => Type.Literal(status)))) },
  { additionalProperties: false },
);
export const RedemptionsPageSchema = PageSchema(RedemptionSchema);

/** The payload inside the sealed body of MCS2_convertPoints. */
export const ConvertBodySchema = Type.Object(
  { points: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }), requestId: RequestId },
  { additionalProperties: false },
);
export type ConvertBody = Static<typeof ConvertBodySchema>;
/** points converted, cash paid (minor units), the points balance after. */
export const ConvertAnswerSchema = Type.Object({ points: Points, cash: Money, balance: Points, asBonus: Type.Boolean() });
export type ConvertAnswer = Static<typeof ConvertAnswerSchema>;

// ---- operators ----

export const PointsOpsMerchantQuerySchema = Type.Object({ merchant: MerchantCode }, { additionalProperties: false });
export const PointsOpsIdParamsSchema = Type.Object({ id: IdParam });

export const OpsMallItemBodySchema = Type.Object(
  {
    merchant: MerchantCode,
    kind: Type.Union(MALL_ITEM_KINDS.map((kind) => Type.Literal(kind))),
    nameEn: Type.String({ minLength: 1, maxLength: 100 }),
    nameBn: Type.String({ minLength: 1, maxLength: 100 }),
    descriptionEn: Type.Optional(Type.String({ maxLength: 1000 })),
    descriptionBn: Type.Optional(Type.String({ maxLength: 1000 })),
    image: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
    pointsCost: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
    stock: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 1_000_000 }), Type.Null()])),
    memberDailyCap: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 1000 }), Type.Null()])),
    dailyCap: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 1_000_000 }), Type.Null()])),
    value: MallItemValueSchema,
    enabled: Type.Optional(Type.Boolean()),
    sort: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })),
  },
  { additionalProperties: false },
);
export type OpsMallItemBody = Static<typeof OpsMallItemBodySchema>;

export const OpsMallItemSchema = Type.Object({
  id: Type.String(),
  kind: Type.Union(MALL_ITEM_KINDS.map((kind) => Type.Literal(kind))),
  nameEn: Type.String(),
  nameBn: Type.String(),
  descriptionEn: Type.String(),
  descriptionBn: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
  pointsCost: Points,
  stock: Type.Union([Type.Integer(), Type.Null()]),
  memberDailyCap: Type.Union([Type.Integer(), Type.Null()]),
  dailyCap: Type.Union([Type.Integer(), Type.Null()]),
  value: MallItemValueSchema,
  enabled: Type.Boolean(),
  sort: Type.Integer(),
});
export type OpsMallItem = Static<typeof OpsMallItemSchema>;
export const OpsMallItemsSchema = Type.Object({ items: Type.Array(OpsMallItemSchema) });

export const OpsRedemptionsQuerySchema = Type.Object(
  { merchant: MerchantCode, ...PagingQuery, status: Type.Optional(Type.Union(REDEMPTION_STATUSES.map((status) => Type.Literal(status)))) },
  { additionalProperties: false },
);
export const OpsRedemptionSchema = Type.Composite([
  RedemptionSchema,
  Type.Object({ account: Type.String(), delivery: Type.Union([DeliverySchema, Type.Null()]), decidedBy: Type.Union([Type.String(), Type.Null()]) }),
]);
export type OpsRedemption = Static<typeof OpsRedemptionSchema>;
export const OpsRedemptionsPageSchema = PageSchema(OpsRedemptionSchema);
export const OpsDecisionBodySchema = Type.Object(
  { merchant: MerchantCode, reason: Type.Optional(Type.String({ minLength: 3, maxLength: 500 })) },
  { additionalProperties: false },
);

export const PointsRatesSchema = Type.Object({ rates: Type.Array(Type.Object({ gameType: GameType, rateMilli: Type.Integer({ minimum: 0, maximum: 1_000_000 }) })) });
export type PointsRates = Static<typeof PointsRatesSchema>;
export const OpsPointsRatesBodySchema = Type.Composite([Type.Object({ merchant: MerchantCode }), PointsRatesSchema], { additionalProperties: false });

export const OpsPointsAdjustBodySchema = Type.Object(
  {
    merchant: MerchantCode,
    account: Type.String({ minLength: 1, maxLength: 64 }),
    points: Type.Integer({ minimum: -100_000_000, maximum: 100_000_000, description: 'signed: + credits, − debits' }),
    reason: Type.String({ minLength: 3, maxLength: 500 }),
    requestId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
  },
  { additionalProperties: false },
);
export const OpsPointsAdjustAnswerSchema = Type.Object({ transferId: Type.String(), balance: Points, replayed: Type.Boolean() });

/** The brand's points settings (rewards_settings section `points`). */
export const PointsSettingsSchema = Type.Object(
  {
    pointsPerTaka: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    minConvert: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }),
    maxConvertPerDay: Type.Union([Type.Integer({ minimum: 1, maximum: 1_000_000_000 }), Type.Null()]),
    convertsPerDay: Type.Union([Type.Integer({ minimum: 1, maximum: 1000 }), Type.Null()]),
    convertMultipleX100: Type.Integer({ minimum: 0, maximum: 10_000 }),
  },
  { additionalProperties: false },
);
export type PointsSettings = Static<typeof PointsSettingsSchema>;
export const OpsPointsSettingsBodySchema = Type.Composite([Type.Object({ merchant: MerchantCode }), Type.Partial(PointsSettingsSchema)], { additionalProperties: false });
