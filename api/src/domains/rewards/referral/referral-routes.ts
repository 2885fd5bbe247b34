import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CommonHeadersSchema, envelopeResponses, ok } from '@khela/contracts';
import { REWARDS_REFERRAL_PATHS, ReferralPageSchema } from '@khela/contracts/rewards';
import type { Db } from '../../../platform/db/db';
import { requireRealMember } from '../../identity';
import { referralPage } from './referral-view';

/** The member's referral page (docs/referral.md). */
export const referralRoutes: FastifyPluginAsyncTypebox<{ db: Db; now: () => Date }> = async (app, { db, now }) => {
  app.get(
    REWARDS_REFERRAL_PATHS.referral,
    { schema: { tags: ['rewards'], summary: "The member's invite code and link, the brand's rules, their invitees (masked) with status, and the reward tiers", headers: CommonHeadersSchema, response: envelopeResponses(ReferralPageSchema) } },
    async (request) => {
      const identity = await requireRealMember(app, request);
      return ok(await referralPage(db, identity.merchantCode, identity.memberId, now()));
    },
  );
};
