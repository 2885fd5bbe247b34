import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok, OPERATOR_ROLES, type OperatorRole } from '@khela/contracts';
import {
  CampaignSaveBodySchema,
  OpsAbuseSchema,
  OpsCampaignListSchema,
  OpsCampaignSchema,
  OpsClaimDecisionBodySchema,
  OpsClaimListSchema,
  OpsClaimParams,
  OpsClaimSchema,
  OpsClaimsQuerySchema,
  OpsMerchantBodySchema,
  PROMOTIONS_OPS_PATHS,
  PromotionCodeParams,
  RewardsOpsMerchantQuerySchema,
} from '@khela/contracts/rewards';
import type { Db } from '../../../platform/db/db';
import { requireOperator } from '../../../platform/ops/operator-actor';
import { OperatorHeadersSchema } from '../../../platform/ops/ops-scope';
import { abuseGroups } from './abuse';
import { listCampaigns, opsCampaignView } from './campaigns';
import { saveCampaignAsOperator, switchCampaignAsOperator } from './campaign-admin';
import { listClaims } from './claims-list';
import type { PromotionFlows } from './promotion-flows';
import { opsClaimView } from './promotion-views';

const ADMIN: readonly OperatorRole[] = ['admin'];
const MONEY: readonly OperatorRole[] = ['admin', 'finance'];

/** The back office's promotions (docs/adr/0016 §14): campaigns for admins, claim decisions for finance and admins. */
export const promotionsOpsRoutes: FastifyPluginAsyncTypebox<{ db: Db; flows: PromotionFlows; now: () => Date }> = async (app, { db, flows, now }) => {
  const headers = OperatorHeadersSchema;

  app.get(
    PROMOTIONS_OPS_PATHS.campaigns,
    { schema: { tags: ['operator'], summary: "A brand's campaigns, with their rules", headers, querystring: RewardsOpsMerchantQuerySchema, response: envelopeResponses(OpsCampaignListSchema) } },
    async (request) => {
      requireOperator(request, OPERATOR_ROLES, request.query.merchant);
      return ok({ campaigns: (await listCampaigns(db, request.query.merchant)).map(opsCampaignView) });
    },
  );

  const save = async (request: { body: Parameters<typeof saveCampaignAsOperator>[2] } & Parameters<typeof requireOperator>[0]) => {
    const actor = requireOperator(request, ADMIN, request.body.merchant);
    return ok(opsCampaignView(await saveCampaignAsOperator(db, actor, request.body)));
  };
  app.post(
    PROMOTIONS_OPS_PATHS.campaigns,
    { schema: { tags: ['operator'], summary: 'Create or replace a campaign (rules checked against its kind)', headers, body: CampaignSaveBodySchema, response: envelopeResponses(OpsCampaignSchema) } },
    async (request) => save(request),
  );
  app.put(
    PROMOTIONS_OPS_PATHS.campaign,
    { schema: { tags: ['operator'], summary: 'Replace a campaign (the path names its code)', headers, params: PromotionCodeParams, body: CampaignSaveBodySchema, response: envelopeResponses(OpsCampaignSchema) } },
    async (request) => save({ ...request, body: { ...request.body, code: request.params.code } } as typeof request),
  );
  for (const [path, enabled] of [[PROMOTIONS_OPS_PATHS.enable, true], [PROMOTIONS_OPS_PATHS.disable, false]] as const) {
    app.post(
      path,
      { schema: { tags: ['operator'], summary: enabled ? 'Open a campaign to members' : 'Close a campaign (entries stay as they are)', headers, params: PromotionCodeParams, body: OpsMerchantBodySchema, response: envelopeResponses(OpsCampaignSchema) } },
      async (request) => {
        const actor = requireOperator(request, ADMIN, request.body.merchant);
        return ok(opsCampaignView(await switchCampaignAsOperator(db, actor, request.body.merchant, request.params.code, enabled)));
      },
    );
  }

  app.get(
    PROMOTIONS_OPS_PATHS.claims,
    { schema: { tags: ['operator'], summary: "A brand's promotion entries, newest first (status APPLYING: waiting for a decision)", headers, querystring: OpsClaimsQuerySchema, response: envelopeResponses(OpsClaimListSchema) } },
    async (request) => {
      requireOperator(request, OPERATOR_ROLES, request.query.merchant);
      return ok({ claims: (await listClaims(db, request.query.merchant, request.query.status)).map(opsClaimView) });
    },
  );

  const claimRow = async (merchant: string, id: string) => {
    const [row] = await listClaims(db, merchant, undefined, { id });
    return row!;
  };
  app.post(
    PROMOTIONS_OPS_PATHS.approve,
    { schema: { tags: ['operator'], summary: 'Approve an Applying claim: the reward is paid in the same transaction', headers, params: OpsClaimParams, body: OpsClaimDecisionBodySchema, response: envelopeResponses(OpsClaimSchema) } },
    async (request) => {
      const actor = requireOperator(request, MONEY, request.body.merchant);
      await flows.approve(actor, request.body.merchant, request.params.id, now());
      return ok(opsClaimView(await claimRow(request.body.merchant, request.params.id)));
    },
  );
  app.post(
    PROMOTIONS_OPS_PATHS.reject,
    { schema: { tags: ['operator'], summary: 'Reject an Applying claim with the reason the member reads', headers, params: OpsClaimParams, body: OpsClaimDecisionBodySchema, response: envelopeResponses(OpsClaimSchema) } },
    async (request) => {
      const actor = requireOperator(request, MONEY, request.body.merchant);
      await flows.reject(actor, request.body.merchant, request.params.id, request.body.reason ?? '');
      return ok(opsClaimView(await claimRow(request.body.merchant, request.params.id)));
    },
  );

  app.get(
    PROMOTIONS_OPS_PATHS.abuse,
    { schema: { tags: ['operator'], summary: 'Members holding campaign bonuses who share a device or a payout account', headers, querystring: RewardsOpsMerchantQuerySchema, response: envelopeResponses(OpsAbuseSchema) } },
    async (request) => {
      requireOperator(request, OPERATOR_ROLES, request.query.merchant);
      return ok({ groups: await abuseGroups(db, request.query.merchant) });
    },
  );
};
