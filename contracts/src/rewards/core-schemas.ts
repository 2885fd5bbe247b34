import { type Static, Type } from '@sinclair/typebox';

/** The operator paths of the rewards core (docs/rewards.md "Core"). */
export const REWARDS_OPS_PATHS = {
  feed: '/ops/rewards/feed',
} as const;

export const RewardsOpsMerchantQuerySchema = Type.Object({ merchant: Type.String({ minLength: 1, maxLength: 32 }) }, { additionalProperties: false });

/** The settled-bet feed's backlog: rows not yet counted by the rewards worker, and how old the oldest is. */
export const RewardsFeedBacklogSchema = Type.Object(
  {
    rows: Type.Integer({ minimum: 0 }),
    members: Type.Integer({ minimum: 0 }),
    oldestSeconds: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
    consumers: Type.Array(Type.String()),
  },
);
export type RewardsFeedBacklog = Static<typeof RewardsFeedBacklogSchema>;

// --- Bonus grants: the member's bonusDetails and the operators' grants (docs/adr/0016 §13, §14) ---

export const GRANT_STATUSES = ['queued', 'active', 'converted', 'forfeited', 'expired', 'exhausted'] as const;
export type GrantStatusWire = (typeof GRANT_STATUSES)[number];
const GrantStatus = Type.Union(GRANT_STATUSES.map((status) => Type.Literal(status)));

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-MM-dd in the brand time zone, inclusive' });
const GrantId = Type.String({ pattern: '^[1-9][0-9]{0,17}$' });

/** GET /wps/rewards/bonuses: the member's grants, newest first. */
export const BonusesQuerySchema = Type.Object(
  {
    status: Type.Optional(GrantStatus),
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    pageNo: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  },
  { additionalProperties: false },
);

export const BonusIdParamsSchema = Type.Object({ id: GrantId });

/** POST /wps/rewards/bonuses/{id}/forfeit: the member confirmed giving the bonus up. */
export const BonusForfeitBodySchema = Type.Object({ confirm: Type.Literal(true) }, { additionalProperties: false });

/** One grant as bonusDetails shows it. Money in minor units; balance is what it holds now (available). */
export const BonusRecordSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  source: Type.String(),
  amount: Type.Integer(),
  requirement: Type.Integer(),
  wagered: Type.Integer(),
  /** wagered / requirement in whole percent, at most 100. */
  progressPct: Type.Integer({ minimum: 0, maximum: 100 }),
  balance: Type.Integer(),
  /** Stakes of this grant still in play. */
  held: Type.Integer(),
  /** Game types whose bets count; empty: all. */
  categories: Type.Array(Type.String()),
  scope: Type.Union([Type.Object({ vendor: Type.String(), gameCode: Type.Union([Type.String(), Type.Null()]), maxStake: Type.Integer() }), Type.Null()]),
  activatedAt: Type.Union([Type.String(), Type.Null()]),
  expiresAt: Type.Union([Type.String(), Type.Null()]),
  status: GrantStatus,
  closedAt: Type.Union([Type.String(), Type.Null()]),
  /** wagering, play, expiry, player, withdrawal:{orderNo}, upline:{orderNo}, operator:{name}. */
  closeReason: Type.Union([Type.String(), Type.Null()]),
  converted: Type.Integer(),
  forfeited: Type.Integer(),
});
export type BonusRecord = Static<typeof BonusRecordSchema>;

export const BonusPageSchema = Type.Object({
  records: Type.Array(BonusRecordSchema),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
});
export type BonusPage = Static<typeof BonusPageSchema>;

export const REWARDS_CORE_OPS_PATHS = {
  grants: '/ops/rewards/grants',
  grantCancel: '/ops/rewards/grants/:id/cancel',
  settings: '/ops/rewards/settings',
} as const;

const Account = Type.String({ minLength: 1, maxLength: 64 });
const Reason = Type.String({ minLength: 1, maxLength: 500 });
const Category = Type.String({ pattern: '^[A-Z][A-Z0-9_]{0,15}$' });

export const OpsGrantsQuerySchema = Type.Object(
  { merchant: Type.String({ minLength: 1, maxLength: 32 }), account: Account, status: Type.Optional(GrantStatus) },
  { additionalProperties: false },
);

/** POST /ops/rewards/grants (finance, admin): bonus money with wagering for one member. */
export const OpsGrantBodySchema = Type.Object(
  {
    merchant: Type.String({ minLength: 1, maxLength: 32 }),
    account: Account,
    /** Minor units. */
    amount: Type.Integer({ minimum: 1, maximum: 100_000_000_00 }),
    /** The wagering multiple ×100 (1000 = 10×), at least 1×. */
    multipleX100: Type.Integer({ minimum: 100, maximum: 100_000 }),
    categories: Type.Array(Category, { maxItems: 16 }),
    expiryDays: Type.Integer({ minimum: 1, maximum: 365 }),
    maxConvert: Type.Optional(Type.Integer({ minimum: 1 })),
    maxCountedStake: Type.Optional(Type.Integer({ minimum: 1 })),
    titleEn: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
    titleBn: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
    reason: Reason,
    /** Idempotency: the same request id grants once. */
    requestId: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  },
  { additionalProperties: false },
);

export const OpsGrantCancelBodySchema = Type.Object(
  { merchant: Type.String({ minLength: 1, maxLength: 32 }), reason: Reason },
  { additionalProperties: false },
);

export const OpsGrantSchema = Type.Intersect([BonusRecordSchema, Type.Object({ account: Type.String(), sourceRef: Type.String() })]);
export const OpsGrantListSchema = Type.Object({ grants: Type.Array(OpsGrantSchema) });

/** The core's section of the brand's reward settings. */
export const ABUSE_FINGERPRINTS = ['mobile', 'payoutAccount', 'device'] as const;
export const CoreRewardsSettingsSchema = Type.Object(
  {
    /** Fingerprints that allow one first-deposit bonus per person (§5). */
    abuse: Type.Array(Type.Union(ABUSE_FINGERPRINTS.map((kind) => Type.Literal(kind))), { maxItems: 3, uniqueItems: true }),
    /** Days a reward center line waits to be claimed. */
    rewardExpiryDays: Type.Integer({ minimum: 1, maximum: 365 }),
  },
  { additionalProperties: false },
);
export type CoreRewardsSettings = Static<typeof CoreRewardsSettingsSchema>;

export const RewardsSettingsSchema = Type.Object({ core: CoreRewardsSettingsSchema });
export const RewardsSettingsBodySchema = Type.Object(
  { merchant: Type.String({ minLength: 1, maxLength: 32 }), core: Type.Partial(CoreRewardsSettingsSchema) },
  { additionalProperties: false },
);
