import type { FastifyInstance } from 'fastify';
import type { RewardsPartOptions } from '../rewards-parts';
import { contributeToRewardCenter } from './center-lines';
import { PromotionFlows } from './promotion-flows';
import { promotionsOpsRoutes } from './promotions-ops-routes';
import { promotionsRoutes } from './promotions-routes';
import { drawRaffles, RAFFLE_DRAW_JOB, RAFFLE_DRAW_SCHEDULE } from './raffle';
import { RESCUE_JOB, RESCUE_SCHEDULE, runRescue } from './rescue-job';

/**
 * The promotions part (docs/adr/0016 part 3): campaigns and their entries, the deposit listener
 * (first deposit, reload), daily sign-in, the loss-rescue and raffle-draw jobs, abuse fingerprints, the member's
 * /wps/promotions calls and the back office's campaigns, claims and abuse routes.
 */
export const promotionsRewardsPart = async (app: FastifyInstance, { db }: RewardsPartOptions): Promise<void> => {
  const now = () => new Date();
  const flows = new PromotionFlows(db, app.ledger, app.rewards);
  app.onDepositApproved((tx, deposit) => flows.onDepositApproved(tx, deposit, now()));
  app.jobs.register({ name: RESCUE_JOB, schedule: RESCUE_SCHEDULE, leaseMs: 15 * 60_000, run: async () => ({ ...(await runRescue(db, now())) }) });
  app.jobs.register({ name: RAFFLE_DRAW_JOB, schedule: RAFFLE_DRAW_SCHEDULE, leaseMs: 15 * 60_000, run: async () => ({ ...(await drawRaffles(db, app.ledger, now())) }) });
  contributeToRewardCenter(app.rewardCenter);
  app.brandRoutes.add(promotionsRoutes, { db, ledger: app.ledger, flows, now });
  app.opsRoutes.add(promotionsOpsRoutes, { db, flows, now });
};
