import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '@khela/contracts';
import { REWARDS_CENTER_OPS_PATHS, RewardGiftAnswerSchema, RewardGiftBodySchema } from '@khela/contracts/rewards';
import type { Db } from '../../../platform/db/db';
import { requireOperator } from '../../../platform/ops/operator-actor';
import { OperatorHeadersSchema } from '../../../platform/ops/ops-scope';
import { giftRewardItem } from './gift-item';
import type { RewardCenter } from './reward-center';

/** Operators' reward-center calls: a gift to a member (finance and admin: it is money once claimed). */
export const centerOpsRoutes: FastifyPluginAsyncTypebox<{ db: Db; center: RewardCenter; now: () => Date }> = async (app, { db, center, now }) => {
  app.post(
    REWARDS_CENTER_OPS_PATHS.items,
    { schema: { tags: ['operator'], summary: "Gives a member a reward item (cash, with or without wagering, or points) in their reward center; recorded as reward.gift; the same requestId makes nothing twice", headers: OperatorHeadersSchema, body: RewardGiftBodySchema, response: envelopeResponses(RewardGiftAnswerSchema) } },
    async (request) => {
      const actor = requireOperator(request, ['admin', 'finance'], request.body.merchant);
      const outcome = await giftRewardItem(db, actor, request.body, now());
      if (outcome.created) center.notifyMember(outcome.item.merchantCode, outcome.item.memberId);
      return ok({ itemId: outcome.item.id, account: outcome.account, created: outcome.created, status: outcome.item.status, expiresAt: outcome.item.expiresAt?.toISOString() ?? null });
    },
  );
};
