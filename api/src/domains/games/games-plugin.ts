import fp from 'fastify-plugin';
import type { Db } from '../../platform/db/db';
import type { CatalogueCacheOptions } from './catalogue-cache';
import { gamesRoutes } from './games-routes';
// The domain's texts join the catalogue before any of its routes can answer.
import './messages';

export interface GamesPluginOptions {
  db: Db;
  /** The catalogue's in-memory cache (ttlMs 0 turns it off). */
  catalogueCache?: CatalogueCacheOptions;
}

/** The games domain: catalogue, launches, favourites, bet records and winners (brand-scoped). */
export const gamesPlugin = fp<GamesPluginOptions>(
  async (app, { db, catalogueCache }) => {
    app.brandRoutes.add(gamesRoutes, { db, catalogueCache });
  },
  { name: 'games', dependencies: ['brand-scope', 'auth'] },
);
