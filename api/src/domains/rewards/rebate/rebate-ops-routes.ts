import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok, OPERATOR_ROLES } from '@khela/contracts';
import { RewardsOpsMerchantQuerySchema } from '@khela/contracts/rewards';
import {
  REBATE_OPS_PATHS,
  RebateOpsClaimsPageSchema,
  RebateOpsClaimsQuerySchema,
  RebateRatesBodySchema,
  RebateRatesSchema,
  RebateSettingsBodySchema,
  RebateSettingsViewSchema,
} from '@khela/contracts/rewards';
import type { Db } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { requireOperator } from '../../../platform/ops/operator-actor';
import { OperatorHeadersSchema } from '../../../platform/ops/ops-scope';
import { listRebateRates, rebateRatesDuplicate, replaceRebateRates } from './rebate-rates';
import { listClaims } from './rebate-records';
import { changeRebateSettings, readRebateSettings } from './rebate-settings';

/** The brand exists: a rule for a brand that is not there is a mistake, not a new brand. */
async function requireBrand(db: Db, merchant: string): Promise<void> {
  const [row] = await db.query('SELECT 1 FROM merchants WHERE code = $1', [merchant]);
  if (!row) throw new ApiError(404, 'rebate.brand.unknown', { merchant });
}

/** /ops/rewards/rebate: rates and settings (admin, recorded), and the claims (any operator of the brand). */
export const rebateOpsRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    REBATE_OPS_PATHS.rates,
    { schema: { tags: ['operator'], summary: "The brand's rebate rates per VIP level, game type and vendor", headers: OperatorHeadersSchema, querystring: RewardsOpsMerchantQuerySchema, response: envelopeResponses(RebateRatesSchema) } },
    async (request) => {
      requireOperator(request, OPERATOR_ROLES, request.query.merchant);
      return ok({ merchant: request.query.merchant, rates: await listRebateRates(db, request.query.merchant) });
    },
  );

  app.put(
    REBATE_OPS_PATHS.rates,
    { schema: { tags: ['operator'], summary: "Replaces the brand's whole rebate rate table (admin; recorded as rebate.rates)", headers: OperatorHeadersSchema, body: RebateRatesBodySchema, response: envelopeResponses(RebateRatesSchema) } },
    async (request) => {
      const actor = requireOperator(request, ['admin'], request.body.merchant);
      await requireBrand(db, request.body.merchant);
      const duplicate = rebateRatesDuplicate(request.body.rates);
      if (duplicate) throw new ApiError(400, 'rebate.rates.duplicate', { level: duplicate.vipLevel, gameType: duplicate.gameType, vendor: duplicate.vendorCode || '-' });
      const rates = await db.transaction((tx) => replaceRebateRates(tx, actor, request.body));
      return ok({ merchant: request.body.merchant, rates });
    },
  );

  app.get(
    REBATE_OPS_PATHS.settings,
    { schema: { tags: ['operator'], summary: "The brand's rebate settings: minimum claim, wagering multiple, daily auto-claim, default daily cap, bonus expiry", headers: OperatorHeadersSchema, querystring: RewardsOpsMerchantQuerySchema, response: envelopeResponses(RebateSettingsViewSchema) } },
    async (request) => {
      requireOperator(request, OPERATOR_ROLES, request.query.merchant);
      return ok({ merchant: request.query.merchant, settings: await readRebateSettings(db, request.query.merchant) });
    },
  );

  app.put(
    REBATE_OPS_PATHS.settings,
    { schema: { tags: ['operator'], summary: "Changes some of the brand's rebate settings (admin; recorded as rebate.settings)", headers: OperatorHeadersSchema, body: RebateSettingsBodySchema, response: envelopeResponses(RebateSettingsViewSchema) } },
    async (request) => {
      const actor = requireOperator(request, ['admin'], request.body.merchant);
      await requireBrand(db, request.body.merchant);
      const settings = await db.transaction((tx) => changeRebateSettings(tx, actor, request.body));
      return ok({ merchant: request.body.merchant, settings });
    },
  );

  app.get(
    REBATE_OPS_PATHS.claims,
    { schema: { tags: ['operator'], summary: "The brand's rebate claims, newest first (one account's with account=)", headers: OperatorHeadersSchema, querystring: RebateOpsClaimsQuerySchema, response: envelopeResponses(RebateOpsClaimsPageSchema) } },
    async (request) => {
      requireOperator(request, OPERATOR_ROLES, request.query.merchant);
      const { merchant, account, pageNo, pageSize } = request.query;
      return ok(await listClaims(db, merchant, { account }, { pageNo, pageSize }));
    },
  );
};
