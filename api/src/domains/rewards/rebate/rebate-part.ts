import type { FastifyInstance } from 'fastify';
import { findMerchant } from '../../../platform/merchant/merchant-repo';
import { readRewardMember } from '../core/reward-members';
import { brandDay } from './brand-day';
import { quoteRebate } from './rebate-quote';
import type { RewardsPartOptions } from '../rewards-parts';
import { REBATE_AUTO_JOB, REBATE_AUTO_SCHEDULE, runRebateAuto } from './rebate-auto';
import { rebateAccrual } from './rebate-accrual';
import { rebateOpsRoutes } from './rebate-ops-routes';
import { rebateRoutes } from './rebate-routes';

/** Manual rebate (docs/adr/0016 part 6): the accrual consumer, the member's page and claim, the daily auto-claim, the operators' rates and claims. */
export const rebateRewardsPart = async (app: FastifyInstance, { db }: RewardsPartOptions): Promise<void> => {
  const now = () => new Date();
  app.rewards.registerFeedConsumer(rebateAccrual);
  app.jobs.register({
    name: REBATE_AUTO_JOB,
    schedule: REBATE_AUTO_SCHEDULE,
    // A big brand's claims take a while: no takeover before they could have finished.
    leaseMs: 15 * 60_000,
    run: async ({ slot }) => ({ brands: await runRebateAuto(db, app.ledger, app.rewards, slot, now) }),
  });
  // The reward center's rebate line: shown (and counted in the badge) when a claim would pay now.
  app.rewardCenter.registerCenterContributor({
    name: 'rebate',
    lines: async (reader, member, at) => {
      const merchant = await findMerchant(reader, member.merchantCode);
      if (!merchant) return {};
      const quote = await quoteRebate(reader, await readRewardMember(reader, member.merchantCode, member.memberId), brandDay(merchant.timeZone, at));
      return { rebate: quote.claimable > 0n ? { claimable: quote.claimable, min: BigInt(quote.settings.minClaim) } : null };
    },
  });
  app.brandRoutes.add(rebateRoutes, { db, ledger: app.ledger, now });
  app.opsRoutes.add(rebateOpsRoutes, { db });
};
