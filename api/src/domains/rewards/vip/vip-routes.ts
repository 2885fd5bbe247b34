import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CommonHeadersSchema, envelopeResponses, ok } from '@khela/contracts';
import { REWARDS_VIP_PATHS, VipPageSchema } from '@khela/contracts/rewards';
import type { Db } from '../../../platform/db/db';
import { requireRealMember } from '../../identity';
import type { RewardsCore } from '../core/rewards-core';
import { readRewardMember } from '../core/reward-members';
import { vipPage } from './vip-view';

/** The member's VIP page (docs/rewards.md "VIP"). */
export const vipRoutes: FastifyPluginAsyncTypebox<{ db: Db; core: RewardsCore; now: () => Date }> = async (app, { db, core, now }) => {
  app.get(
    REWARDS_VIP_PATHS.vip,
    { schema: { tags: ['rewards'], summary: "The VIP ladder, the member's level, progress to the next level and what keeps this one this month (their latest bets counted first)", headers: CommonHeadersSchema, response: envelopeResponses(VipPageSchema) } },
    async (request) => {
      const identity = await requireRealMember(app, request);
      const at = now();
      // The member's own settled bets count before the page shows their progress (docs/adr/0016 §3).
      const page = await db.transaction(async (tx) => {
        await core.drainMember(tx, identity.merchantCode, identity.memberId, at);
        return vipPage(tx, await readRewardMember(tx, identity.merchantCode, identity.memberId), request.language, at);
      });
      return ok(page);
    },
  );
};
