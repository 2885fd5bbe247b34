import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../platform/db/db';
import { CommonHeadersSchema, envelopeResponses, HotMatchesQuerySchema, HotMatchesValueSchema, ok } from '@khela/contracts';
import { merchantOf } from '../../platform/request-context';
import { askedLanguage } from '../games';
import { listHotMatches } from './fixtures-repo';

/** The home page shows this many. */
const HOT_MATCHES_SHOWN = 20;

/** The sports domain: fixtures the brand's sports vendors book (docs/games.md, "Hot matches"). Public. */
export const sportsRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/lgw/sports/hot_matches',
    {
      schema: {
        tags: ['sports'],
        summary: 'Upcoming matches (and those started in the last two hours) by kickoff, with money-line odds',
        headers: CommonHeadersSchema,
        querystring: HotMatchesQuerySchema,
        response: envelopeResponses(HotMatchesValueSchema),
      },
    },
    async (request, reply) => {
      const merchant = merchantOf(request);
      const list = await listHotMatches(db, { merchantCode: merchant.code, timeZone: merchant.timeZone }, askedLanguage(request, request.query), HOT_MATCHES_SHOWN);
      reply.header('cache-control', 'public, max-age=60').header('vary', 'Merchant, Language');
      return ok({ list });
    },
  );
};
