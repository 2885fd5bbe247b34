import fp from 'fastify-plugin';
import type { Db } from '../../platform/db/db';
import type { EndSessions } from './exclusions';
import { saferOpsRoutes } from './safer-ops-routes';
import { saferRoutes } from './safer-routes';
import './messages';

export interface SaferGamblingPluginOptions {
  db: Db;
  /** Identity's "sign the member out everywhere", handed in by the app. */
  endSessions: EndSessions;
  now?: () => Date;
}

/** Safer gambling (docs/safer-gambling.md): the member's page in the brand scope, operators' calls in /ops. */
export const saferGamblingPlugin = fp<SaferGamblingPluginOptions>(
  async (app, { db, endSessions, now = () => new Date() }) => {
    app.brandRoutes.add(saferRoutes, { db, endSessions, now });
    app.opsRoutes.add(saferOpsRoutes, { db, endSessions, now });
  },
  { name: 'safer-gambling', dependencies: ['brand-scope', 'ops-scope', 'auth'] },
);
