import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/db';
import type { Ledger } from '../../wallet';
import { CONTRACT_KINDS } from '../contract-model';
import { settleDue } from './settle';
import { SETTLEMENT_GRACE_MS, SETTLEMENT_SCHEDULE, settlementJobName } from './settlement-service';
import { agentBillRoutes, settlementOpsRoutes } from './settlement-routes';
import './messages';

export { settlePeriod, settlePeriods, settleDue, type SettleOutcome } from './settle';
export { operatorSettlementHistory, operatorSettlementRerun } from './settlement-service';

/**
 * The settlement part of the agents domain: one job per contract kind, every 5 minutes, settling
 * each brand's periods that have ended on the brand's own clock (brands are read at each run, so a
 * brand added by an operator is settled without a restart), the agent's bill routes and the
 * operators' routes.
 */
export async function registerSettlement(app: FastifyInstance, db: Db, ledger: Ledger): Promise<void> {
  for (const kind of CONTRACT_KINDS) {
    app.jobs.register({
      name: settlementJobName(kind),
      schedule: SETTLEMENT_SCHEDULE,
      // A run can take a while on a big brand: no takeover before it could have finished.
      leaseMs: 15 * 60_000,
      run: async ({ slot }) => {
        const at = new Date(slot.getTime() - SETTLEMENT_GRACE_MS[kind]);
        const brands = await db.query<{ code: string }>('SELECT code FROM merchants ORDER BY code');
        const periods: Array<{ merchant: string; start: string; settled: boolean; bills: number; paid: string }> = [];
        for (const brand of brands) {
          for (const o of await settleDue(db, ledger, brand.code, kind, at)) {
            periods.push({ merchant: brand.code, start: o.periodStart, settled: o.settled, bills: o.bills, paid: String(o.paid) });
          }
        }
        return { periods };
      },
    });
  }
  app.brandRoutes.add(agentBillRoutes, { db });
  app.opsRoutes.add(settlementOpsRoutes, { db, ledger });
}
