import fp from 'fastify-plugin';
import type { Db } from '../../platform/db/db';
import { registerSettlement } from './settlement';

/**
 * The agent program (issue 14): the team tree and downlines (team/), reports (reports/), contracts
 * and their offers (contracts/), and settlement of salaries and dividends (settlement/). Each
 * part registers its brand, /ops and job routes here.
 */
export const agentsPlugin = fp<{ db: Db }>(
  async (app, { db }) => {
    // Parts register below.
    await registerSettlement(app, db, app.ledger);
  },
  { name: 'agents', dependencies: ['brand-scope', 'identity', 'wallet', 'jobs'] },
);
