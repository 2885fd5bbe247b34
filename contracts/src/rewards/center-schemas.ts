import { type Static, Type } from '@sinclair/typebox';
import { Nullable, StringEnum } from '../platform/schema-helpers';

/** The reward center's member calls (docs/rewards.md "Reward center and live badges", ADR 0016 §6, §13). */
export const REWARDS_CENTER_PATHS = {
  summary: '/wps/rewards/summary',
  center: '/wps/rewards/center',
  claim: '/wps/rewards/center/:id/claim',
} as const;

/** The reward center's operator calls (ADR 0016 §14). */
export const REWARDS_CENTER_OPS_PATHS = {
  items: '/ops/rewards/center/items',
} as const;

export const REWARD_AMOUNT_KINDS = ['cash', 'points'] as const;
export type RewardAmountKind = (typeof REWARD_AMOUNT_KINDS)[number];

export const REWARD_ITEM_STATUSES = ['claimable', 'claimed', 'expired'] as const;
export type RewardItemStatus = (typeof REWARD_ITEM_STATUSES)[number];

/** What a line's button does: claim the item here, open another page (a campaign, a mission, manualRebate), or nothing. */
export const REWARD_LINE_ACTIONS = ['claim', 'open', 'none'] as const;

/**
 * One line of the reward center: an item (`itemId` set; Claim posts to the claim path) or a line
 * another part contributes (a campaign entry in Claim, a completed mission: `link` opens it).
 * Money in minor units; points in whole points.
 */
export const RewardCenterLineSchema = Type.Object({
  key: Type.String({ description: "unique in the list: 'item:{id}' for items, '{part}:{ref}' for contributed lines" }),
  itemId: Nullable(Type.String()),
  source: Type.String({ description: 'operator, mission, vip, leaderboard, raffle, referral, campaign, …' }),
  title: Type.String({ description: "in the request's language" }),
  amountKind: StringEnum(REWARD_AMOUNT_KINDS),
  amount: Type.Integer({ minimum: 0 }),
  multipleX100: Type.Integer({ minimum: 0, description: 'wagering the reward asks once claimed, ×100 (0: paid as cash)' }),
  status: StringEnum(REWARD_ITEM_STATUSES),
  action: StringEnum(REWARD_LINE_ACTIONS),
  link: Nullable(Type.String({ description: "a site path the line's button opens (action 'open')" })),
  createdAt: Type.String({ format: 'date-time' }),
  expiresAt: Nullable(Type.String({ format: 'date-time' })),
  claimedAt: Nullable(Type.String({ format: 'date-time' })),
});
export type RewardCenterLine = Static<typeof RewardCenterLineSchema>;

/** The rebate line of the center (the rebate part fills it once the claimable amount reaches its minimum). */
export const RewardCenterRebateSchema = Type.Object({ claimable: Type.Integer({ minimum: 0 }), min: Type.Integer({ minimum: 0 }) });

/** GET /wps/rewards/center: claimable lines first, then recently claimed and expired items. */
export const RewardCenterSchema = Type.Object({
  items: Type.Array(RewardCenterLineSchema),
  rebate: Nullable(RewardCenterRebateSchema),
});
export type RewardCenter = Static<typeof RewardCenterSchema>;

/** GET /wps/rewards/summary, and the `/ws` push `{ type: 'rewards', …same }` (ADR 0016 §6). */
export const RewardsSummarySchema = Type.Object({
  rewardCenter: Type.Integer({ minimum: 0, description: 'lines claimable in the reward center: the rewardCenter badge (availablePromoCount)' }),
  missions: Type.Integer({ minimum: 0, description: 'missions claimable now: the missionLeaderboard badge' }),
  vip: Type.Object({ hasVip: Type.Boolean(), level: Type.Integer({ minimum: 0 }), label: Nullable(Type.String()) }),
  bonus: Type.Object({ open: Type.Integer({ minimum: 0, description: 'grants queued or active' }), amount: Type.Integer({ minimum: 0, description: 'their available money' }) }),
  points: Type.Integer({ minimum: 0 }),
});
export type RewardsSummary = Static<typeof RewardsSummarySchema>;

/** A request id chosen by the page (a UUID per press), sent again on a retry. */
const RequestId = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' });

export const RewardClaimParamsSchema = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) });
export const RewardClaimBodySchema = Type.Object({ requestId: RequestId }, { additionalProperties: false });

/** The claimed item, and the member's main wallet and points right after. */
export const RewardClaimAnswerSchema = Type.Object({
  item: RewardCenterLineSchema,
  balance: Type.Integer(),
  points: Type.Integer({ minimum: 0 }),
});
export type RewardClaimAnswer = Static<typeof RewardClaimAnswerSchema>;

/** Far above any real gift, far below 2^53. */
const MAX_GIFT = 100_000_000_000;

/** POST /ops/rewards/center/items: an operator's gift (reward.gift), idempotent by requestId. */
export const RewardGiftBodySchema = Type.Object(
  {
    merchant: Type.String({ minLength: 1, maxLength: 64, default: 'khela' }),
    account: Type.String({ minLength: 1, maxLength: 64, description: "the member's username" }),
    amountKind: StringEnum(REWARD_AMOUNT_KINDS),
    amount: Type.Integer({ minimum: 1, maximum: MAX_GIFT, description: 'minor units for cash, whole points for points' }),
    titleEn: Type.String({ minLength: 1, maxLength: 120 }),
    titleBn: Type.String({ minLength: 1, maxLength: 120 }),
    multipleX100: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, description: 'cash only: wagering once claimed, ×100' })),
    categories: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Z][A-Z0-9_]{0,15}$' }), { maxItems: 20 })),
    expiryDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 365, description: "the grant's wagering window once claimed" })),
    reason: Type.Optional(Type.String({ maxLength: 500 })),
    requestId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
  },
  { additionalProperties: false },
);
export type RewardGiftBody = Static<typeof RewardGiftBodySchema>;

export const RewardGiftAnswerSchema = Type.Object({
  itemId: Type.String(),
  account: Type.String(),
  created: Type.Boolean({ description: 'false: this request id made the item before; nothing new' }),
  status: StringEnum(REWARD_ITEM_STATUSES),
  expiresAt: Nullable(Type.String({ format: 'date-time' })),
});
export type RewardGiftAnswer = Static<typeof RewardGiftAnswerSchema>;
