import fp from 'fastify-plugin';
import type { Db } from '../../platform/db/db';
import { contractsPart } from './contracts';
import { agentReportRoutes } from './reports/report-routes';
import { teamRoutes } from './team/team-routes';
import { registerSettlement } from './settlement';

/**
 * The agent program (issue 14): the team tree and downlines (team/), reports (reports/), contracts
 * and their offers (contracts/), and settlement of salaries and dividends (settlement/). Each
 * part registers its brand, /ops and job routes here.
 */
export const agentsPlugin = fp<{ db: Db; now?: () => Date }>(
  async (app, options) => {
    const { db } = options;
    app.brandRoutes.add(teamRoutes, { db });
    app.brandRoutes.add(agentReportRoutes, { db });
    await app.register(contractsPart, { db, ...(options.now ? { now: options.now } : {}) });
    await registerSettlement(app, db, app.ledger);
  },
  { name: 'agents', dependencies: ['brand-scope', 'identity', 'wallet', 'jobs'] },
);
