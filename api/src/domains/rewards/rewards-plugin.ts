import fp from 'fastify-plugin';
import type { Db } from '../../platform/db/db';
import { RewardsCore } from './core/rewards-core';
import './messages';
import { rewardsParts } from './rewards-parts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rewards economy's shared run time: feed consumers, the worker, the member drain (docs/adr/0016). */
    rewards: RewardsCore;
  }
}

export interface RewardsPluginOptions {
  db: Db;
  /** Run the feed worker in this process (tests drain by hand). Default: true. */
  startWorker?: boolean;
}

/**
 * The rewards domain (issue 17): bonus money on its grant, the reward center, promotions, missions,
 * points and the mall, rebate and VIP. Each part registers its routes, jobs and feed consumers
 * through rewards-parts.ts; the core owns the feed worker that counts settled bets for all of them.
 */
export const rewardsPlugin = fp<RewardsPluginOptions>(
  async (app, { db, startWorker = true }) => {
    const core = new RewardsCore(db, () => new Date(), (error) => app.log.warn({ err: error }, 'rewards: feed worker pass failed'));
    app.decorate('rewards', core);
    for (const part of rewardsParts) await part.plugin(app, { db });
    if (startWorker) app.addHook('onReady', async () => core.start());
    // Money moved on a member's main wallet (a bet, a win, a lottery payout): a settlement may have
    // fed rows, so the worker runs soon instead of at its next idle poll.
    const stopNudging = app.ledger.onMemberChange((change) => {
      if (change.accountKind === 'member_main') core.nudge();
    });
    app.addHook('onClose', async () => stopNudging());
    app.addHook('onClose', async () => core.stop());
  },
  { name: 'rewards', dependencies: ['brand-scope', 'identity', 'wallet', 'payments', 'jobs'] },
);
