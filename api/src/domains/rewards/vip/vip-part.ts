import type { FastifyInstance } from 'fastify';
import type { RewardsPartOptions } from '../rewards-parts';
import { LevelNotices } from './level-notices';
import { type ApprovedDeposit, vipDepositListener, vipFeedConsumer } from './vip-counters';
import { runMonthlyGifts, runRelegation, VIP_MONTHLY_GIFTS_JOB, VIP_MONTHLY_GIFTS_SCHEDULE, VIP_RELEGATE_JOB, VIP_RELEGATE_SCHEDULE } from './vip-jobs';
import { vipOpsRoutes } from './vip-ops-routes';
import { vipRoutes } from './vip-routes';
import { vipSummaryContributor } from './vip-view';

/** payments' port (docs/adr/0016 §2), when this build's payments plugin has it. */
type DepositPort = (listener: (tx: Parameters<ReturnType<typeof vipDepositListener>>[0], deposit: ApprovedDeposit) => Promise<void>) => void;

/**
 * VIP (docs/adr/0016 part 7): the counters (feed consumer `vip` and the deposit hook), upgrades
 * with their gifts, the monthly relegation and gifts, the summary's `vip` field, the member's page
 * and the operators' ladder, level setting and history.
 */
export const vipRewardsPart = async (app: FastifyInstance, { db }: RewardsPartOptions): Promise<void> => {
  const now = () => new Date();
  const center = app.rewardCenter;
  const notify = (merchantCode: string, memberId: string) => center.notifyMember(merchantCode, memberId);
  // Feed batches and deposit decisions are other code's transactions: announce their changes once committed.
  const notices = new LevelNotices(db, notify);
  app.addHook('onClose', async () => notices.close());
  const afterCommit = (change: { id: string; merchantCode: string; memberId: string }) => notices.afterCommit(change);

  app.rewards.registerFeedConsumer(vipFeedConsumer(afterCommit));
  const onDepositApproved = (app as unknown as { onDepositApproved?: DepositPort }).onDepositApproved;
  if (typeof onDepositApproved === 'function') onDepositApproved.call(app, vipDepositListener(afterCommit, now));
  center.registerSummaryContributor(vipSummaryContributor);

  app.jobs.register({ name: VIP_RELEGATE_JOB, schedule: VIP_RELEGATE_SCHEDULE, leaseMs: 15 * 60_000, run: async ({ slot }) => ({ brands: await runRelegation(db, app.rewards, slot, now, notify) }) });
  app.jobs.register({ name: VIP_MONTHLY_GIFTS_JOB, schedule: VIP_MONTHLY_GIFTS_SCHEDULE, leaseMs: 15 * 60_000, run: async ({ slot }) => ({ brands: await runMonthlyGifts(db, slot, now, notify) }) });

  app.brandRoutes.add(vipRoutes, { db, core: app.rewards, now });
  app.opsRoutes.add(vipOpsRoutes, { db, now, notify });
};
