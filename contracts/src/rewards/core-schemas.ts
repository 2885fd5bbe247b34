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
