import type { Queryable } from '../../../platform/db/db';
import { createRewardItem } from '../center/reward-items';
import { type FeedConsumer, isValidBet } from '../core/feed';
import { recordMissionEvent } from '../missions/progress';
import { readReferralRules } from './referral-rules';

/** The tier's reward item: unique per (member, 'referral', ref), so each tier is paid at most once. */
export const tierRef = (invitees: number) => `tier:${invitees}`;

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const bengaliNumber = (value: number) => String(value).replace(/\d/g, (digit) => BENGALI_DIGITS[Number(digit)]!);

export interface InviteeTotals {
  deposit: bigint;
  wager: bigint;
  firstDepositAt: Date | null;
}

/**
 * The invitee's figures from the records themselves: approved deposits (deposit_orders) and the
 * stakes of settled valid bets (payout ≠ stake, as every reward counts them) of any game: house,
 * seamless vendors, lottery and sportsbook all write `bets`. Recomputed, never accumulated, so an
 * event seen twice counts once.
 */
export async function inviteeTotals(tx: Queryable, merchantCode: string, inviteeId: string): Promise<InviteeTotals> {
  const [deposits] = await tx.query<{ total: string; first: Date | null }>(
    `SELECT COALESCE(sum(amount), 0)::text AS total, min(COALESCE(decided_at, created_at)) AS first
       FROM deposit_orders WHERE merchant_code = $1 AND member_id = $2 AND status = 'APPROVED'`,
    [merchantCode, inviteeId],
  );
  const [bets] = await tx.query<{ total: string }>(
    `SELECT COALESCE(sum(stake), 0)::text AS total FROM bets
      WHERE merchant_code = $1 AND member_id = $2 AND status = 'settled' AND payout <> stake`,
    [merchantCode, inviteeId],
  );
  return { deposit: BigInt(deposits?.total ?? '0'), wager: BigInt(bets?.total ?? '0'), firstDepositAt: deposits?.first ? new Date(deposits.first) : null };
}

export interface InviteeBecameValid {
  merchantCode: string;
  referrerId: string;
  inviteeId: string;
  validCount: number;
  /** Tiers whose reward item this validation created. */
  tiersReached: number[];
}

/**
 * Brings one invitee up to date, in the caller's transaction (a deposit decision's, the feed
 * worker's): their totals, and, the first time both thresholds are met, valid. Becoming valid adds
 * one to the referrer's count under the referrer row's lock, puts every tier the count has reached
 * in the referrer's reward center (once each, however often this runs) and counts an `invite` for
 * the referrer's missions. Answers what became valid, or null. Not an invitee, or already valid:
 * nothing is written.
 */
export async function evaluateInvitee(tx: Queryable, merchantCode: string, inviteeId: string, now: Date): Promise<InviteeBecameValid | null> {
  const [row] = await tx.query<{ referrer_id: string }>(
    'SELECT referrer_id::text FROM referral_invitees WHERE invitee_id = $1 AND merchant_code = $2 AND valid_at IS NULL FOR UPDATE',
    [inviteeId, merchantCode],
  );
  if (!row) return null;
  const totals = await inviteeTotals(tx, merchantCode, inviteeId);
  const rules = await readReferralRules(tx, merchantCode);
  const valid = totals.deposit > 0n && totals.deposit >= BigInt(rules.minDeposit) && totals.wager >= BigInt(rules.minWager);
  await tx.query(
    `UPDATE referral_invitees SET deposit_total = $2, wager_total = $3, first_deposit_at = $4, valid_at = CASE WHEN $5 THEN $6::timestamptz END
      WHERE invitee_id = $1`,
    [inviteeId, totals.deposit.toString(), totals.wager.toString(), totals.firstDepositAt, valid, now],
  );
  if (!valid) return null;
  const [counted] = await tx.query<{ valid_count: number }>(
    `INSERT INTO referral_referrers (member_id, merchant_code, valid_count, updated_at) VALUES ($1, $2, 1, $3)
     ON CONFLICT (member_id) DO UPDATE SET valid_count = referral_referrers.valid_count + 1, updated_at = EXCLUDED.updated_at
     RETURNING valid_count`,
    [row.referrer_id, merchantCode, now],
  );
  const validCount = Number(counted!.valid_count);
  const tiersReached: number[] = [];
  for (const tier of rules.tiers) {
    if (tier.invitees > validCount) break;
    const { created } = await createRewardItem(
      tx,
      {
        merchantCode,
        memberId: row.referrer_id,
        source: 'referral',
        sourceRef: tierRef(tier.invitees),
        titleEn: `Invite friends: ${tier.invitees} valid ${tier.invitees === 1 ? 'friend' : 'friends'}`,
        titleBn: `বন্ধু আমন্ত্রণ: ${bengaliNumber(tier.invitees)} জন বৈধ বন্ধু`,
        amountKind: 'cash',
        amount: BigInt(tier.amount),
        ...(tier.multipleX100 > 0 ? { wagering: { multipleX100: tier.multipleX100 } } : {}),
        details: { invitees: tier.invitees, reachedWith: inviteeId },
      },
      now,
    );
    if (created) tiersReached.push(tier.invitees);
  }
  await recordMissionEvent(tx, merchantCode, row.referrer_id, 'invite', 1, now);
  return { merchantCode, referrerId: row.referrer_id, inviteeId, validCount, tiersReached };
}

type Announce = (valid: InviteeBecameValid) => void;

/**
 * The feed consumer `referral`: a batch with a valid bet of a member who is an invitee not yet
 * valid brings them up to date (one primary-key read for everyone else).
 */
export function referralFeedConsumer(announce: Announce): FeedConsumer {
  return {
    name: 'referral',
    apply: async (tx, member, rows, now) => {
      if (!rows.some(isValidBet)) return;
      const outcome = await evaluateInvitee(tx, member.merchantCode, member.memberId, now);
      if (outcome) announce(outcome);
    },
  };
}
