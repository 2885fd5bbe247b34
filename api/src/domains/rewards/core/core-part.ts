import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok, OPERATOR_ROLES } from '@khela/contracts';
import { REWARDS_OPS_PATHS, RewardsFeedBacklogSchema, RewardsOpsMerchantQuerySchema } from '@khela/contracts/rewards';
import { requireOperator } from '../../../platform/ops/operator-actor';
import { OperatorHeadersSchema } from '../../../platform/ops/ops-scope';
import type { RewardsPartOptions } from '../rewards-parts';
import { feedBacklog } from './feed';

/** /ops/rewards/feed: how far behind the rewards worker is (docs/rewards.md "Core"). */
const coreOpsRoutes: FastifyPluginAsyncTypebox<RewardsPartOptions> = async (app, { db }) => {
  app.get(
    REWARDS_OPS_PATHS.feed,
    { schema: { tags: ['operator'], summary: 'The settled-bet feed: bets not yet counted by rewards, and the oldest one’s age', headers: OperatorHeadersSchema, querystring: RewardsOpsMerchantQuerySchema, response: envelopeResponses(RewardsFeedBacklogSchema) } },
    async (request) => {
      requireOperator(request, OPERATOR_ROLES, request.query.merchant);
      return ok({ ...(await feedBacklog(db, request.query.merchant, new Date())), consumers: app.rewards.feed.names() });
    },
  );
};

/** The core part: bonus grants, the feed, wagering (docs/adr/0016 part 1). */
export const coreRewardsPart = async (app: Parameters<FastifyPluginAsyncTypebox<RewardsPartOptions>>[0], options: RewardsPartOptions): Promise<void> => {
  app.opsRoutes.add(coreOpsRoutes, options);
};
