import type { RebateLine, RebateRate, RebateRatesBody } from '@khela/contracts/rewards';
import type { Queryable } from '../../../platform/db/db';
import { type OperatorActor, recordOperatorAction } from '../../../platform/ops/operator-actor';

const PPM = 1_000_000n;

/** The brand's rate table, ordered by level, game type and vendor (the category row first). */
export async function listRebateRates(db: Queryable, merchantCode: string, vipLevel?: number): Promise<RebateRate[]> {
  const rows = await db.query<{ vip_level: number; game_type: string; vendor_code: string; rate_ppm: number }>(
    `SELECT vip_level, game_type, vendor_code, rate_ppm FROM rebate_rates
      WHERE merchant_code = $1 AND ($2::int IS NULL OR vip_level = $2)
      ORDER BY vip_level, game_type, vendor_code`,
    [merchantCode, vipLevel ?? null],
  );
  return rows.map((row) => ({ vipLevel: Number(row.vip_level), gameType: row.game_type, vendorCode: row.vendor_code, ratePpm: Number(row.rate_ppm) }));
}

/** The same (level, game type, vendor) twice in one table: one would silently win over the other. */
export function rebateRatesDuplicate(rates: readonly RebateRate[]): RebateRate | null {
  const seen = new Set<string>();
  for (const rate of rates) {
    const key = `${rate.vipLevel}|${rate.gameType}|${rate.vendorCode ?? ''}`;
    if (seen.has(key)) return rate;
    seen.add(key);
  }
  return null;
}

/** An operator replaces the brand's whole rate table; recorded with the table it replaced. */
export async function replaceRebateRates(tx: Queryable, actor: OperatorActor, body: RebateRatesBody): Promise<RebateRate[]> {
  const previous = await listRebateRates(tx, body.merchant);
  await tx.query('DELETE FROM rebate_rates WHERE merchant_code = $1', [body.merchant]);
  for (const rate of body.rates) {
    await tx.query('INSERT INTO rebate_rates (merchant_code, vip_level, game_type, vendor_code, rate_ppm) VALUES ($1, $2, $3, $4, $5)', [
      body.merchant, rate.vipLevel, rate.gameType, rate.vendorCode ?? '', rate.ratePpm,
    ]);
  }
  const rates = await listRebateRates(tx, body.merchant);
  await recordOperatorAction(tx, actor, { action: 'rebate.rates', merchantCode: body.merchant, target: body.merchant, details: { rates, previous } });
  return rates;
}

export interface Accrual {
  gameType: string;
  vendorCode: string;
  validBet: bigint;
}

export interface ResolvedLine extends Omit<RebateLine, 'validBet' | 'amount'> {
  validBet: bigint;
  amount: bigint;
  /** The accrual rows this line read, to subtract exactly them when it is claimed. */
  accruals: Accrual[];
}

/**
 * The page's and the claim's lines (docs/adr/0016 §9): a vendor with its own rate at the member's
 * level is a line of its own; the category's other vendors share the category's line (rate 0 when the
 * level has none). Each line's amount is floor(valid bet × rate / 10⁶): fractions are dropped per line.
 */
export function rebateLines(accruals: readonly Accrual[], levelRates: readonly RebateRate[]): ResolvedLine[] {
  const rateOf = new Map(levelRates.map((rate) => [`${rate.gameType}|${rate.vendorCode}`, rate.ratePpm]));
  const lines = new Map<string, ResolvedLine>();
  for (const accrual of accruals) {
    const ownRate = rateOf.get(`${accrual.gameType}|${accrual.vendorCode}`);
    const vendorCode = ownRate !== undefined && accrual.vendorCode !== '' ? accrual.vendorCode : '';
    const key = `${accrual.gameType}|${vendorCode}`;
    const line = lines.get(key) ?? { gameType: accrual.gameType, vendorCode, ratePpm: rateOf.get(key) ?? 0, validBet: 0n, amount: 0n, accruals: [] };
    line.validBet += accrual.validBet;
    line.accruals.push(accrual);
    lines.set(key, line);
  }
  return [...lines.values()]
    .map((line) => ({ ...line, amount: (line.validBet * BigInt(line.ratePpm)) / PPM }))
    .sort((a, b) => a.gameType.localeCompare(b.gameType) || a.vendorCode.localeCompare(b.vendorCode));
}
