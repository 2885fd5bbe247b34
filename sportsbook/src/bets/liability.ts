import type { Queryable } from '@khela/server-kit/db';

/**
 * What the book stands to lose on each selection of a market if it wins: the profit (potential
 * return − hold) of every live bet with a leg on it. A parlay counts its whole profit on each of
 * its legs' selections (conservative: any leg may be the last one to win). Bets already settled,
 * refused or rolled back do not count. docs/sportsbook.md "Service".
 */
export async function liabilityBySelection(db: Queryable, marketId: string): Promise<Map<string, number>> {
  const rows = await db.query<{ code: string; liability: string | number }>(
    `SELECT s.code, COALESCE(SUM(b.potential_return - b.hold), 0) AS liability
       FROM selections s
       LEFT JOIN bet_legs l ON l.market_id = s.market_id AND l.selection_code = s.code
       LEFT JOIN bets b ON b.id = l.bet_id AND b.state IN ('created', 'open')
      WHERE s.market_id = $1
      GROUP BY s.code ORDER BY s.code`,
    [marketId],
  );
  return new Map(rows.map((row) => [row.code, Number(row.liability)]));
}
