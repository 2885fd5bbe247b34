import type { Queryable } from '../../../platform/db/db';

/** Points per ৳100 of valid bet ×1000, by game type (1500 = 1.5 points). */
export type PointsRateTable = ReadonlyMap<string, number>;

export async function readPointsRates(db: Queryable, merchantCode: string): Promise<PointsRateTable> {
  const rows = await db.query<{ game_type: string; rate_milli: number }>('SELECT game_type, rate_milli FROM points_rates WHERE merchant_code = $1', [merchantCode]);
  return new Map(rows.map((row) => [row.game_type, Number(row.rate_milli)]));
}

/** Replaces the brand's whole table: a game type left out earns nothing from now on. */
export async function replacePointsRates(tx: Queryable, merchantCode: string, rates: ReadonlyArray<{ gameType: string; rateMilli: number }>): Promise<void> {
  await tx.query('DELETE FROM points_rates WHERE merchant_code = $1', [merchantCode]);
  for (const { gameType, rateMilli } of rates) {
    await tx.query('INSERT INTO points_rates (merchant_code, game_type, rate_milli) VALUES ($1, $2, $3)', [merchantCode, gameType, rateMilli]);
  }
}

export function ratesList(rates: PointsRateTable): Array<{ gameType: string; rateMilli: number }> {
  return [...rates.entries()].map(([gameType, rateMilli]) => ({ gameType, rateMilli })).sort((a, b) => a.gameType.localeCompare(b.gameType));
}
