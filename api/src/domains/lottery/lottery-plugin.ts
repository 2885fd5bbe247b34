import fp from 'fastify-plugin';
import type { Db } from '../../platform/db/db';
import { LotteryEngine } from './lottery-engine';
import { lotteryOpsRoutes } from './lottery-ops-routes';
import { lotteryRoutes } from './lottery-routes';
import './messages';

declare module 'fastify' {
  interface FastifyInstance {
    /** Khela's own lotteries: the draw lifecycle (docs/lottery.md "Jobs"). */
    lottery: LotteryEngine;
  }
}

/** The job that advances every brand's draws; it also arms the in-process timer for the next change. */
export const LOTTERY_ADVANCE_JOB = 'lottery.advance';
/** The timer only bridges to the next minute's job. */
const TIMER_HORIZON_MS = 65_000;

/**
 * Khela's own lotteries (issue 15): games, draws on a clock, bets held in the ledger and settled
 * exactly once. A job every minute on app.jobs (docs/adr/0013) advances every draw that is due; a
 * fast game's close and draw fall between minutes, so each run (and each advance) arms one
 * in-process timer for the next change, which calls the same idempotent advance.
 */
export const lotteryPlugin = fp<{ db: Db; engine?: LotteryEngine }>(
  async (app, { db, engine: given }) => {
    const engine = given ?? new LotteryEngine(db, app.ledger);
    app.decorate('lottery', engine);
    const now = () => new Date();
    let timer: NodeJS.Timeout | null = null;
    let closed = false;

    const advance = async (at: Date) => {
      const outcome = await engine.advance(at);
      arm(await engine.nextTransition(at));
      return outcome;
    };
    function arm(next: Date | null): void {
      if (closed || !next) return;
      const delay = Math.max(0, next.getTime() - Date.now()) + 25;
      if (delay > TIMER_HORIZON_MS) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        advance(new Date()).catch((error: unknown) => app.log.warn({ err: error }, 'lottery: advance failed'));
      }, delay);
      timer.unref();
    }

    app.jobs.register({
      name: LOTTERY_ADVANCE_JOB,
      schedule: '* * * * *',
      attempts: 2,
      retryDelayMs: 5_000,
      // A big settlement may take a while; no takeover before it could have finished.
      leaseMs: 10 * 60_000,
      catchUpMs: 10 * 60_000,
      run: async ({ slot }) => ({ ...(await advance(new Date(Math.max(slot.getTime(), now().getTime())))) }),
    });
    app.addHook('onClose', async () => {
      closed = true;
      if (timer) clearTimeout(timer);
    });
    app.brandRoutes.add(lotteryRoutes, { db, ledger: app.ledger, now });
    app.opsRoutes.add(lotteryOpsRoutes, { db, engine, now });
  },
  { name: 'lottery', dependencies: ['brand-scope', 'identity', 'wallet', 'jobs'] },
);
