import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok, OPERATOR_ROLES } from '@khela/contracts';
import {
  REWARDS_VIP_OPS_PATHS,
  VipChangesAnswerSchema,
  VipChangesQuerySchema,
  VipLevelsAnswerSchema,
  VipLevelsBodySchema,
  VipMemberParamsSchema,
  VipOpsMerchantQuerySchema,
  VipSetAnswerSchema,
  VipSetBodySchema,
} from '@khela/contracts/rewards';
import type { Db } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { requireOperator } from '../../../platform/ops/operator-actor';
import { OperatorHeadersSchema } from '../../../platform/ops/ops-scope';
import { findMemberByAccount } from '../../identity';
import { changeToWire, listChanges } from './vip-changes';
import { readLadder, readVipSettings, rungToWire, saveLadder } from './vip-levels';
import { setMemberLevel } from './vip-set';

export interface VipOpsOptions {
  db: Db;
  now: () => Date;
  notify: (merchantCode: string, memberId: string) => void;
}

/** Operators' VIP calls: the ladder (admin), a member's level (admin and finance: gifts are money), the change history (any operator). */
export const vipOpsRoutes: FastifyPluginAsyncTypebox<VipOpsOptions> = async (app, { db, now, notify }) => {
  app.get(
    REWARDS_VIP_OPS_PATHS.levels,
    { schema: { tags: ['operator'], summary: "The brand's VIP ladder and switches", headers: OperatorHeadersSchema, querystring: VipOpsMerchantQuerySchema, response: envelopeResponses(VipLevelsAnswerSchema) } },
    async (request) => {
      const merchant = request.query.merchant;
      requireOperator(request, OPERATOR_ROLES, merchant);
      const [ladder, settings] = await Promise.all([readLadder(db, merchant), readVipSettings(db, merchant)]);
      return ok({ merchant, ...settings, levels: ladder.map(rungToWire) });
    },
  );

  app.put(
    REWARDS_VIP_OPS_PATHS.levels,
    { schema: { tags: ['operator'], summary: "Replaces the brand's VIP ladder (level 0 first, no gaps, thresholds rising) and/or sets its switches (enabled, relegation); recorded as vip.levels", headers: OperatorHeadersSchema, body: VipLevelsBodySchema, response: envelopeResponses(VipLevelsAnswerSchema) } },
    async (request) => {
      const actor = requireOperator(request, ['admin'], request.body.merchant);
      const { ladder, settings } = await db.transaction((tx) => saveLadder(tx, actor, request.body));
      return ok({ merchant: request.body.merchant, ...settings, levels: ladder.map(rungToWire) });
    },
  );

  app.post(
    REWARDS_VIP_OPS_PATHS.member,
    { schema: { tags: ['operator'], summary: "Sets a member's VIP level with a reason (vip.set); no gift unless withGift (the level's level-up gift, once ever)", headers: OperatorHeadersSchema, params: VipMemberParamsSchema, body: VipSetBodySchema, response: envelopeResponses(VipSetAnswerSchema) } },
    async (request) => {
      const actor = requireOperator(request, ['admin', 'finance'], request.body.merchant);
      const outcome = await setMemberLevel(db, actor, request.params.account, request.body, now());
      if (outcome.change) notify(request.body.merchant, outcome.memberId);
      return ok({ account: outcome.account, change: outcome.change ? changeToWire({ ...outcome.change, account: outcome.account }) : null, giftItemId: outcome.giftItemId });
    },
  );

  app.get(
    REWARDS_VIP_OPS_PATHS.changes,
    { schema: { tags: ['operator'], summary: 'VIP level changes, newest first (upgrades, relegations, operators), of the brand or one member', headers: OperatorHeadersSchema, querystring: VipChangesQuerySchema, response: envelopeResponses(VipChangesAnswerSchema) } },
    async (request) => {
      const { merchant, account, limit } = request.query;
      requireOperator(request, OPERATOR_ROLES, merchant);
      let memberId: string | undefined;
      if (account) {
        const member = await findMemberByAccount(db, merchant, account);
        if (!member) throw new ApiError(404, 'operator.member.unknown', { account: account.slice(0, 64) });
        memberId = member.id;
      }
      return ok({ changes: (await listChanges(db, merchant, { memberId, limit })).map(changeToWire) });
    },
  );
};
