import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CommonHeadersSchema, envelopeResponses, ok } from '@khela/contracts';
import {
  ConvertAnswerSchema,
  ConvertBodySchema,
  MallItemsSchema,
  PointBalanceSchema,
  POINTS_PATHS,
  PointsDetailsPageSchema,
  PointsDetailsQuerySchema,
  PointsRulesSchema,
  RedeemAnswerSchema,
  RedeemBodySchema,
  RedemptionsPageSchema,
  RedemptionsQuerySchema,
} from '@khela/contracts/rewards';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../platform/db/db';
import { merchantOf } from '../../../platform/request-context';
import { openSealedBody } from '../../../platform/sealed-payload';
import { requireRealMember, TRIAL_TYPE } from '../../identity';
import { listMallItems, mallItemView, redeemedToday } from './mall-items';
import { type DrainMember, redeem } from './mall-redeem';
import { memberRedemptions, redemptionView } from './mall-redemptions';
import { convertPoints } from './points-convert';
import { pointBalance, pointsDetails } from './points-ledger';
import { ratesList, readPointsRates } from './points-rates';
import { brandDay, readPointsSettings } from './points-settings';

/** The logged-in real member, or null for a visitor (or a trial account): the mall shows its items to everyone. */
async function memberOrVisitor(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  const identity = request.authToken ? await app.identify(request) : null;
  return identity && identity.type !== TRIAL_TYPE ? identity.memberId : null;
}

/** The member's points and the mall (docs/adr/0016 §8 and §13); redeem and convert bodies are sealed (SPEC §7). */
export const pointsRoutes: FastifyPluginAsyncTypebox<{ db: Db; now: () => Date }> = async (app, { db, now }) => {
  const sealed = openSealedBody(db);
  const drain: DrainMember = (tx, merchantCode, memberId, at) => app.rewards.drainMember(tx, merchantCode, memberId, at);

  app.get(
    POINTS_PATHS.balance,
    { schema: { tags: ['rewards'], summary: "The member's points, all earned and all spent (points never expire)", headers: CommonHeadersSchema, response: envelopeResponses(PointBalanceSchema) } },
    async (request) => {
      const identity = await requireRealMember(app, request);
      // The member's own settled bets count before the answer: it never lags their last bet.
      await db.transaction((tx) => drain(tx, identity.merchantCode, identity.memberId, now()));
      return ok(await pointBalance(db, identity.merchantCode, identity.memberId));
    },
  );

  app.get(
    POINTS_PATHS.details,
    { schema: { tags: ['rewards'], summary: "Points details: every change of the member's points, newest first, by days of the brand's calendar", headers: CommonHeadersSchema, querystring: PointsDetailsQuerySchema, response: envelopeResponses(PointsDetailsPageSchema) } },
    async (request) => {
      const identity = await requireRealMember(app, request);
      const { pageNo, pageSize, from, to } = request.query;
      const merchant = merchantOf(request);
      return ok(await pointsDetails(db, { merchantCode: merchant.code, memberId: identity.memberId, timeZone: merchant.timeZone }, { from, to }, { pageNo, pageSize }, request.language));
    },
  );

  app.get(
    POINTS_PATHS.rules,
    { schema: { tags: ['rewards'], summary: 'How points are earned (per game type), converted, and that they never expire', headers: CommonHeadersSchema, response: envelopeResponses(PointsRulesSchema) } },
    async (request) => {
      const merchantCode = merchantOf(request).code;
      const [rates, settings] = await Promise.all([readPointsRates(db, merchantCode), readPointsSettings(db, merchantCode)]);
      return ok({ rates: ratesList(rates), ...settings, neverExpire: true as const });
    },
  );

  app.get(
    POINTS_PATHS.items,
    { schema: { tags: ['rewards'], summary: "The mall's items with stock and what today's caps leave (visitors too)", headers: CommonHeadersSchema, response: envelopeResponses(MallItemsSchema) } },
    async (request) => {
      const merchant = merchantOf(request);
      const memberId = await memberOrVisitor(app, request);
      const items = await listMallItems(db, merchant.code, { enabledOnly: true });
      const capped = items.filter((item) => item.dailyCap !== null || item.memberDailyCap !== null).map((item) => item.id);
      const today = await redeemedToday(db, capped, brandDay(now(), merchant.timeZone), memberId);
      return ok({ items: items.map((item) => mallItemView(item, request.language, today.get(item.id), memberId !== null)) });
    },
  );

  app.post(
    POINTS_PATHS.redeem,
    { preValidation: sealed, schema: { tags: ['rewards'], summary: 'Redeem points for a mall item (sealed body): stock, caps, points and the item in one transaction', headers: CommonHeadersSchema, body: RedeemBodySchema, response: envelopeResponses(RedeemAnswerSchema) } },
    async (request) => {
      const identity = await requireRealMember(app, request);
      const merchant = merchantOf(request);
      const { itemId, quantity, requestId, delivery } = request.body;
      const outcome = await redeem(db, app.ledger, drain, { merchantCode: merchant.code, memberId: identity.memberId, timeZone: merchant.timeZone, itemId, quantity, requestId, delivery: delivery ?? null }, now());
      return ok({ redemption: redemptionView(outcome.redemption, request.language), balance: Number(outcome.balance) });
    },
  );

  app.get(
    POINTS_PATHS.redemptions,
    { schema: { tags: ['rewards'], summary: "The member's redemptions, newest first (In Process, Approved, Rejected)", headers: CommonHeadersSchema, querystring: RedemptionsQuerySchema, response: envelopeResponses(RedemptionsPageSchema) } },
    async (request) => {
      const identity = await requireRealMember(app, request);
      const { status, pageNo, pageSize } = request.query;
      const records = await memberRedemptions(db, identity.memberId, status, { pageNo, pageSize });
      return ok({ ...records, records: records.records.map((record) => redemptionView(record, request.language)) });
    },
  );

  app.post(
    POINTS_PATHS.convert,
    { preValidation: sealed, schema: { tags: ['rewards'], summary: 'Convert points to cash (sealed body): multiples of the brand’s points per taka, within its daily limits', headers: CommonHeadersSchema, body: ConvertBodySchema, response: envelopeResponses(ConvertAnswerSchema) } },
    async (request) => {
      const identity = await requireRealMember(app, request);
      const merchant = merchantOf(request);
      const outcome = await convertPoints(db, app.ledger, drain, { merchantCode: merchant.code, memberId: identity.memberId, timeZone: merchant.timeZone, points: request.body.points, requestId: request.body.requestId }, now());
      if (outcome.paid) app.ledger.announceAfterCommit(merchant.code, outcome.paid);
      return ok({ points: Number(outcome.points), cash: Number(outcome.cash), balance: Number(outcome.balance), asBonus: outcome.asBonus });
    },
  );
};
