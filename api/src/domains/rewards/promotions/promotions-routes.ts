import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CommonHeadersSchema, envelopeResponses, ok } from '@khela/contracts';
import {
  CAMPAIGN_CATEGORIES,
  PROMOTIONS_PATHS,
  PromotionClaimBodySchema,
  PromotionCodeParams,
  PromotionDetailSchema,
  PromotionEntrySchema,
  PromotionsListQuerySchema,
  PromotionsListSchema,
  RaffleTicketsSchema,
} from '@khela/contracts/rewards';
import type { Db } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { merchantOf } from '../../../platform/request-context';
import { requireRealMember, TRIAL_TYPE } from '../../identity';
import { findCampaign, listCampaigns } from './campaigns';
import { memberCard } from './card-status';
import { entriesByCampaign, memberEntries } from './entries';
import type { PromotionFlows } from './promotion-flows';
import { cardView, entryView } from './promotion-views';
import { buyTicket } from './raffle';
import type { Ledger } from '../../wallet';

/** A logged-in non-trial member; null for a visitor (a trial account or a stale token reads as one). */
async function memberOrVisitor(app: Parameters<FastifyPluginAsyncTypebox>[0], request: Parameters<typeof requireRealMember>[1]) {
  if (!request.authToken) return null;
  const identity = await app.identify(request);
  if (!identity || identity.type === TRIAL_TYPE) return null;
  // Marks the answer private: it carries this member's statuses.
  return requireRealMember(app, request);
}

/** Joins and claims a member may make a minute on each route (ADR 0016 §5 "Rate limit"). */
const ACTIONS_PER_MINUTE = { windowMs: 60_000, max: 10 };

async function limitActions(app: Parameters<FastifyPluginAsyncTypebox>[0], memberId: string, route: 'join' | 'claim' | 'raffle'): Promise<void> {
  const taken = await app.limits.take(`promotions:${route}:${memberId}`, ACTIONS_PER_MINUTE);
  if (!taken.admitted) throw new ApiError(429, 'promotion.tooMany');
}

/** The promotions page's calls (docs/rewards.md "Promotions"): visitors see the cards, members their statuses too. */
export const promotionsRoutes: FastifyPluginAsyncTypebox<{ db: Db; ledger: Ledger; flows: PromotionFlows; now: () => Date }> = async (app, { db, ledger, flows, now }) => {
  app.get(
    PROMOTIONS_PATHS.list,
    { schema: { tags: ['rewards'], summary: "The brand's promotions by category, with the member's status and action on each when logged in", headers: CommonHeadersSchema, querystring: PromotionsListQuerySchema, response: envelopeResponses(PromotionsListSchema) } },
    async (request) => {
      const merchant = merchantOf(request);
      const member = await memberOrVisitor(app, request);
      const at = now();
      const campaigns = await listCampaigns(db, merchant.code, { live: { at } });
      const entries = member ? await entriesByCampaign(db, merchant.code, member.memberId) : new Map();
      const cards = [];
      for (const campaign of campaigns) {
        if (request.query.category && campaign.category !== request.query.category) continue;
        const card = member ? await memberCard(db, campaign, member.memberId, entries.get(campaign.id) ?? [], merchant.timeZone, at) : null;
        cards.push(cardView(campaign, request.language, card));
      }
      const present = new Set(campaigns.map((campaign) => campaign.category));
      return ok({ categories: CAMPAIGN_CATEGORIES.filter((category) => present.has(category)), campaigns: cards });
    },
  );

  app.get(
    PROMOTIONS_PATHS.detail,
    { schema: { tags: ['rewards'], summary: 'One promotion: its card, its terms (sanitized HTML) and the member’s entry', headers: CommonHeadersSchema, params: PromotionCodeParams, response: envelopeResponses(PromotionDetailSchema) } },
    async (request) => {
      const merchant = merchantOf(request);
      const member = await memberOrVisitor(app, request);
      const at = now();
      const campaign = await findCampaign(db, merchant.code, request.params.code);
      // A disabled campaign is not shown to members at all.
      if (!campaign || !campaign.enabled) throw new ApiError(404, 'promotion.unknown');
      const entries = member ? await memberEntries(db, campaign.id, member.memberId) : [];
      const card = member ? await memberCard(db, campaign, member.memberId, entries, merchant.timeZone, at) : null;
      const shown = card?.entry ?? entries[0] ?? null;
      return ok({
        ...cardView(campaign, request.language, card),
        terms: request.language === 'bn' ? campaign.termsBn || campaign.termsEn : campaign.termsEn || campaign.termsBn,
        entry: shown ? await entryView(db, campaign, shown, request.language) : null,
      });
    },
  );

  app.post(
    PROMOTIONS_PATHS.join,
    { schema: { tags: ['rewards'], summary: 'Join a promotion before its qualifying event (a first deposit, a reload, a rescue period)', headers: CommonHeadersSchema, params: PromotionCodeParams, response: envelopeResponses(PromotionEntrySchema) } },
    async (request) => {
      const member = await requireRealMember(app, request);
      await limitActions(app, member.memberId, 'join');
      const entry = await flows.join(member.merchantCode, member.memberId, request.params.code, now());
      const campaign = (await findCampaign(db, member.merchantCode, request.params.code))!;
      return ok(await entryView(db, campaign, entry, request.language));
    },
  );

  app.post(
    PROMOTIONS_PATHS.claim,
    { schema: { tags: ['rewards'], summary: 'Claim a promotion’s reward: paid at once, or Applying when the brand approves each claim', headers: CommonHeadersSchema, params: PromotionCodeParams, body: PromotionClaimBodySchema, response: envelopeResponses(PromotionEntrySchema) } },
    async (request) => {
      const member = await requireRealMember(app, request);
      await limitActions(app, member.memberId, 'claim');
      const entry = await flows.claim(member.merchantCode, member.memberId, request.params.code, request.body.requestId, now());
      const campaign = (await findCampaign(db, member.merchantCode, request.params.code))!;
      return ok(await entryView(db, campaign, entry, request.language));
    },
  );

  app.post(
    PROMOTIONS_PATHS.raffle,
    { schema: { tags: ['rewards'], summary: 'Buy a raffle ticket (free, or for points); the same requestId buys once', headers: CommonHeadersSchema, params: PromotionCodeParams, body: PromotionClaimBodySchema, response: envelopeResponses(RaffleTicketsSchema) } },
    async (request) => {
      const member = await requireRealMember(app, request);
      await limitActions(app, member.memberId, 'raffle');
      return ok(await buyTicket(db, ledger, member.merchantCode, member.memberId, request.params.code, request.body.requestId, now()));
    },
  );
};
