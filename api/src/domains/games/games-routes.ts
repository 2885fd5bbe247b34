import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../platform/db/db';
import { CommonHeadersSchema, envelopeResponses, GameMenusValueSchema, ok } from '@khela/contracts';
import { merchantOf } from '../../platform/request-context';
import { betRecordRoutes } from './bet-record-routes';
import { CatalogueCache, type CatalogueCacheOptions } from './catalogue-cache';
import { catalogueRoutes, sharePublicAnswer } from './catalogue-routes';
import { liveTablesRoutes } from './live-tables/live-tables-routes';
import { TableStateFeed, type TableStateFeedOptions } from './live-tables/table-state-feed';
import { memberGameRoutes } from './member-game-routes';
import { groupIntoMenus, listEnabledVendors } from './vendors-repo';
import { winnersRoutes } from './winners-routes';

/** The games domain: menus, the catalogue (docs/games.md), member game lists, the launch, bet records and the winners board. */
export const gamesRoutes: FastifyPluginAsyncTypebox<{ db: Db; catalogueCache?: CatalogueCacheOptions; liveTables?: TableStateFeedOptions }> = async (app, { db, catalogueCache, liveTables }) => {
  // One per app instance: tests' apps, each on its own database, never share answers.
  const cache = new CatalogueCache(catalogueCache);
  app.get(
    '/lgw/games/game_menus',
    {
      schema: {
        tags: ['games'],
        summary: 'Game categories with their vendors, in menu order; categories without vendors are omitted',
        headers: CommonHeadersSchema,
        response: envelopeResponses(GameMenusValueSchema),
      },
    },
    async (request, reply) => {
      const merchant = merchantOf(request).code;
      const value = await cache.answer(['menus', merchant], async () => ({ menus: groupIntoMenus(await listEnabledVendors(db, merchant)) }));
      sharePublicAnswer(reply);
      return ok(value);
    },
  );
  await app.register(catalogueRoutes, { db, cache });
  await app.register(memberGameRoutes, { db });
  await app.register(betRecordRoutes, { db });
  await app.register(winnersRoutes, { db });
  await app.register(liveTablesRoutes, { db, feed: new TableStateFeed(liveTables) });
};
