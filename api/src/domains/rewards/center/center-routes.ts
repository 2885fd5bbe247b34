import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CommonHeadersSchema, envelopeResponses, moneyToWire, ok } from '@khela/contracts';
import {
  REWARDS_CENTER_PATHS,
  RewardCenterSchema,
  RewardClaimAnswerSchema,
  RewardClaimBodySchema,
  RewardClaimParamsSchema,
  RewardsSummarySchema,
} from '@khela/contracts/rewards';
import type { Db } from '../../../platform/db/db';
import { merchantOf } from '../../../platform/request-context';
import { requireRealMember } from '../../identity';
import type { Ledger } from '../../wallet';
import type { RewardsCore } from '../core/rewards-core';
import { contributedLine, itemLine } from './center-views';
import { claimRewardItem } from './claim-item';
import { type RewardCenter, recordVisit } from './reward-center';
import { memberRewardItems } from './reward-items';

export interface CenterRoutesOptions {
  db: Db;
  ledger: Ledger;
  core: RewardsCore;
  center: RewardCenter;
  now: () => Date;
}

/** The member's reward center, summary and claims (docs/rewards.md "Reward center and live badges"). */
export const centerRoutes: FastifyPluginAsyncTypebox<CenterRoutesOptions> = async (app, { db, ledger, core, center, now }) => {
  app.get(
    REWARDS_CENTER_PATHS.summary,
    { schema: { tags: ['rewards'], summary: "The member's reward badges, VIP level, open bonus and points; records today's visit (the shell calls it at every start)", headers: CommonHeadersSchema, response: envelopeResponses(RewardsSummarySchema) } },
    async (request) => {
      const identity = await requireRealMember(app, request);
      const member = { merchantCode: identity.merchantCode, memberId: identity.memberId };
      const at = now();
      await recordVisit(db, member, merchantOf(request).timeZone, at);
      return ok(await center.summary(member, at));
    },
  );

  app.get(
    REWARDS_CENTER_PATHS.center,
    { schema: { tags: ['rewards'], summary: 'The reward center: claimable items and the lines other rewards add (campaigns, missions), then recently claimed and expired items; the rebate line', headers: CommonHeadersSchema, response: envelopeResponses(RewardCenterSchema) } },
    async (request) => {
      const identity = await requireRealMember(app, request);
      const member = { merchantCode: identity.merchantCode, memberId: identity.memberId };
      const at = now();
      const [items, contributed] = await Promise.all([memberRewardItems(db, member.merchantCode, member.memberId, at), center.contributions(db, member, at)]);
      const itemLines = items.map((item) => itemLine(item, request.language, at));
      const claimable = itemLines.filter((line) => line.action === 'claim');
      const past = itemLines.filter((line) => line.action !== 'claim');
      const rebate = contributed.rebate ? { claimable: moneyToWire(contributed.rebate.claimable), min: moneyToWire(contributed.rebate.min) } : null;
      return ok({ items: [...claimable, ...contributed.lines.map((line) => contributedLine(line, request.language)), ...past], rebate });
    },
  );

  app.post(
    REWARDS_CENTER_PATHS.claim,
    { schema: { tags: ['rewards'], summary: 'Claims a reward item: paid once under reward:{id} (a bonus grant when it asks for wagering, else cash or points); the same requestId answers again', headers: CommonHeadersSchema, params: RewardClaimParamsSchema, body: RewardClaimBodySchema, response: envelopeResponses(RewardClaimAnswerSchema) } },
    async (request) => {
      const identity = await requireRealMember(app, request);
      const at = now();
      const outcome = await claimRewardItem(db, ledger, core, { merchantCode: identity.merchantCode, memberId: identity.memberId, itemId: request.params.id, requestId: request.body.requestId }, at);
      if (!outcome.replayed) center.notifyMember(identity.merchantCode, identity.memberId);
      return ok({ item: itemLine(outcome.item, request.language, at), balance: moneyToWire(outcome.balance), points: moneyToWire(outcome.points) });
    },
  );
};
