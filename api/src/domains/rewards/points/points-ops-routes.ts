import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok, OPERATOR_ROLES } from '@khela/contracts';
import {
  OpsDecisionBodySchema,
  OpsMallItemBodySchema,
  OpsMallItemSchema,
  OpsMallItemsSchema,
  OpsPointsAdjustAnswerSchema,
  OpsPointsAdjustBodySchema,
  OpsPointsRatesBodySchema,
  OpsPointsSettingsBodySchema,
  OpsRedemptionSchema,
  OpsRedemptionsPageSchema,
  OpsRedemptionsQuerySchema,
  POINTS_OPS_PATHS,
  PointsOpsIdParamsSchema,
  PointsOpsMerchantQuerySchema,
  PointsRatesSchema,
  PointsSettingsSchema,
} from '@khela/contracts/rewards';
import type { Db } from '../../../platform/db/db';
import { requireOperator } from '../../../platform/ops/operator-actor';
import { OperatorHeadersSchema } from '../../../platform/ops/ops-scope';
import { findMemberById } from '../../identity';
import type { Ledger } from '../../wallet';
import { decideRedemption, type GoodsDecision } from './mall-decisions';
import { brandRedemptions, opsRedemptionView } from './mall-redemptions';
import { adjustPoints } from './points-adjust';
import { opsMallItems, opsPointsRates, opsPointsSettings, opsSaveMallItem, opsSetPointsRates, opsSetPointsSettings } from './points-ops';

/** /ops/rewards/mall/… and /ops/rewards/points/…: reads for every operator of the brand, rules for admins, money for finance and admins. */
export const pointsOpsRoutes: FastifyPluginAsyncTypebox<{ db: Db; ledger: Ledger; now: () => Date }> = async (app, { db, ledger, now }) => {
  const headers = OperatorHeadersSchema;

  app.get(
    POINTS_OPS_PATHS.items,
    { schema: { tags: ['operator'], summary: "The brand's mall items, on sale or not", headers, querystring: PointsOpsMerchantQuerySchema, response: envelopeResponses(OpsMallItemsSchema) } },
    async (request) => {
      requireOperator(request, OPERATOR_ROLES, request.query.merchant);
      return ok(await opsMallItems(db, request.query.merchant));
    },
  );
  app.post(
    POINTS_OPS_PATHS.items,
    { schema: { tags: ['operator'], summary: 'Adds a mall item (recorded: mall.item.save)', headers, body: OpsMallItemBodySchema, response: envelopeResponses(OpsMallItemSchema) } },
    async (request) => {
      const actor = requireOperator(request, ['admin'], request.body.merchant);
      return ok(await opsSaveMallItem(db, actor, null, request.body));
    },
  );
  app.put(
    POINTS_OPS_PATHS.item,
    { schema: { tags: ['operator'], summary: 'Changes a mall item: names, cost, stock, caps, value, on or off (recorded: mall.item.save)', headers, params: PointsOpsIdParamsSchema, body: OpsMallItemBodySchema, response: envelopeResponses(OpsMallItemSchema) } },
    async (request) => {
      const actor = requireOperator(request, ['admin'], request.body.merchant);
      return ok(await opsSaveMallItem(db, actor, request.params.id, request.body));
    },
  );

  app.get(
    POINTS_OPS_PATHS.redemptions,
    { schema: { tags: ['operator'], summary: "The brand's redemptions, newest first, with delivery addresses (status IN_PROCESS: goods to decide)", headers, querystring: OpsRedemptionsQuerySchema, response: envelopeResponses(OpsRedemptionsPageSchema) } },
    async (request) => {
      const { merchant, status, pageNo, pageSize } = request.query;
      requireOperator(request, OPERATOR_ROLES, merchant);
      const records = await brandRedemptions(db, merchant, status, { pageNo, pageSize });
      return ok({ ...records, records: records.records.map(opsRedemptionView) });
    },
  );
  const decide = (decision: GoodsDecision) =>
    async (request: { body: { merchant: string; reason?: string }; params: { id: string } } & Parameters<typeof requireOperator>[0]) => {
      const { merchant, reason } = request.body;
      const actor = requireOperator(request, ['admin', 'finance'], merchant);
      const decided = await decideRedemption(db, ledger, actor, merchant, request.params.id, decision, reason ?? null, now());
      const member = await findMemberById(db, merchant, decided.memberId);
      return ok(opsRedemptionView({ ...decided, account: member?.account ?? '' }));
    };
  app.post(
    POINTS_OPS_PATHS.approve,
    { schema: { tags: ['operator'], summary: 'Goods shipped: the redemption is APPROVED (recorded: mall.redemption.approve)', headers, params: PointsOpsIdParamsSchema, body: OpsDecisionBodySchema, response: envelopeResponses(OpsRedemptionSchema) } },
    decide('approve'),
  );
  app.post(
    POINTS_OPS_PATHS.reject,
    { schema: { tags: ['operator'], summary: 'Goods refused with a reason: REJECTED, points refunded and stock restored in one transaction (recorded: mall.redemption.reject)', headers, params: PointsOpsIdParamsSchema, body: OpsDecisionBodySchema, response: envelopeResponses(OpsRedemptionSchema) } },
    decide('reject'),
  );

  app.get(
    POINTS_OPS_PATHS.rates,
    { schema: { tags: ['operator'], summary: 'Points per ৳100 of valid bet (×1000) by game type', headers, querystring: PointsOpsMerchantQuerySchema, response: envelopeResponses(PointsRatesSchema) } },
    async (request) => {
      requireOperator(request, OPERATOR_ROLES, request.query.merchant);
      return ok(await opsPointsRates(db, request.query.merchant));
    },
  );
  app.put(
    POINTS_OPS_PATHS.rates,
    { schema: { tags: ['operator'], summary: "Replaces the brand's points rates; a game type left out earns nothing (recorded: points.rates)", headers, body: OpsPointsRatesBodySchema, response: envelopeResponses(PointsRatesSchema) } },
    async (request) => {
      const actor = requireOperator(request, ['admin'], request.body.merchant);
      return ok(await opsSetPointsRates(db, actor, request.body.merchant, request.body.rates));
    },
  );

  app.get(
    POINTS_OPS_PATHS.settings,
    { schema: { tags: ['operator'], summary: 'Conversion rules: points per taka, minimum, daily limits, bonus multiple', headers, querystring: PointsOpsMerchantQuerySchema, response: envelopeResponses(PointsSettingsSchema) } },
    async (request) => {
      requireOperator(request, OPERATOR_ROLES, request.query.merchant);
      return ok(await opsPointsSettings(db, request.query.merchant));
    },
  );
  app.put(
    POINTS_OPS_PATHS.settings,
    { schema: { tags: ['operator'], summary: 'Changes the conversion rules (merged over the current ones) (recorded: points.settings)', headers, body: OpsPointsSettingsBodySchema, response: envelopeResponses(PointsSettingsSchema) } },
    async (request) => {
      const { merchant, ...change } = request.body;
      const actor = requireOperator(request, ['admin'], merchant);
      return ok(await opsSetPointsSettings(db, actor, merchant, change));
    },
  );

  app.post(
    POINTS_OPS_PATHS.adjustments,
    { schema: { tags: ['operator'], summary: "Adjusts a member's points with a reason (finance, admin) (recorded: points.adjust)", headers, body: OpsPointsAdjustBodySchema, response: envelopeResponses(OpsPointsAdjustAnswerSchema) } },
    async (request) => {
      const { merchant, account, points, reason, requestId } = request.body;
      const actor = requireOperator(request, ['admin', 'finance'], merchant);
      const outcome = await adjustPoints(db, ledger, actor, { merchantCode: merchant, account, points, reason, requestId });
      return ok({ transferId: outcome.transferId, balance: Number(outcome.balance), replayed: outcome.replayed });
    },
  );
};
