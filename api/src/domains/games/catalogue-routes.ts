import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/db';
import { envelopeResponses, ok } from '../../platform/envelope';
import { parseLanguage, type Language } from '../../platform/i18n/language';
import { pageWindow } from '../../platform/paging';
import { merchantOf } from '../../platform/request-context';
import { CommonHeadersSchema } from '../../platform/request-headers';
import { gameView, listHotGames, listVisibleGames } from './catalogue-repo';
import {
  GamesQuerySchema,
  GamesValueSchema,
  HotGamesQuerySchema,
  HotGamesValueSchema,
  VendorLanesQuerySchema,
  VendorLanesValueSchema,
} from './games-schemas';
import { listVendorLanes } from './vendor-lanes';

const HOT_GAMES_SHOWN = 24;

/** The page may name the language in the query (SPEC §7); else the Language header decides. */
export function askedLanguage(request: FastifyRequest, query: { language?: string }): Language {
  const asked = parseLanguage(query.language);
  return asked && merchantOf(request).languages.includes(asked) ? asked : request.language;
}

/** Public catalogue calls (no token): games, vendor lanes, hot games. */
export const catalogueRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/lgw/games/games',
    {
      schema: {
        tags: ['games'],
        summary: 'One page of the brand\'s games, filtered by category, vendor (vassalage) and classification',
        headers: CommonHeadersSchema,
        querystring: GamesQuerySchema,
        response: envelopeResponses(GamesValueSchema),
      },
    },
    async (request) => {
      const { gameType, vassalage, gameClassify, pageNo, pageSize } = request.query;
      const language = askedLanguage(request, request.query);
      const { rows, total } = await listVisibleGames(
        db,
        merchantOf(request).code,
        { gameType, vendorCode: vassalage, classification: gameClassify },
        pageWindow({ pageNo, pageSize }),
      );
      return ok({
        games: rows.map((row) => gameView(row, language)),
        pageNo,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
        total,
      });
    },
  );

  app.get(
    '/lgw/games/vendors',
    {
      schema: {
        tags: ['games'],
        summary: 'The game vendor lanes: the brand\'s vendor cards per category, in menu order',
        headers: CommonHeadersSchema,
        querystring: VendorLanesQuerySchema,
        response: envelopeResponses(VendorLanesValueSchema),
      },
    },
    async (request) => ok({ data: { lanes: await listVendorLanes(db, merchantOf(request).code, askedLanguage(request, request.query)) } }),
  );

  app.get(
    '/lgw/games/hot_games',
    {
      schema: {
        tags: ['games'],
        summary: 'The brand\'s hot games, best rank first',
        headers: CommonHeadersSchema,
        querystring: HotGamesQuerySchema,
        response: envelopeResponses(HotGamesValueSchema),
      },
    },
    async (request) => {
      const language = askedLanguage(request, request.query);
      const rows = await listHotGames(db, merchantOf(request).code, HOT_GAMES_SHOWN);
      return ok({ list: rows.map((row) => gameView(row, language)) });
    },
  );
};
