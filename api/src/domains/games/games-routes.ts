import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../platform/db/db';
import { envelopeResponses, ok } from '../../platform/envelope';
import { merchantOf } from '../../platform/request-context';
import { CommonHeadersSchema } from '../../platform/request-headers';
import { catalogueRoutes } from './catalogue-routes';
import { GameMenusValueSchema } from './games-schemas';
import { memberGameRoutes } from './member-game-routes';
import { groupIntoMenus, listEnabledVendors } from './vendors-repo';

/** The games domain: menus, the catalogue (docs/games.md), member game lists and the launch. */
export const gamesRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
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
    async (request) => ok({ menus: groupIntoMenus(await listEnabledVendors(db, merchantOf(request).code)) }),
  );
  await app.register(catalogueRoutes, { db });
  await app.register(memberGameRoutes, { db });
};
