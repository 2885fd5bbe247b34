import fp from 'fastify-plugin';
import type { Db } from '../../platform/db/db';
import { sportsRoutes } from './sports-routes';

/** The sports domain: the home page's hot matches (brand-scoped). */
export const sportsPlugin = fp<{ db: Db }>(
  async (app, { db }) => {
    app.brandRoutes.add(sportsRoutes, { db });
  },
  { name: 'sports', dependencies: ['brand-scope'] },
);
