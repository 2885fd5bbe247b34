import type { Db } from '../../../platform/db/db';
import { findMerchant } from '../../../platform/merchant/merchant-repo';
import type { Ledger } from '../../wallet';
import type { RewardsCore } from '../core/rewards-core';
import { brandDay, brandMinuteOfDay, dayBefore } from './brand-day';
import { claimRebate } from './rebate-claim';

export const REBATE_AUTO_JOB = 'rewards.rebate-auto';
/**
 * Every quarter hour in UTC: whatever a brand's zone (offsets are whole quarter hours), one slot a
 * day falls on its 00:30–00:44, and that slot claims for the brand. A missed slot is caught up with
 * its own time, so it still claims for the right day.
 */
export const REBATE_AUTO_SCHEDULE = '*/15 * * * *';
const AUTO_MINUTE = 30;
const TRIAL_TYPE = 4;

export interface RebateAutoOutcome {
  merchant: string;
  day: string;
  paid: number;
  amount: string;
  refused: number;
  already: number;
}

/**
 * The daily auto-claim (docs/adr/0016 §9, §11) for brands with `rebate.autoDaily`: at 00:30 on the
 * brand's clock, every real member with accrued valid bet (or bets not yet applied) is claimed for
 * under `rebate:auto:{member}:{day}`, `day` being the brand day that just ended (its cap). The key
 * makes a retry, a takeover or a second instance pay nothing twice; each member is their own
 * transaction, so one member's failure does not undo the others' (the slot's retry finishes them).
 */
export async function runRebateAuto(db: Db, ledger: Ledger, core: RewardsCore, slot: Date, now: () => Date): Promise<RebateAutoOutcome[]> {
  const brands = await db.query<{ merchant_code: string }>(
    "SELECT merchant_code FROM rewards_settings WHERE (settings -> 'rebate' ->> 'autoDaily')::boolean IS TRUE ORDER BY merchant_code",
  );
  const outcomes: RebateAutoOutcome[] = [];
  for (const { merchant_code: merchantCode } of brands) {
    const merchant = await findMerchant(db, merchantCode);
    if (!merchant) continue;
    const minute = brandMinuteOfDay(merchant.timeZone, slot);
    if (minute < AUTO_MINUTE || minute >= AUTO_MINUTE + 15) continue;
    const day = dayBefore(brandDay(merchant.timeZone, slot));
    const members = await db.query<{ member_id: string }>(
      `SELECT DISTINCT c.member_id::text FROM (
         SELECT member_id FROM rebate_accruals WHERE merchant_code = $1 AND valid_bet > 0
         UNION SELECT member_id FROM reward_feed WHERE merchant_code = $1) c
       JOIN members m ON m.id = c.member_id AND m.type <> $2 ORDER BY 1`,
      [merchantCode, TRIAL_TYPE],
    );
    const outcome: RebateAutoOutcome = { merchant: merchantCode, day, paid: 0, amount: '0', refused: 0, already: 0 };
    let amount = 0n;
    for (const { member_id: memberId } of members) {
      const claimed = await db.transaction((tx) =>
        claimRebate(tx, ledger, core, { merchantCode, memberId, key: `rebate:auto:${memberId}:${day}`, kind: 'auto', day, currencySymbol: merchant.currencySymbol }, now()),
      );
      if ('refused' in claimed) outcome.refused += 1;
      else if (claimed.replayed) outcome.already += 1;
      else {
        outcome.paid += 1;
        amount += BigInt(claimed.claim.paid);
      }
    }
    outcome.amount = amount.toString();
    outcomes.push(outcome);
  }
  return outcomes;
}
