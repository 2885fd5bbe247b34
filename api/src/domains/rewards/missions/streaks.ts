import type { Queryable } from '../../../platform/db/db';
import { plusDays } from './periods';

/** The days (YYYY-MM-DD, ascending) the member came from `fromDay` on (reward_login_days, written by the rewards summary). */
export async function loginDaysSince(db: Queryable, memberId: string, fromDay: string): Promise<string[]> {
  const rows = await db.query<{ day: string }>(
    "SELECT to_char(day, 'YYYY-MM-DD') AS day FROM reward_login_days WHERE member_id = $1 AND day >= $2::date ORDER BY day",
    [memberId, fromDay],
  );
  return rows.map((row) => row.day);
}

/** The longest run of consecutive days among `days` (ascending) from `from` up to `to` inclusive. */
export function longestRun(days: readonly string[], from: string, to: string): number {
  let best = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of days) {
    if (day < from || day > to) continue;
    run = previous !== null && plusDays(previous, 1) === day ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  return best;
}

/** Days in a row the member has come, ending today (or yesterday, when today's visit is not in yet). */
export function currentStreak(days: readonly string[], today: string): number {
  const known = new Set(days);
  let day = known.has(today) ? today : plusDays(today, -1);
  let streak = 0;
  while (known.has(day)) {
    streak += 1;
    day = plusDays(day, -1);
  }
  return streak;
}

/** Members whose longest run of visits in [start, end) reached `target`, with that run (for an ended period, in SQL). */
export async function membersWithRun(db: Queryable, merchantCode: string, start: string, end: string, target: bigint): Promise<Array<{ memberId: string; run: bigint }>> {
  const rows = await db.query<{ member_id: string; run: string }>(
    `WITH days AS (
       SELECT member_id, day - (row_number() OVER (PARTITION BY member_id ORDER BY day))::int AS island
         FROM reward_login_days WHERE merchant_code = $1 AND day >= $2::date AND day < $3::date
     ), runs AS (SELECT member_id, island, count(*) AS run FROM days GROUP BY member_id, island)
     SELECT member_id::text, max(run)::text AS run FROM runs GROUP BY member_id HAVING max(run) >= $4::bigint ORDER BY member_id`,
    [merchantCode, start, end, target.toString()],
  );
  return rows.map((row) => ({ memberId: row.member_id, run: BigInt(row.run) }));
}
