import type { Queryable } from '../../../platform/db/db';
import { type Ledger, pointsAccount, pointsPool } from '../../wallet';
import { type FeedConsumer, type FeedRow, isValidBet } from '../core/feed';
import { readLadder, readVipSettings, rungOf } from '../vip/vip-levels';
import { readPointsRates, type PointsRateTable } from './points-rates';

/** reward_members.points_remainder counts millionths of a point. */
export const MICRO_PER_POINT = 1_000_000n;
/**
 * stake (paisa) × rate_milli is in 1/10^7 points (৳100 = 10,000 paisa, rate ×1000): divide by
 * this to get millionths. What is below a millionth of a point in a whole batch is dropped.
 */
const TENTHS_OF_MICRO = 10n;

export interface Earning {
  /** Whole points to post now. */
  points: bigint;
  /** Millionths of a point carried to the next batch (always below one point). */
  remainder: bigint;
}

/**
 * What a batch of settled bets earns (docs/adr/0016 §8): every valid bet's stake × its game type's
 * rate, added to what was carried; whole points are posted and the rest is carried, so nothing is
 * lost to rounding from one batch to the next. A push (payout = stake) earns nothing. A VIP level's
 * `bonusPct` adds that share to the batch's points (10 = 10 % more).
 */
export function pointsEarned(carried: bigint, bets: ReadonlyArray<Pick<FeedRow, 'stake' | 'payout' | 'gameType'>>, rates: PointsRateTable, bonusPct = 0): Earning {
  let tenths = 0n;
  for (const bet of bets) {
    if (!isValidBet(bet) || bet.stake <= 0n) continue;
    const rate = rates.get(bet.gameType ?? '') ?? 0;
    tenths += bet.stake * BigInt(rate);
  }
  const boosted = bonusPct > 0 ? (tenths * BigInt(100 + bonusPct)) / 100n : tenths;
  const micro = carried + boosted / TENTHS_OF_MICRO;
  return { points: micro / MICRO_PER_POINT, remainder: micro % MICRO_PER_POINT };
}

/** The member's VIP level's extra points (vip_levels.points_bonus_pct), while the brand's VIP is on. */
async function vipPointsBonusPct(tx: Queryable, merchantCode: string, level: number): Promise<number> {
  if (level <= 0) return 0;
  const settings = await readVipSettings(tx, merchantCode);
  if (!settings.enabled) return 0;
  return rungOf(await readLadder(tx, merchantCode), level)?.pointsBonusPct ?? 0;
}

/**
 * The feed consumer `points`: one points_earn transfer per member per batch, keyed by the batch's
 * first and last feed ids (docs/wallet.md), and the remainder kept on the member's rewards row,
 * which the feed holds locked while this runs.
 */
export function pointsEarnConsumer(ledger: Ledger): FeedConsumer {
  return {
    name: 'points',
    async apply(tx: Queryable, member, rows, _now) {
      const valid = rows.filter(isValidBet);
      if (valid.length === 0) return;
      const rates = await readPointsRates(tx, member.merchantCode);
      if (rates.size === 0) return;
      // Read under the feed's lock, not from `member`: a drain earlier in this transaction may have moved it.
      const [row] = await tx.query<{ points_remainder: string }>('SELECT points_remainder::text FROM reward_members WHERE member_id = $1', [member.memberId]);
      const carried = BigInt(row?.points_remainder ?? '0');
      const earning = pointsEarned(carried, valid, rates, await vipPointsBonusPct(tx, member.merchantCode, member.vipLevel));
      if (earning.remainder !== carried) {
        await tx.query('UPDATE reward_members SET points_remainder = $2, updated_at = now() WHERE member_id = $1', [member.memberId, earning.remainder.toString()]);
      }
      if (earning.points === 0n) return;
      const first = rows[0]!.id;
      const last = rows[rows.length - 1]!.id;
      const gameTypes = [...new Set(valid.map((bet) => bet.gameType ?? '').filter((type) => rates.has(type)))].sort();
      await ledger.transfer(
        {
          key: `points:earn:${member.memberId}:${first}:${last}`,
          kind: 'points_earn',
          debit: pointsPool(member.merchantCode),
          credit: pointsAccount(member.merchantCode, member.memberId),
          amount: earning.points,
          details: { bets: valid.length, firstFeedId: first, lastFeedId: last, gameTypes },
        },
        tx,
      );
    },
  };
}
