import fp from 'fastify-plugin';
import type { Db } from '../../platform/db/db';
import type { Env } from '@khela/server-kit/secrets';
import type { CatalogueCacheOptions } from './catalogue-cache';
import { catalogueAdminRoutes } from './ops/catalogue-admin-routes';
import { gamesRoutes } from './games-routes';
import { liveTablesOpsRoutes } from './live-tables/live-tables-ops-routes';
import type { TableStateFeedOptions } from './live-tables/table-state-feed';
// The domain's texts join the catalogue before any of its routes can answer.
import './messages';

export interface GamesPluginOptions {
  db: Db;
  /** The catalogue's in-memory cache (ttlMs 0 turns it off). */
  catalogueCache?: CatalogueCacheOptions;
  /** Where a new vendor's wallet secret is read (VENDOR_SECRET_<CODE>): the server's environment. */
  env?: Env;
  /** How the live tables' states are read from their vendors (docs/spec-sweep.md "Live model list"). */
  liveTables?: TableStateFeedOptions;
}

/** The games domain: catalogue, launches, favourites, bet records and winners (brand-scoped); vendors and games for operators (/ops). */
export const gamesPlugin = fp<GamesPluginOptions>(
  async (app, { db, catalogueCache, env = process.env, liveTables }) => {
    app.brandRoutes.add(gamesRoutes, { db, catalogueCache, liveTables });
    app.opsRoutes.add(catalogueAdminRoutes, { db, env });
    app.opsRoutes.add(liveTablesOpsRoutes, { db });
  },
  { name: 'games', dependencies: ['brand-scope', 'auth', 'ops-scope'] },
);
