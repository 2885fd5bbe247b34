import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../../platform/db/db';
import type { RewardsCore } from '../core/rewards-core';
import type { RewardsPartOptions } from '../rewards-parts';
import { watchCompletions } from './completion-notices';
import { closeLeaderboards } from './leaderboards';
import { memberMissions, missionCenterLines } from './mission-views';
import { missionsFeedConsumer } from './missions-feed';
import { missionsOpsRoutes } from './missions-ops-routes';
import { missionsRoutes } from './missions-routes';
import { recordDepositForMissions } from './progress';
import { rollOverMissions } from './rollover';

export const MISSIONS_ROLLOVER_JOB = 'rewards.missions-rollover';
export const LEADERBOARD_CLOSE_JOB = 'rewards.leaderboard-close';
/**
 * Hourly at :05 and :10 UTC, so that 00:05 and 00:10 come in every brand's zone (ADR 0016 §11);
 * each run closes every ended period not yet closed, so a run at another hour changes nothing.
 */
export const MISSIONS_ROLLOVER_SCHEDULE = '5 * * * *';
export const LEADERBOARD_CLOSE_SCHEDULE = '10 * * * *';

/** The approved-deposit port of payments (docs/payments.md "Ports"), when this build has it. */
type DepositPort = (listener: (tx: Queryable, deposit: { merchantCode: string; memberId: string; amount: bigint; approvedAt: Date }) => Promise<void>) => void;

/** Bets settled before the period's end must count in it: the jobs apply the feed's backlog first (bounded). */
async function catchUpFeed(core: RewardsCore): Promise<void> {
  for (let pass = 0; pass < 20; pass += 1) if ((await core.drainSome()).rows === 0) return;
}

/**
 * The missions and leaderboards part (docs/adr/0016 part 4): the feed consumer `missions`, the
 * deposit hook, the rollover and leaderboard-close jobs, the member's missions page calls, the
 * badges' share (summary `missions` and the center's mission lines) and the operators' rules.
 */
export const missionsRewardsPart = async (app: FastifyInstance, { db }: RewardsPartOptions): Promise<void> => {
  const now = () => new Date();
  const center = app.rewardCenter;
  app.rewards.registerFeedConsumer(missionsFeedConsumer);

  const onDepositApproved = (app as unknown as { onDepositApproved?: DepositPort }).onDepositApproved;
  if (typeof onDepositApproved === 'function') {
    onDepositApproved.call(app, (tx, deposit) => recordDepositForMissions(tx, deposit.merchantCode, deposit.memberId, deposit.amount, deposit.approvedAt));
  }

  const stopWatching = watchCompletions(db, (merchantCode, memberId) => center.notifyMember(merchantCode, memberId));
  app.addHook('onClose', async () => stopWatching());

  center.registerSummaryContributor({
    name: 'missions',
    contribute: async (reader, member, at) => ({ missions: (await memberMissions(reader, member, at)).missions.filter((entry) => entry.status === 'claim').length }),
  });
  center.registerCenterContributor({
    name: 'missions',
    lines: async (reader, member, at) => ({ lines: missionCenterLines((await memberMissions(reader, member, at)).missions, at) }),
  });

  app.jobs.register({
    name: MISSIONS_ROLLOVER_JOB,
    schedule: MISSIONS_ROLLOVER_SCHEDULE,
    leaseMs: 15 * 60_000,
    run: async ({ slot }) => {
      await catchUpFeed(app.rewards);
      const outcome = await rollOverMissions(db, new Date(Math.max(slot.getTime(), now().getTime())));
      for (const member of outcome.members) center.notifyMember(member.merchantCode, member.memberId);
      return { items: outcome.items, members: outcome.members.length };
    },
  });
  app.jobs.register({
    name: LEADERBOARD_CLOSE_JOB,
    schedule: LEADERBOARD_CLOSE_SCHEDULE,
    leaseMs: 15 * 60_000,
    run: async ({ slot }) => {
      await catchUpFeed(app.rewards);
      const outcome = await closeLeaderboards(db, new Date(Math.max(slot.getTime(), now().getTime())));
      for (const member of outcome.winners) center.notifyMember(member.merchantCode, member.memberId);
      return { periods: outcome.periods, prizes: outcome.winners.length };
    },
  });

  app.brandRoutes.add(missionsRoutes, { db, ledger: app.ledger, core: app.rewards, center, now });
  app.opsRoutes.add(missionsOpsRoutes, { db, now });
};
