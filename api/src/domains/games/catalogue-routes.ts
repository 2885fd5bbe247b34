import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/db';
import {
  CommonHeadersSchema,
  envelopeResponses,
  GamesQuerySchema,
  GamesValueSchema,
  HotGamesQuerySchema,
  HotGamesValueSchema,
  NoticePopularValueSchema,
  ok,
  VendorLanesQuerySchema,
  VendorLanesValueSchema,
} from '@khela/contracts';
import { parseLanguage, type Language } from '../../platform/i18n/language';
import { pageWindow } from '../../platform/paging';
import { merchantOf } from '../../platform/request-context';
import type { CatalogueCache } from './catalogue-cache';
import { listNotices } from '../messages';
import { gameView, listHotGames, listPopularGames, listVisibleGames } from './catalogue-repo';
import { listVendorLanes } from './vendor-lanes';

const HOT_GAMES_SHOWN = 24;
const POPULAR_SHOWN = 12;

/** The page may name the language in the query (SPEC §7); else the Language header decides. */
export function askedLanguage(request: FastifyRequest, query: { language?: string }): Language {
  const asked = parseLanguage(query.language);
  return asked && merchantOf(request).languages.includes(asked) ? asked : request.language;
}

/**
 * The same for every visitor of a brand in a language, so browsers and CDNs may keep it a little
 * longer than the server's own cache does (docs/games.md, "Caching").
 */
export function sharePublicAnswer(reply: FastifyReply): void {
  reply.header('cache-control', 'public, max-age=30').header('vary', 'Merchant, Language');
}

/** Public catalogue calls (no token): games, vendor lanes, hot games; answers kept briefly in `cache`. */
export const catalogueRoutes: FastifyPluginAsyncTypebox<{ db: Db; cache: CatalogueCache }> = async (app, { db, cache }) => {
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
    async (request, reply) => {
      const { gameType, vassalage, gameClassify, pageNo, pageSize } = request.query;
      const language = askedLanguage(request, request.query);
      const merchant = merchantOf(request).code;
      const value = await cache.answer(['games', merchant, language, gameType, vassalage, gameClassify, pageNo, pageSize], async () => {
        const { rows, total } = await listVisibleGames(
          db,
          merchant,
          { gameType, vendorCode: vassalage, classification: gameClassify },
          pageWindow({ pageNo, pageSize }),
        );
        return {
          games: rows.map((row) => gameView(row, language)),
          pageNo,
          totalPages: Math.max(1, Math.ceil(total / pageSize)),
          total,
        };
      });
      sharePublicAnswer(reply);
      return ok(value);
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
    async (request, reply) => {
      const merchant = merchantOf(request).code;
      const language = askedLanguage(request, request.query);
      const value = await cache.answer(['lanes', merchant, language], async () => ({ data: { lanes: await listVendorLanes(db, merchant, language) } }));
      sharePublicAnswer(reply);
      return ok(value);
    },
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
    async (request, reply) => {
      const merchant = merchantOf(request).code;
      const language = askedLanguage(request, request.query);
      const value = await cache.answer(['hot', merchant, language], async () => ({
        list: (await listHotGames(db, merchant, HOT_GAMES_SHOWN)).map((row) => gameView(row, language)),
      }));
      sharePublicAnswer(reply);
      return ok(value);
    },
  );

  app.get(
    '/wps/notice_popular',
    {
      schema: {
        tags: ['games'],
        summary: "The notices and the brand's popular games (most players in 7 days, then hot games), no token",
        headers: CommonHeadersSchema,
        querystring: HotGamesQuerySchema,
        response: envelopeResponses(NoticePopularValueSchema),
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      const language = askedLanguage(request, request.query);
      // Notices are read fresh (an operator's new notice shows at once); the popular list is cached like the hot games.
      const [notices, popular] = await Promise.all([
        listNotices(db, { merchantCode: merchant.code, language, fallback: merchant.defaultLanguage }),
        cache.answer(['popular', merchant.code, language], async () => (await listPopularGames(db, merchant.code, POPULAR_SHOWN)).map((row) => gameView(row, language))),
      ]);
      return ok({ notices, popular });
    },
  );
};
