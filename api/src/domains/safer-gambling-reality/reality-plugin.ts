import fp from 'fastify-plugin';
import type { Db } from '../../platform/db/db';
import './messages';
import { realityRoutes } from './reality-routes';

/** Reality checks (UKGC RTS 13): the member's reminder interval and the session's summary. */
export const realityCheckPlugin = fp<{ db: Db; now?: () => Date }>(
  async (app, { db, now }) => {
    app.brandRoutes.add(realityRoutes, { db, now: now ?? (() => new Date()) });
  },
  { name: 'safer-gambling-reality', dependencies: ['brand-scope', 'auth', 'identity'] },
);
