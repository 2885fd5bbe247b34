import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireIdentity } from '../../platform/auth';
import type { Db } from '../../platform/db/db';
import {
  BetRecordPageSchema,
  BetRecordsQuerySchema,
  CommonHeadersSchema,
  envelopeResponses,
  ok,
  PERSONAL_PROFIT_PATH,
  PersonalProfitQuerySchema,
  PersonalProfitSchema,
  PROFIT_MAX_DAYS,
} from '@khela/contracts';
import { ApiError } from '../../platform/errors';
import { merchantOf } from '../../platform/request-context';
import { readBetRecords } from './bet-records';
import { askedLanguage } from './catalogue-routes';
import { readPersonalProfit } from './personal-profit';

/** Days from one calendar day to another, both included (yyyy-MM-dd). */
const daysIncluded = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

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

  app.get(
    PERSONAL_PROFIT_PATH,
    {
      schema: {
        tags: ['games'],
        summary: "The member's profit and loss from their settled bets (SPEC personalProfit): by settlement day, game type and vendor, with totals",
        headers: CommonHeadersSchema,
        querystring: PersonalProfitQuerySchema,
        response: envelopeResponses(PersonalProfitSchema),
      },
    },
    async (request) => {
      const identity = await requireIdentity(app, request);
      const { from, to } = request.query;
      if (from > to) throw new ApiError(400, 'wallet.record.range');
      if (daysIncluded(from, to) > PROFIT_MAX_DAYS) throw new ApiError(400, 'profit.range.long', { days: String(PROFIT_MAX_DAYS) });
      const bettor = { merchantCode: identity.merchantCode, memberId: identity.memberId, timeZone: merchantOf(request).timeZone };
      return ok(await readPersonalProfit(db, bettor, from, to));
    },
  );
};
