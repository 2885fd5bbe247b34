import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../platform/db/db';
import { CommonHeadersSchema, envelopeResponses, HotMatchesQuerySchema, HotMatchesValueSchema, ok } from '@khela/contracts';
import { merchantOf } from '../../platform/request-context';
import { askedLanguage } from '../games';
import { listHotMatches } from './fixtures-repo';
import { type BookFeed, brandOffersBook, hotMatchOfBook } from './book-hot-matches';

/** The home page shows this many. */
const HOT_MATCHES_SHOWN = 20;

/** The sports domain: fixtures the brand's sports vendors book (docs/games.md, "Hot matches"). Public. */
export const sportsRoutes: FastifyPluginAsyncTypebox<{ db: Db; book: BookFeed }> = async (app, { db, book }) => {
  app.get(
    '/lgw/sports/hot_matches',
    {
      schema: {
        tags: ['sports'],
        summary: "Khela's own book's live and upcoming events, then other vendors' upcoming matches (and those started in the last two hours) by kickoff, with money-line odds",
        headers: CommonHeadersSchema,
        querystring: HotMatchesQuerySchema,
        response: envelopeResponses(HotMatchesValueSchema),
      },
    },
    async (request, reply) => {
      const merchant = merchantOf(request);
      // Khela's own book first (its live and upcoming events), then other vendors' fixtures.
      const own = (await brandOffersBook(db, merchant.code)) ? (await book.matches()).map((m) => hotMatchOfBook(m, merchant.timeZone)) : [];
      const others = await listHotMatches(db, { merchantCode: merchant.code, timeZone: merchant.timeZone }, askedLanguage(request, request.query), HOT_MATCHES_SHOWN);
      const list = [...own, ...others].slice(0, HOT_MATCHES_SHOWN);
      // Short: the book's odds move (its own answer is cached 15 s in this process).
      reply.header('cache-control', `public, max-age=${own.length > 0 ? 15 : 60}`).header('vary', 'Merchant, Language');
      return ok({ list });
    },
  );
};
