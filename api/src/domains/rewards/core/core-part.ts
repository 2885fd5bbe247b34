import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok, OPERATOR_ROLES } from '@khela/contracts';
import { REWARDS_OPS_PATHS, RewardsFeedBacklogSchema, RewardsOpsMerchantQuerySchema } from '@khela/contracts/rewards';
import { requireOperator } from '../../../platform/ops/operator-actor';
import { OperatorHeadersSchema } from '../../../platform/ops/ops-scope';
import type { RewardsPartOptions } from '../rewards-parts';
import type { TransferOutcome } from '../../wallet';
import { bonusCashOutGuard } from './bonus-actions';
import { BONUS_EXPIRY_JOB, expireGrants } from './bonus-expiry';
import { bonusRoutes } from './bonus-routes';
import { feedBacklog } from './feed';
import { grantOpsRoutes } from './grant-ops-routes';
import { wageringConsumer } from './wagering';

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

/**
 * The core part: bonus grants, the feed, wagering (docs/adr/0016 part 1). It counts settled bets
 * toward grants (the `wagering` consumer: conversion and exhaustion), expires grants every five
 * minutes, stands in the way of cash leaving while a bonus is open (payments' withdrawal guard),
 * and serves bonusDetails and the operators' grants and settings.
 */
export const coreRewardsPart = async (app: Parameters<FastifyPluginAsyncTypebox<RewardsPartOptions>>[0], options: RewardsPartOptions): Promise<void> => {
  const { db } = options;
  const now = () => new Date();
  // Money moved inside another transaction (the feed worker's, the job's): told to pages once committed,
  // at worst a moment early; a lost or early notice costs a refresh, never money.
  const announce = (merchantCode: string, outcomes: TransferOutcome[]) => {
    for (const outcome of outcomes) app.ledger.announceAfterCommit(merchantCode, outcome);
  };
  app.rewards.registerFeedConsumer(wageringConsumer(app.ledger, (merchantCode, outcomes) => setImmediate(() => announce(merchantCode, outcomes))));
  app.withdrawalGuard(bonusCashOutGuard(app.rewards, app.ledger));
  app.jobs.register({
    name: BONUS_EXPIRY_JOB,
    schedule: '*/5 * * * *',
    attempts: 3,
    run: async ({ slot }) => ({ ...(await expireGrants(db, app.rewards, app.ledger, new Date(Math.max(slot.getTime(), now().getTime())), announce)) }),
  });
  app.opsRoutes.add(coreOpsRoutes, options);
  app.opsRoutes.add(grantOpsRoutes, { db, now });
  app.brandRoutes.add(bonusRoutes, { db, now });
};
