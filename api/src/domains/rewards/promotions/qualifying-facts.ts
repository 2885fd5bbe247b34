import type { DailySigninRules } from '@khela/contracts/rewards';
import type { Queryable } from '../../../platform/db/db';
import type { Entry } from './entries';

/**
 * The facts a deposit bonus's Claim depends on (docs/adr/0016 §4 and §5 "Ordering"): within the
 * claim window, and no bet placed and nothing withdrawn since the deposit was approved.
 */
export async function depositStillClaimable(db: Queryable, entry: Entry, claimWindowHours: number, now: Date): Promise<boolean> {
  if (!entry.qualifiedAt) return false;
  if (now.getTime() > entry.qualifiedAt.getTime() + claimWindowHours * 3_600_000) return false;
  const [row] = await db.query<{ untouched: boolean }>(
    `SELECT NOT EXISTS (SELECT 1 FROM bets WHERE merchant_code = $1 AND member_id = $2 AND placed_at >= $3)
        AND NOT EXISTS (SELECT 1 FROM withdrawal_orders WHERE member_id = $2 AND created_at >= $3 AND status <> 'REJECTED') AS untouched`,
    [entry.merchantCode, entry.memberId, entry.qualifiedAt],
  );
  return row?.untouched ?? false;
}

/** How many of the member's deposits are approved, in all or from a brand day on (`$sinceDay` in the zone). */
export async function approvedDeposits(db: Queryable, memberId: string, since: { day: string; timeZone: string } | null): Promise<number> {
  const [row] = await db.query<{ count: string }>(
    `SELECT count(*)::text AS count FROM deposit_orders
      WHERE member_id = $1 AND status = 'APPROVED'
        AND ($2::date IS NULL OR decided_at >= ($2::date::timestamp AT TIME ZONE $3))`,
    [memberId, since?.day ?? null, since?.timeZone ?? 'UTC'],
  );
  return Number(row?.count ?? 0);
}

/** Whether today's sign-in benchmark is met: a visit (being here), deposits or valid bets of the brand day. */
export async function signinBenchmarkMet(db: Queryable, rules: DailySigninRules, merchantCode: string, memberId: string, day: string, timeZone: string): Promise<boolean> {
  if (rules.benchmark === 'visit') return true;
  const sql =
    rules.benchmark === 'deposit'
      ? `SELECT coalesce(sum(amount), 0)::text AS total FROM deposit_orders
          WHERE member_id = $2 AND status = 'APPROVED' AND decided_at >= ($3::date::timestamp AT TIME ZONE $4) AND decided_at < (($3::date + 1)::timestamp AT TIME ZONE $4) AND merchant_code = $1`
      : `SELECT coalesce(sum(stake), 0)::text AS total FROM bets
          WHERE merchant_code = $1 AND member_id = $2 AND status = 'settled' AND payout <> stake
            AND settled_at >= ($3::date::timestamp AT TIME ZONE $4) AND settled_at < (($3::date + 1)::timestamp AT TIME ZONE $4)`;
  const [row] = await db.query<{ total: string }>(sql, [merchantCode, memberId, day, timeZone]);
  const total = BigInt(row?.total ?? '0');
  return total > 0n && total >= BigInt(rules.minAmount);
}
