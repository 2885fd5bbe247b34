import type { ReferralRules, ReferralRulesBody, ReferralTier } from '@khela/contracts/rewards';
import type { Queryable } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { type OperatorActor, recordOperatorAction } from '../../../platform/ops/operator-actor';
import { readRewardsSection, writeRewardsSection } from '../core/settings';

/**
 * The rules a brand starts with (docs/referral.md): an invitee is valid once they have ৳300 of
 * approved deposits and ৳300 of settled valid bets; tiers in the shape of REFERENCES §5.6 (duewin's
 * invitation bonus) in taka, each with 1× wagering once claimed.
 */
export const DEFAULT_REFERRAL_RULES: ReferralRules = {
  minDeposit: 30_000,
  minWager: 30_000,
  tiers: [
    { invitees: 1, amount: 5_000, multipleX100: 100 },
    { invitees: 3, amount: 15_000, multipleX100: 100 },
    { invitees: 10, amount: 50_000, multipleX100: 100 },
    { invitees: 30, amount: 150_000, multipleX100: 100 },
    { invitees: 60, amount: 300_000, multipleX100: 100 },
    { invitees: 100, amount: 550_000, multipleX100: 100 },
    { invitees: 200, amount: 1_150_000, multipleX100: 100 },
    { invitees: 500, amount: 2_850_000, multipleX100: 100 },
  ],
};

const isWhole = (value: unknown, min: number): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= min;

/** What is wrong with tiers, or null: invitees strictly rising, amounts above 0. */
export function tiersProblem(tiers: readonly ReferralTier[]): 'referral.rules.tier' | 'referral.rules.order' | null {
  for (let n = 0; n < tiers.length; n += 1) {
    const tier = tiers[n]!;
    if (!isWhole(tier.invitees, 1) || !isWhole(tier.amount, 1) || !isWhole(tier.multipleX100, 0)) return 'referral.rules.tier';
    if (n > 0 && tier.invitees <= tiers[n - 1]!.invitees) return 'referral.rules.order';
  }
  return null;
}

/** The brand's rules: the stored section when it is whole and sound, else the defaults. */
export async function readReferralRules(db: Queryable, merchantCode: string): Promise<ReferralRules> {
  const stored = await readRewardsSection(db, merchantCode, 'referral');
  const tiers = Array.isArray(stored.tiers) ? (stored.tiers as ReferralTier[]) : null;
  if (!isWhole(stored.minDeposit, 0) || !isWhole(stored.minWager, 0) || !tiers || tiersProblem(tiers)) return DEFAULT_REFERRAL_RULES;
  return { minDeposit: stored.minDeposit, minWager: stored.minWager, tiers: tiers.map((tier) => ({ invitees: tier.invitees, amount: tier.amount, multipleX100: tier.multipleX100 })) };
}

/**
 * Replaces the brand's rules (referral.rules), recorded with what was there before. New thresholds
 * apply to invitees not yet valid from their next deposit or bet; a valid invitee stays valid; a
 * tier already paid is never paid again (its reward item is unique per member and tier).
 */
export async function saveReferralRules(tx: Queryable, actor: OperatorActor, body: ReferralRulesBody): Promise<ReferralRules> {
  const [brand] = await tx.query('SELECT 1 FROM merchants WHERE code = $1', [body.merchant]);
  if (!brand) throw new ApiError(404, 'referral.merchant.unknown');
  const problem = tiersProblem(body.tiers);
  if (problem) throw new ApiError(400, problem);
  const previous = await readReferralRules(tx, body.merchant);
  const rules: ReferralRules = { minDeposit: body.minDeposit, minWager: body.minWager, tiers: body.tiers.map((tier) => ({ ...tier })) };
  await writeRewardsSection(tx, body.merchant, 'referral', { ...rules });
  await recordOperatorAction(tx, actor, { action: 'referral.rules', merchantCode: body.merchant, target: body.merchant, details: { rules, previous } });
  return rules;
}
