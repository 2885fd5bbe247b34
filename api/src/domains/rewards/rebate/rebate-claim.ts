import type { Queryable } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import type { Ledger } from '../../wallet';
import { awardBonus } from '../core/grants';
import type { RewardsCore } from '../core/rewards-core';
import { moneyText } from './brand-day';
import { type RebateQuote, quoteRebate } from './rebate-quote';
import { findClaimByKey, type StoredClaim } from './rebate-records';

export interface RebateClaimRequest {
  merchantCode: string;
  memberId: string;
  /** `rebate:{member}:{requestId}`, or `rebate:auto:{member}:{day}` for the daily job. */
  key: string;
  kind: 'manual' | 'auto';
  /** The brand day whose cap the claim counts against. */
  day: string;
  currencySymbol: string;
}

export type RebateClaimOutcome = { claim: StoredClaim; replayed: boolean } | { refused: RebateQuote };

/** The translated refusal of a member's claim, with the figures the text names. */
function refusalError(quote: RebateQuote, currencySymbol: string): ApiError {
  switch (quote.refusal) {
    case 'blocked':
      return new ApiError(409, 'rebate.blocked.bonus', {}, { grantId: quote.blockedBy!.grantId });
    case 'belowMinimum':
      return new ApiError(409, 'rebate.belowMinimum', { min: moneyText(BigInt(Math.max(quote.settings.minClaim, 1)), currencySymbol), total: moneyText(quote.total, currencySymbol) }, { min: quote.settings.minClaim, total: Number(quote.total) });
    default:
      return new ApiError(409, 'rebate.cap.reached', { cap: moneyText(quote.dailyCap, currencySymbol) }, { cap: Number(quote.dailyCap), claimedToday: Number(quote.claimedToday) });
  }
}

/**
 * One rebate claim, in one transaction (docs/adr/0016 §9): lock the member and apply their feed;
 * answer the first claim again when the key was used; quote; refuse (a member's claim: a translated
 * 409; the job's: nothing) or pay min(total, cap − claimed that day) as cash or a bonus under the
 * key; record the claim and its lines; subtract exactly the valid bet it read from the accruals.
 * Valid bet above the cap is consumed, not carried.
 */
export async function claimRebate(tx: Queryable, ledger: Ledger, core: RewardsCore, request: RebateClaimRequest, now: Date): Promise<RebateClaimOutcome> {
  const member = await core.drainMember(tx, request.merchantCode, request.memberId, now);
  const known = await findClaimByKey(tx, request.merchantCode, request.key);
  if (known) return { claim: known, replayed: true };
  const quote = await quoteRebate(tx, member, request.day);
  if (quote.refusal) {
    if (request.kind === 'auto') return { refused: quote };
    throw refusalError(quote, request.currencySymbol);
  }
  const { settings } = quote;
  const award = await awardBonus(
    tx,
    ledger,
    {
      merchantCode: request.merchantCode,
      memberId: request.memberId,
      source: 'rebate',
      sourceRef: request.key,
      titleEn: 'Rebate',
      titleBn: 'রিবেট',
      amount: quote.claimable,
      wagering: { multipleX100: settings.multipleX100, categories: [], expiryDays: settings.expiryDays },
      details: { day: request.day, kind: request.kind },
    },
    { key: request.key, kind: 'rebate' },
    now,
  );
  const [claim] = await tx.query<{ id: string }>(
    `INSERT INTO rebate_claims (merchant_code, member_id, ledger_key, kind, brand_day, vip_level, valid_bet, total, paid, multiple_x100, grant_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id::text`,
    [
      request.merchantCode, request.memberId, request.key, request.kind, request.day, quote.vipLevel, quote.validBet.toString(), quote.total.toString(),
      quote.claimable.toString(), settings.multipleX100, award.kind === 'grant' ? award.grant.id : null, now,
    ],
  );
  for (const line of quote.lines) {
    await tx.query('INSERT INTO rebate_claim_lines (claim_id, game_type, vendor_code, valid_bet, rate_ppm, amount) VALUES ($1, $2, $3, $4, $5, $6)', [
      claim!.id, line.gameType, line.vendorCode, line.validBet.toString(), line.ratePpm, line.amount.toString(),
    ]);
    for (const accrual of line.accruals) {
      await tx.query('UPDATE rebate_accruals SET valid_bet = valid_bet - $4, updated_at = now() WHERE member_id = $1 AND game_type = $2 AND vendor_code = $3', [
        request.memberId, accrual.gameType, accrual.vendorCode, accrual.validBet.toString(),
      ]);
    }
  }
  return { claim: (await findClaimByKey(tx, request.merchantCode, request.key))!, replayed: false };
}
