import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RewardsPartOptions } from '../rewards-parts';
import { pointsEarnConsumer } from './points-earn';
import { pointsOpsRoutes } from './points-ops-routes';
import { pointsRoutes } from './points-routes';

/** Part 5 (docs/adr/0016 §8): points earned from settled bets, the mall, conversion, and their operators' routes. */
export const pointsRewardsPart = async (app: Parameters<FastifyPluginAsyncTypebox<RewardsPartOptions>>[0], { db }: RewardsPartOptions): Promise<void> => {
  const now = () => new Date();
  app.rewards.registerFeedConsumer(pointsEarnConsumer(app.ledger));
  app.brandRoutes.add(pointsRoutes, { db, now });
  app.opsRoutes.add(pointsOpsRoutes, { db, ledger: app.ledger, now });
};
