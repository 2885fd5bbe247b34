import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok, OPERATOR_ROLES } from '@khela/contracts';
import {
  BonusIdParamsSchema,
  OpsGrantBodySchema,
  OpsGrantCancelBodySchema,
  OpsGrantListSchema,
  OpsGrantSchema,
  OpsGrantsQuerySchema,
  REWARDS_CORE_OPS_PATHS,
  RewardsOpsMerchantQuerySchema,
  RewardsSettingsBodySchema,
  RewardsSettingsSchema,
} from '@khela/contracts/rewards';
import type { Db } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { recordOperatorAction, requireOperator } from '../../../platform/ops/operator-actor';
import { OperatorHeadersSchema } from '../../../platform/ops/ops-scope';
import { bonusRecordView, type GrantWithMoney } from './bonus-records';
import { cancelByOperator } from './bonus-actions';
import { readCoreSettings, updateCoreSettings } from './core-settings';
import { grantByOperator, grantsOfAccount } from './operator-grants';

const MONEY_ROLES = ['admin', 'finance'] as const;
// Operators read in English: the titles are the brand's, in the back office's language.
const opsView = (grant: GrantWithMoney, account: string) => ({ ...bonusRecordView(grant, 'en'), account, sourceRef: grant.grant.sourceRef });

/** /ops/rewards/grants and /ops/rewards/settings (docs/rewards.md "Core"): every change recorded. */
export const grantOpsRoutes: FastifyPluginAsyncTypebox<{ db: Db; now: () => Date }> = async (app, { db, now }) => {
  app.get(
    REWARDS_CORE_OPS_PATHS.grants,
    { schema: { tags: ['operator'], summary: "A member's bonus grants, newest first, with what each holds", headers: OperatorHeadersSchema, querystring: OpsGrantsQuerySchema, response: envelopeResponses(OpsGrantListSchema) } },
    async (request) => {
      const { merchant, account, status } = request.query;
      requireOperator(request, OPERATOR_ROLES, merchant);
      const found = await grantsOfAccount(db, merchant, account, status);
      return ok({ grants: found.grants.map((grant) => opsView(grant, found.account)) });
    },
  );

  app.post(
    REWARDS_CORE_OPS_PATHS.grants,
    { schema: { tags: ['operator'], summary: 'Grant bonus money with wagering to a member (finance, admin): once per request id', headers: OperatorHeadersSchema, body: OpsGrantBodySchema, response: envelopeResponses(OpsGrantSchema) } },
    async (request) => {
      const { merchant, account, amount, maxConvert, maxCountedStake, ...rest } = request.body;
      const actor = requireOperator(request, MONEY_ROLES, merchant);
      const granted = await grantByOperator(
        db,
        app.ledger,
        actor,
        { ...rest, merchantCode: merchant, account, amount: BigInt(amount), maxConvert: maxConvert === undefined ? undefined : BigInt(maxConvert), maxCountedStake: maxCountedStake === undefined ? undefined : BigInt(maxCountedStake) },
        now(),
      );
      return ok(opsView(granted, granted.account));
    },
  );

  app.post(
    REWARDS_CORE_OPS_PATHS.grantCancel,
    { schema: { tags: ['operator'], summary: 'Cancel an open grant (finance, admin): what it holds goes back to the bonus pool', headers: OperatorHeadersSchema, params: BonusIdParamsSchema, body: OpsGrantCancelBodySchema, response: envelopeResponses(OpsGrantSchema) } },
    async (request) => {
      const { merchant, reason } = request.body;
      const actor = requireOperator(request, MONEY_ROLES, merchant);
      const ended = await cancelByOperator(db, app.rewards, app.ledger, actor, merchant, request.params.id, reason, now());
      for (const outcome of ended.outcomes) app.ledger.announceAfterCommit(merchant, outcome);
      const [owner] = await db.query<{ account: string }>('SELECT account FROM members WHERE id = $1', [ended.grant.grant.memberId]);
      return ok(opsView(ended.grant, owner?.account ?? ''));
    },
  );

  app.get(
    REWARDS_CORE_OPS_PATHS.settings,
    { schema: { tags: ['operator'], summary: "The brand's reward settings (the core section)", headers: OperatorHeadersSchema, querystring: RewardsOpsMerchantQuerySchema, response: envelopeResponses(RewardsSettingsSchema) } },
    async (request) => {
      requireOperator(request, OPERATOR_ROLES, request.query.merchant);
      return ok({ core: await readCoreSettings(db, request.query.merchant) });
    },
  );

  app.put(
    REWARDS_CORE_OPS_PATHS.settings,
    { schema: { tags: ['operator'], summary: "Change the brand's reward settings (admin), recorded as rewards.settings", headers: OperatorHeadersSchema, body: RewardsSettingsBodySchema, response: envelopeResponses(RewardsSettingsSchema) } },
    async (request) => {
      const { merchant, core } = request.body;
      const actor = requireOperator(request, ['admin'], merchant);
      const [known] = await db.query('SELECT 1 FROM merchants WHERE code = $1', [merchant]);
      if (!known) throw new ApiError(404, 'merchant.unknown', { merchant: merchant.slice(0, 64) });
      const saved = await db.transaction(async (tx) => {
        const next = await updateCoreSettings(tx, merchant, core);
        await recordOperatorAction(tx, actor, { action: 'rewards.settings', merchantCode: merchant, target: 'core', details: { change: core } });
        return next;
      });
      return ok({ core: saved });
    },
  );
};
