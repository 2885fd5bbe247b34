import { retryOnConflict } from '../../../platform/db/retry';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CommonHeadersSchema, envelopeResponses, ok } from '@khela/contracts';
import {
  REBATE_PATHS,
  RebateClaimBodySchema,
  RebateClaimSchema,
  RebateClaimsPageSchema,
  RebateClaimsQuerySchema,
  type RebatePage,
  RebatePageSchema,
} from '@khela/contracts/rewards';
import type { Db } from '../../../platform/db/db';
import { merchantOf } from '../../../platform/request-context';
import { requireRealMember } from '../../identity';
import type { Ledger } from '../../wallet';
import { brandDay } from './brand-day';
import { claimRebate } from './rebate-claim';
import type { RebateQuote } from './rebate-quote';
import { quoteRebate } from './rebate-quote';
import { listClaims, memberClaimView } from './rebate-records';

export interface RebateRouteOptions {
  db: Db;
  ledger: Ledger;
  now: () => Date;
}

/** The page's view of a quote, with the blocking bonus's title in the reader's language. */
export function rebatePageView(quote: RebateQuote, language: string): RebatePage {
  const { blockedBy, excluded } = quote;
  return {
    vipLevel: quote.vipLevel,
    lines: quote.lines.map((line) => ({ gameType: line.gameType, vendorCode: line.vendorCode, validBet: Number(line.validBet), ratePpm: line.ratePpm, amount: Number(line.amount) })),
    total: Number(quote.total),
    minClaim: quote.settings.minClaim,
    dailyCap: Number(quote.dailyCap),
    claimedToday: Number(quote.claimedToday),
    claimable: Number(quote.claimable),
    multipleX100: quote.settings.multipleX100,
    autoDaily: quote.settings.autoDaily,
    blockedBy: blockedBy
      ? { grantId: blockedBy.grantId, title: language === 'bn' ? blockedBy.titleBn : blockedBy.titleEn, amount: Number(blockedBy.amount), wagered: Number(blockedBy.wagered), requirement: Number(blockedBy.requirement) }
      : null,
    excluded: excluded ? { bets: excluded.bets, validBet: Number(excluded.validBet) } : null,
    refusal: quote.refusal,
  };
}

/** The member's manual rebate (docs/rewards.md "Manual rebate"): the page, the claim, the history. */
export const rebateRoutes: FastifyPluginAsyncTypebox<RebateRouteOptions> = async (app, { db, ledger, now }) => {
  app.get(
    REBATE_PATHS.page,
    { schema: { tags: ['rewards'], summary: 'Rebate now: valid bet since the last claim per category (and vendor with its own rate), rate, amount; total, minimum, daily cap, claimed today, and what blocks a claim', headers: CommonHeadersSchema, response: envelopeResponses(RebatePageSchema) } },
    async (request) => {
      const identity = await requireRealMember(app, request);
      const merchant = merchantOf(request);
      const at = now();
      // The member's own last bets count at once: their feed rows are applied first.
      const quote = await db.transaction(async (tx) => quoteRebate(tx, await app.rewards.drainMember(tx, identity.merchantCode, identity.memberId, at), brandDay(merchant.timeZone, at)));
      return ok(rebatePageView(quote, request.language));
    },
  );

  app.post(
    REBATE_PATHS.claim,
    { schema: { tags: ['rewards'], summary: 'Claims the rebate: pays min(total, daily cap − claimed today) once per requestId, as cash or a bonus', headers: CommonHeadersSchema, body: RebateClaimBodySchema, response: envelopeResponses(RebateClaimSchema) } },
    async (request) => {
      const identity = await requireRealMember(app, request);
      const merchant = merchantOf(request);
      const at = now();
      // Run again whole on a deadlock or a racing claim of the same request: the replay answers the first.
      const outcome = await retryOnConflict(() =>
        db.transaction((tx) =>
          claimRebate(
            tx,
            ledger,
            app.rewards,
            { merchantCode: identity.merchantCode, memberId: identity.memberId, key: `rebate:${identity.memberId}:${request.body.requestId}`, kind: 'manual', day: brandDay(merchant.timeZone, at), currencySymbol: merchant.currencySymbol },
            at,
          ),
        ),
      );
      // A member's claim refuses with an error; only the daily job is answered a refusal.
      if ('refused' in outcome) throw new Error('rebate: a manual claim was refused without an error');
      return ok(memberClaimView(outcome.claim));
    },
  );

  app.get(
    REBATE_PATHS.claims,
    { schema: { tags: ['rewards'], summary: "The member's rebate claims, newest first, with their lines", headers: CommonHeadersSchema, querystring: RebateClaimsQuerySchema, response: envelopeResponses(RebateClaimsPageSchema) } },
    async (request) => {
      const identity = await requireRealMember(app, request);
      const claims = await listClaims(db, identity.merchantCode, { memberId: identity.memberId }, request.query);
      return ok({ ...claims, records: claims.records.map(memberClaimView) });
    },
  );
};
