import fp from 'fastify-plugin';
import type { Db } from '../../../platform/db/db';
import { contractOpsRoutes } from './contract-ops-routes';
import { contractRoutes } from './contract-routes';

/** The contracts part of the agents domain: agent pages, the contract popup, operators. */
export const contractsPart = fp<{ db: Db; now?: () => Date }>(
  async (app, { db, now = () => new Date() }) => {
    app.brandRoutes.add(contractRoutes, { db, now });
    app.opsRoutes.add(contractOpsRoutes, { db, now });
  },
  { name: 'agents-contracts' },
);

export { changeAgentSettings } from './agent-settings-service';
export { decideOffer, listBrandContracts, offerContract, setTopContract } from './contract-service';
export { nextPeriodStart, PERIOD_STARTS } from './contract-periods';
