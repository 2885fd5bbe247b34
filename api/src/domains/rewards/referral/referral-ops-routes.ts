import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok, OPERATOR_ROLES } from '@khela/contracts';
import {
  REWARDS_REFERRAL_OPS_PATHS,
  ReferralOpsInviteesAnswerSchema,
  ReferralOpsInviteesQuerySchema,
  ReferralOpsQuerySchema,
  ReferralRulesAnswerSchema,
  ReferralRulesBodySchema,
} from '@khela/contracts/rewards';
import type { Db } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { requireOperator } from '../../../platform/ops/operator-actor';
import { OperatorHeadersSchema } from '../../../platform/ops/ops-scope';
import { findMemberByAccount } from '../../identity';
import { readReferralRules, saveReferralRules } from './referral-rules';
import { referralOpsInvitees } from './referral-view';

/** Operators' referral calls: the rules (read by any operator, replaced by admin, recorded), a member's invitees. */
export const referralOpsRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    REWARDS_REFERRAL_OPS_PATHS.rules,
    { schema: { tags: ['operator'], summary: "The brand's referral rules: validity thresholds and reward tiers", headers: OperatorHeadersSchema, querystring: ReferralOpsQuerySchema, response: envelopeResponses(ReferralRulesAnswerSchema) } },
    async (request) => {
      requireOperator(request, OPERATOR_ROLES, request.query.merchant);
      return ok({ merchant: request.query.merchant, ...(await readReferralRules(db, request.query.merchant)) });
    },
  );

  app.put(
    REWARDS_REFERRAL_OPS_PATHS.rules,
    { schema: { tags: ['operator'], summary: "Replaces the brand's referral rules (referral.rules, admin): thresholds in minor units, tiers rising by invitees", headers: OperatorHeadersSchema, body: ReferralRulesBodySchema, response: envelopeResponses(ReferralRulesAnswerSchema) } },
    async (request) => {
      const actor = requireOperator(request, ['admin'], request.body.merchant);
      const rules = await db.transaction((tx) => saveReferralRules(tx, actor, request.body));
      return ok({ merchant: request.body.merchant, ...rules });
    },
  );

  app.get(
    REWARDS_REFERRAL_OPS_PATHS.invitees,
    { schema: { tags: ['operator'], summary: "One member's invitees with their status and figures, and their count of valid invitees", headers: OperatorHeadersSchema, querystring: ReferralOpsInviteesQuerySchema, response: envelopeResponses(ReferralOpsInviteesAnswerSchema) } },
    async (request) => {
      const { merchant, account } = request.query;
      requireOperator(request, OPERATOR_ROLES, merchant);
      const member = await findMemberByAccount(db, merchant, account);
      if (!member) throw new ApiError(404, 'operator.member.unknown', { account: account.slice(0, 64) });
      return ok({ account: member.account, ...(await referralOpsInvitees(db, merchant, member.id)) });
    },
  );
};
