import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireIdentity } from '../../platform/auth';
import type { Db } from '../../platform/db/db';
import { BetRecordPageSchema, BetRecordsQuerySchema, CommonHeadersSchema, envelopeResponses, ok } from '@khela/contracts';
import { ApiError } from '../../platform/errors';
import { merchantOf } from '../../platform/request-context';
import { readBetRecords } from './bet-records';
import { askedLanguage } from './catalogue-routes';

/** The member's betting record (SPEC personalHistoryCopy). Needs a session. */
export const betRecordRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/wps/game/bet_records',
    {
      schema: {
        tags: ['games'],
        summary: "The member's bets as the vendors reported them, newest first, with totals over every selected bet",
        headers: CommonHeadersSchema,
        querystring: BetRecordsQuerySchema,
        response: envelopeResponses(BetRecordPageSchema),
      },
    },
    async (request) => {
      const identity = await requireIdentity(app, request);
      const { gameType, vendor, status, from, to, pageNo, pageSize } = request.query;
      // The account record's rule and message (docs/wallet.md): the days are the same kind of filter.
      if (from && to && from > to) throw new ApiError(400, 'wallet.record.range');
      const bettor = { merchantCode: identity.merchantCode, memberId: identity.memberId, timeZone: merchantOf(request).timeZone };
      return ok(await readBetRecords(db, bettor, { gameType, vendor, status, from, to }, { pageNo, pageSize }, askedLanguage(request, request.query)));
    },
  );
};
