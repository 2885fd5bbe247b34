import fp from 'fastify-plugin';
import type { Db } from '../../platform/db/db';
import { messagesRoutes } from './messages-routes';

/** The messages domain: a member's inbox and the brand's notices (brand-scoped). */
export const messagesPlugin = fp<{ db: Db }>(
  async (app, { db }) => {
    app.brandRoutes.add(messagesRoutes, { db });
  },
  { name: 'messages', dependencies: ['brand-scope', 'auth'] },
);
