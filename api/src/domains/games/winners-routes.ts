import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../platform/db/db';
import { CommonHeadersSchema, envelopeResponses, ok, WinnersQuerySchema, WinnersValueSchema } from '@khela/contracts';
import { merchantOf } from '../../platform/request-context';
import { askedLanguage } from './catalogue-routes';
import { listWinners } from './winners';

/** The board is the same for every visitor of a brand: shared caches may keep it briefly. */
const BOARD_CACHE = 'public, max-age=30';

/** The public winners board (no token). */
export const winnersRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/lgw/games/winners',
    {
      schema: {
        tags: ['games'],
        summary: "The brand's latest wins, newest first: masked player, game, payout",
        headers: CommonHeadersSchema,
        querystring: WinnersQuerySchema,
        response: envelopeResponses(WinnersValueSchema),
      },
    },
    async (request, reply) => {
      const { gameCategory, limitNum } = request.query;
      const language = askedLanguage(request, request.query);
      const list = await listWinners(db, merchantOf(request).code, gameCategory === 'ALL' ? null : gameCategory, limitNum, language);
      reply.header('cache-control', BOARD_CACHE).header('vary', 'Merchant, Language');
      return ok({ list });
    },
  );
};
