import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CommonHeadersSchema, envelopeResponses, ok } from '@khela/contracts';
import { BonusForfeitBodySchema, BonusIdParamsSchema, BonusPageSchema, BonusRecordSchema, BonusesQuerySchema } from '@khela/contracts/rewards';
import type { Db } from '../../../platform/db/db';
import { merchantOf } from '../../../platform/request-context';
import { requireRealMember } from '../../identity';
import { bonusRecordView, listMemberGrants } from './bonus-records';
import { forfeitByMember } from './bonus-actions';

/** bonusDetails: the member's grants and giving one up (docs/adr/0016 §13). */
export const bonusRoutes: FastifyPluginAsyncTypebox<{ db: Db; now: () => Date }> = async (app, { db, now }) => {
  app.get(
    '/wps/rewards/bonuses',
    {
      schema: {
        tags: ['rewards'],
        summary: "The member's bonuses, newest first: amount, wagering progress, what each holds, expiry and status",
        headers: CommonHeadersSchema,
        querystring: BonusesQuerySchema,
        response: envelopeResponses(BonusPageSchema),
      },
    },
    async (request) => {
      const identity = await requireRealMember(app, request);
      const merchant = merchantOf(request);
      const { status, from, to, pageNo, pageSize } = request.query;
      // The member's own settled bets count first, so the progress shown never lags their last bet.
      const found = await db.transaction(async (tx) => {
        await app.rewards.drainMember(tx, merchant.code, identity.memberId, now());
        return listMemberGrants(tx, merchant.code, identity.memberId, { status, from, to, timeZone: merchant.timeZone, pageNo, pageSize });
      });
      return ok({
        records: found.grants.map((grant) => bonusRecordView(grant, request.language)),
        pageNo,
        pageSize,
        total: found.total,
        totalPages: Math.ceil(found.total / pageSize),
      });
    },
  );

  app.post(
    '/wps/rewards/bonuses/:id/forfeit',
    {
      schema: {
        tags: ['rewards'],
        summary: 'Give a bonus up (after a confirmation): what it holds goes back, the next waiting bonus starts',
        headers: CommonHeadersSchema,
        params: BonusIdParamsSchema,
        body: BonusForfeitBodySchema,
        response: envelopeResponses(BonusRecordSchema),
      },
    },
    async (request) => {
      const identity = await requireRealMember(app, request);
      const merchant = merchantOf(request);
      const ended = await forfeitByMember(db, app.rewards, app.ledger, merchant.code, identity.memberId, request.params.id, now());
      for (const outcome of ended.outcomes) app.ledger.announceAfterCommit(merchant.code, outcome);
      return ok(bonusRecordView(ended.grant, request.language));
    },
  );
};
