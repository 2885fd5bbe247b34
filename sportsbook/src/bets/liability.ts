import type { Queryable } from '@khela/server-kit/db';

/**
 * What the book stands to lose on each selection of a market if it wins: the profit (potential
 * return − hold) of every live bet (state `created` or `open`) with a leg on it. A parlay counts its
 * whole profit on each of its legs' selections (conservative: any leg may be the last one to win).
 * Bets already settling or settled, refused or rolled back do not count. docs/sportsbook.md
 * "Liability".
 *
 * Kept as a running total per (market, selection) in `selection_liability` (migration 004) rather
 * than summed over the market's bets at each placement (O(bets on the market), 1.1 s a placement at
 * 100,000 bets: docs/benchmarks.md). The total moves in the same transaction as the bet's state:
 * placement adds the new bet's profit on each leg (`addBetExposure`), and every move of a bet out of
 * created/open takes it off again (`releaseBets`; a settlement sums the bets it decides from the rows
 * it already read, `addTo`, and applies the sum once with `moveLiability`). A state move that stays inside created/open
 * (`created` → `open`) or outside it (`settling` → `settled`, a correction) leaves it alone.
 *
 * Lock order: every writer touches these rows last in its transaction (after its market and bet
 * locks) and in (market, selection) order, so two writers never wait on each other in a circle.
 */

/** Liability moves keyed by market then selection. */
export type Exposure = Map<string, Map<string, number>>;

export function addTo(exposure: Exposure, marketId: string, selectionCode: string, amount: number): void {
  const market = exposure.get(marketId) ?? new Map<string, number>();
  market.set(selectionCode, (market.get(selectionCode) ?? 0) + amount);
  exposure.set(marketId, market);
}

/** Applies `sign` × each amount to the running totals, one statement, rows in (market, selection) order. */
export async function moveLiability(db: Queryable, exposure: Exposure, sign: 1 | -1): Promise<void> {
  const markets: string[] = [];
  const codes: string[] = [];
  const amounts: string[] = [];
  for (const marketId of [...exposure.keys()].sort()) {
    const bySelection = exposure.get(marketId)!;
    for (const code of [...bySelection.keys()].sort()) {
      const amount = bySelection.get(code)! * sign;
      if (amount === 0) continue;
      markets.push(marketId);
      codes.push(code);
      amounts.push(String(amount));
    }
  }
  if (markets.length === 0) return;
  await db.query(
    `INSERT INTO selection_liability (market_id, selection_code, liability)
     SELECT market_id, code, amount FROM unnest($1::text[], $2::text[], $3::bigint[]) WITH ORDINALITY AS t(market_id, code, amount, n) ORDER BY n
     ON CONFLICT (market_id, selection_code) DO UPDATE SET liability = selection_liability.liability + EXCLUDED.liability`,
    [markets, codes, amounts],
  );
}

/** The exposure of `betIds` as they stand (each leg's selection: the bet's profit), added to `into`. */
export async function exposureOf(db: Queryable, betIds: readonly string[], into: Exposure = new Map()): Promise<Exposure> {
  if (betIds.length === 0) return into;
  const rows = await db.query<{ market_id: string; selection_code: string; amount: string | number }>(
    `SELECT l.market_id, l.selection_code, SUM(b.potential_return - b.hold) AS amount
       FROM bets b JOIN bet_legs l ON l.bet_id = b.id
      WHERE b.id = ANY($1::text[])
      GROUP BY l.market_id, l.selection_code`,
    [[...betIds]],
  );
  for (const row of rows) addTo(into, row.market_id, row.selection_code, Number(row.amount));
  return into;
}

/** A bet just recorded (`created`): its profit on each leg's selection. */
export async function addBetExposure(db: Queryable, legs: ReadonlyArray<{ marketId: string; selectionCode: string }>, profit: number): Promise<void> {
  const exposure: Exposure = new Map();
  for (const leg of legs) addTo(exposure, leg.marketId, leg.selectionCode, profit);
  await moveLiability(db, exposure, 1);
}

/** Bets the caller has just moved out of created/open, in its transaction: their exposure comes off. */
export async function releaseBets(db: Queryable, betIds: readonly string[]): Promise<void> {
  await moveLiability(db, await exposureOf(db, betIds), -1);
}

/** Whether a state counts toward the liability. */
export function isLive(state: string): boolean {
  return state === 'created' || state === 'open';
}

/** The running liability of each selection of a market (0 where nothing is at stake). */
export async function liabilityBySelection(db: Queryable, marketId: string): Promise<Map<string, number>> {
  const rows = await db.query<{ code: string; liability: string | number }>(
    `SELECT s.code, COALESCE(t.liability, 0) AS liability
       FROM selections s LEFT JOIN selection_liability t ON t.market_id = s.market_id AND t.selection_code = s.code
      WHERE s.market_id = $1
      ORDER BY s.code`,
    [marketId],
  );
  return new Map(rows.map((row) => [row.code, Number(row.liability)]));
}

/** The running liability of one selection (placement: one row per leg). */
export async function selectionLiability(db: Queryable, marketId: string, selectionCode: string): Promise<number> {
  const [row] = await db.query<{ liability: string | number }>('SELECT liability FROM selection_liability WHERE market_id = $1 AND selection_code = $2', [marketId, selectionCode]);
  return Number(row?.liability ?? 0);
}
