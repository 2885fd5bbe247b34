import fp from 'fastify-plugin';
import type { Db } from '../../platform/db/db';
import { contractsPart } from './contracts';

/**
 * The agent program (issue 14): the team tree and downlines (team/), reports (reports/), contracts
 * and their offers (contracts/), and settlement of salaries and dividends (settlement/). Each
 * part registers its brand, /ops and job routes here.
 */
export const agentsPlugin = fp<{ db: Db; now?: () => Date }>(
  async (app, options) => {
    // Parts register below.
    await app.register(contractsPart, { db: options.db, ...(options.now ? { now: options.now } : {}) });
  },
  { name: 'agents', dependencies: ['brand-scope', 'identity', 'wallet', 'jobs'] },
);
