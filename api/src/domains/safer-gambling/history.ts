import type { SaferHistory } from '@khela/contracts/safer-gambling';
import type { Queryable } from '../../platform/db/db';
import type { MemberRef } from './limits';

/**
 * The last 3 calendar months of the brand (this one and the two before): approved deposits and
 * withdrawals by the day they were decided, and the net result (payouts minus stakes) of bets
 * settled in the month. Read from the money tables, never from a copy.
 */
export async function moneyHistory(db: Queryable, member: MemberRef, timeZone: string, now: Date): Promise<SaferHistory> {
  const rows = await db.query<{ month: string; deposits: string; withdrawals: string; net: string }>(
    `WITH months AS (
       SELECT to_char(m, 'YYYY-MM') AS month, (m AT TIME ZONE $3) AS starts, ((m + interval '1 month') AT TIME ZONE $3) AS ends
         FROM generate_series(date_trunc('month', $4::timestamptz AT TIME ZONE $3) - interval '2 months',
                              date_trunc('month', $4::timestamptz AT TIME ZONE $3), interval '1 month') AS m)
     SELECT months.month,
            (SELECT coalesce(sum(d.amount), 0) FROM deposit_orders d WHERE d.member_id = $1 AND d.status = 'APPROVED'
                AND d.decided_at >= months.starts AND d.decided_at < months.ends)::text AS deposits,
            (SELECT coalesce(sum(w.amount), 0) FROM withdrawal_orders w WHERE w.member_id = $1 AND w.status = 'APPROVED'
                AND w.decided_at >= months.starts AND w.decided_at < months.ends)::text AS withdrawals,
            (SELECT coalesce(sum(coalesce(b.payout, 0) - b.stake), 0) FROM bets b WHERE b.merchant_code = $2 AND b.member_id = $1 AND b.status = 'settled'
                AND b.settled_at >= months.starts AND b.settled_at < months.ends)::text AS net
       FROM months ORDER BY months.month DESC`,
    [member.memberId, member.merchantCode, timeZone, now],
  );
  return { months: rows.map((row) => ({ month: row.month, deposits: Number(row.deposits), withdrawals: Number(row.withdrawals), netResult: Number(row.net) })) };
}
