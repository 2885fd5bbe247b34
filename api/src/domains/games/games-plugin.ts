import fp from 'fastify-plugin';
import type { Db } from '../../platform/db/db';
import type { Env } from '@khela/server-kit/secrets';
import type { CatalogueCacheOptions } from './catalogue-cache';
import { catalogueAdminRoutes } from './ops/catalogue-admin-routes';
import { gamesRoutes } from './games-routes';
// The domain's texts join the catalogue before any of its routes can answer.
import './messages';

export interface GamesPluginOptions {
  db: Db;
  /** The catalogue's in-memory cache (ttlMs 0 turns it off). */
  catalogueCache?: CatalogueCacheOptions;
  /** Where a new vendor's wallet secret is read (VENDOR_SECRET_<CODE>): the server's environment. */
  env?: Env;
}

/** The games domain: catalogue, launches, favourites, bet records and winners (brand-scoped); vendors and games for operators (/ops). */
export const gamesPlugin = fp<GamesPluginOptions>(
  async (app, { db, catalogueCache, env = process.env }) => {
    app.brandRoutes.add(gamesRoutes, { db, catalogueCache });
    app.opsRoutes.add(catalogueAdminRoutes, { db, env });
  },
  { name: 'games', dependencies: ['brand-scope', 'auth', 'ops-scope'] },
);
