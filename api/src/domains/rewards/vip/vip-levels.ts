import type { VipLevel, VipLevelsBody } from '@khela/contracts/rewards';
import type { Queryable } from '../../../platform/db/db';
import { ApiError, type ErrorCode } from '../../../platform/errors';
import { type OperatorActor, recordOperatorAction } from '../../../platform/ops/operator-actor';
import { readRewardsSection, writeRewardsSection } from '../core/settings';

/** A rung of the ladder as the api works with it: money in bigint minor units. */
export interface Rung {
  level: number;
  nameEn: string;
  nameBn: string;
  label: string;
  upgradeValidBet: bigint;
  upgradeDeposit: bigint;
  keepValidBet: bigint;
  keepDeposit: bigint;
  levelUpGift: bigint;
  monthlyGift: bigint;
  giftMultipleX100: number;
  dailyRebateCap: bigint | null;
  pointsBonusPct: number;
}

/** The brand's VIP switches (rewards settings, section `vip`). */
export interface VipSettings {
  /** VIP on (default): upgrades, gifts and the avatar's label. Counters count either way. */
  enabled: boolean;
  /** The monthly relegation (default off). */
  relegation: boolean;
}

interface RungRow {
  level: number;
  name_en: string;
  name_bn: string;
  label: string;
  upgrade_valid_bet: string;
  upgrade_deposit: string;
  keep_valid_bet: string;
  keep_deposit: string;
  level_up_gift: string;
  monthly_gift: string;
  gift_multiple_x100: number;
  daily_rebate_cap: string | null;
  points_bonus_pct: number;
}

const RUNG_COLUMNS = `level, name_en, name_bn, label, upgrade_valid_bet::text, upgrade_deposit::text, keep_valid_bet::text, keep_deposit::text,
  level_up_gift::text, monthly_gift::text, gift_multiple_x100, daily_rebate_cap::text, points_bonus_pct`;

function toRung(row: RungRow): Rung {
  return {
    level: Number(row.level),
    nameEn: row.name_en,
    nameBn: row.name_bn,
    label: row.label,
    upgradeValidBet: BigInt(row.upgrade_valid_bet),
    upgradeDeposit: BigInt(row.upgrade_deposit),
    keepValidBet: BigInt(row.keep_valid_bet),
    keepDeposit: BigInt(row.keep_deposit),
    levelUpGift: BigInt(row.level_up_gift),
    monthlyGift: BigInt(row.monthly_gift),
    giftMultipleX100: Number(row.gift_multiple_x100),
    dailyRebateCap: row.daily_rebate_cap === null ? null : BigInt(row.daily_rebate_cap),
    pointsBonusPct: Number(row.points_bonus_pct),
  };
}

/** The brand's ladder, level 0 first (empty: the brand has no VIP). */
export async function readLadder(db: Queryable, merchantCode: string): Promise<Rung[]> {
  const rows = await db.query<RungRow>(`SELECT ${RUNG_COLUMNS} FROM vip_levels WHERE merchant_code = $1 ORDER BY level`, [merchantCode]);
  return rows.map(toRung);
}

export async function readVipSettings(db: Queryable, merchantCode: string): Promise<VipSettings> {
  const stored = await readRewardsSection(db, merchantCode, 'vip');
  return {
    enabled: typeof stored.enabled === 'boolean' ? stored.enabled : true,
    relegation: typeof stored.relegation === 'boolean' ? stored.relegation : false,
  };
}

/** The rung a member at `level` stands on (a level above a shortened ladder: its top rung). */
export function rungOf(ladder: readonly Rung[], level: number): Rung | null {
  let found: Rung | null = null;
  for (const rung of ladder) if (rung.level <= level) found = rung;
  return found;
}

/** hasVip (SPEC §3): the brand has a level above 0 and VIP is on. */
export const hasVip = (ladder: readonly Rung[], settings: VipSettings): boolean => settings.enabled && ladder.some((rung) => rung.level > 0);

export function rungToWire(rung: Rung): VipLevel {
  return {
    level: rung.level,
    nameEn: rung.nameEn,
    nameBn: rung.nameBn,
    label: rung.label,
    upgradeValidBet: Number(rung.upgradeValidBet),
    upgradeDeposit: Number(rung.upgradeDeposit),
    keepValidBet: Number(rung.keepValidBet),
    keepDeposit: Number(rung.keepDeposit),
    levelUpGift: Number(rung.levelUpGift),
    monthlyGift: Number(rung.monthlyGift),
    giftMultipleX100: rung.giftMultipleX100,
    dailyRebateCap: rung.dailyRebateCap === null ? null : Number(rung.dailyRebateCap),
    pointsBonusPct: rung.pointsBonusPct,
  };
}

/**
 * What makes a ladder wrong, as an error code (null: fine). Levels run 0, 1, 2, … without gaps;
 * level 0 asks nothing; each level asks at least what the one below asks and more of one of the
 * two, so an upgrade never skips a rung's thresholds and a relegated member (counters set to the
 * new level's thresholds) is not promoted again at once.
 */
export function ladderProblem(levels: readonly VipLevel[]): { code: ErrorCode; level?: number } | null {
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  for (const [index, rung] of sorted.entries()) {
    if (rung.level !== index) return { code: 'vip.levels.gap', level: index };
    if (!rung.nameEn.trim() || !rung.nameBn.trim() || !rung.label.trim()) return { code: 'vip.levels.name', level: rung.level };
  }
  const [first] = sorted;
  if (first && (first.upgradeValidBet > 0 || first.upgradeDeposit > 0)) return { code: 'vip.levels.zero', level: 0 };
  for (let index = 1; index < sorted.length; index += 1) {
    const [below, rung] = [sorted[index - 1]!, sorted[index]!];
    const notLess = rung.upgradeValidBet >= below.upgradeValidBet && rung.upgradeDeposit >= below.upgradeDeposit;
    const more = rung.upgradeValidBet > below.upgradeValidBet || rung.upgradeDeposit > below.upgradeDeposit;
    if (!notLess || !more) return { code: 'vip.levels.order', level: rung.level };
  }
  return null;
}

/** Replaces the brand's ladder with levels already checked (ladderProblem); records nothing. */
export async function writeLadder(tx: Queryable, merchantCode: string, levels: readonly VipLevel[]): Promise<void> {
  await tx.query('DELETE FROM vip_levels WHERE merchant_code = $1', [merchantCode]);
  for (const rung of levels) {
    await tx.query(
      `INSERT INTO vip_levels (merchant_code, level, name_en, name_bn, label, upgrade_valid_bet, upgrade_deposit, keep_valid_bet, keep_deposit,
                               level_up_gift, monthly_gift, gift_multiple_x100, daily_rebate_cap, points_bonus_pct)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        merchantCode, rung.level, rung.nameEn.trim(), rung.nameBn.trim(), rung.label.trim(), rung.upgradeValidBet, rung.upgradeDeposit,
        rung.keepValidBet, rung.keepDeposit, rung.levelUpGift, rung.monthlyGift, rung.giftMultipleX100, rung.dailyRebateCap, rung.pointsBonusPct,
      ],
    );
  }
}

/**
 * Replaces the brand's ladder and/or switches (vip.levels), recorded with what was there before.
 * Members above the new top level keep their level number; they see the top rung's name.
 */
export async function saveLadder(tx: Queryable, actor: OperatorActor, body: VipLevelsBody): Promise<{ ladder: Rung[]; settings: VipSettings }> {
  const merchantCode = body.merchant;
  const [brand] = await tx.query('SELECT 1 FROM merchants WHERE code = $1', [merchantCode]);
  if (!brand) throw new ApiError(404, 'vip.merchant.unknown');
  if (!body.levels && body.enabled === undefined && body.relegation === undefined) throw new ApiError(400, 'vip.levels.nothing');
  if (body.levels) {
    const problem = ladderProblem(body.levels);
    if (problem) throw new ApiError(400, problem.code, { level: String(problem.level ?? '') });
  }
  const [previousLadder, previousSettings] = [await readLadder(tx, merchantCode), await readVipSettings(tx, merchantCode)];
  if (body.levels) await writeLadder(tx, merchantCode, body.levels);
  const settings: VipSettings = { enabled: body.enabled ?? previousSettings.enabled, relegation: body.relegation ?? previousSettings.relegation };
  if (body.enabled !== undefined || body.relegation !== undefined) await writeRewardsSection(tx, merchantCode, 'vip', { ...settings });
  await recordOperatorAction(tx, actor, {
    action: 'vip.levels',
    merchantCode,
    target: merchantCode,
    details: {
      ...(body.levels ? { levels: body.levels, previousLevels: previousLadder.map(rungToWire) } : {}),
      settings,
      previousSettings,
    },
  });
  return { ladder: await readLadder(tx, merchantCode), settings };
}
