import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/db';
import type { Ledger } from '../../wallet';
import { CONTRACT_KINDS } from '../contract-model';
import { settleDue } from './settle';
import { SETTLEMENT_SCHEDULES, settlementJobName } from './settlement-service';
import { agentBillRoutes, settlementOpsRoutes } from './settlement-routes';
import './messages';

export { settlePeriod, settlePeriods, settleDue, type SettleOutcome } from './settle';
export { operatorSettlementHistory, operatorSettlementRerun } from './settlement-service';

/**
 * The settlement part of the agents domain: one job per contract kind and brand, on the brand's
 * clock (brands are read at start: a brand added later is settled from the next start, and an
 * operator can settle its periods meanwhile), the agent's bill routes and the operators' routes.
 */
export async function registerSettlement(app: FastifyInstance, db: Db, ledger: Ledger): Promise<void> {
  const brands = await db.query<{ code: string; time_zone: string }>('SELECT code, time_zone FROM merchants ORDER BY code');
  for (const brand of brands) {
    for (const kind of CONTRACT_KINDS) {
      app.jobs.register({
        name: settlementJobName(kind, brand.code),
        schedule: SETTLEMENT_SCHEDULES[kind],
        timezone: brand.time_zone,
        // A run can take a while on a big brand: no takeover before it could have finished.
        leaseMs: 15 * 60_000,
        run: async ({ slot }) => {
          const outcomes = await settleDue(db, ledger, brand.code, kind, slot);
          return { periods: outcomes.map((o) => ({ start: o.periodStart, settled: o.settled, bills: o.bills, paid: o.paid })) };
        },
      });
    }
  }
  app.brandRoutes.add(agentBillRoutes, { db });
  app.opsRoutes.add(settlementOpsRoutes, { db, ledger });
}
