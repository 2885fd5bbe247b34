import type { RebateSettings, RebateSettingsBody } from '@khela/contracts/rewards';
import type { Queryable } from '../../../platform/db/db';
import { type OperatorActor, recordOperatorAction } from '../../../platform/ops/operator-actor';
import { readRewardsSection, writeRewardsSection } from '../core/settings';

/** A brand that never set its rebate: ৳1 minimum, cash, no daily auto-claim, ৳500 a day, 7 days for a bonus. */
export const DEFAULT_REBATE_SETTINGS: RebateSettings = { minClaim: 100, multipleX100: 0, autoDaily: false, defaultDailyCap: 50_000, expiryDays: 7 };

const wholeAtLeast = (value: unknown, min: number): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= min;

/** The brand's rebate section over the defaults; a field stored wrong (by hand) falls back to its default. */
export async function readRebateSettings(db: Queryable, merchantCode: string): Promise<RebateSettings> {
  const stored = await readRewardsSection(db, merchantCode, 'rebate');
  return {
    minClaim: wholeAtLeast(stored.minClaim, 0) ? stored.minClaim : DEFAULT_REBATE_SETTINGS.minClaim,
    multipleX100: wholeAtLeast(stored.multipleX100, 0) ? stored.multipleX100 : DEFAULT_REBATE_SETTINGS.multipleX100,
    autoDaily: typeof stored.autoDaily === 'boolean' ? stored.autoDaily : DEFAULT_REBATE_SETTINGS.autoDaily,
    defaultDailyCap: wholeAtLeast(stored.defaultDailyCap, 0) ? stored.defaultDailyCap : DEFAULT_REBATE_SETTINGS.defaultDailyCap,
    expiryDays: wholeAtLeast(stored.expiryDays, 1) ? stored.expiryDays : DEFAULT_REBATE_SETTINGS.expiryDays,
  };
}

/** An operator changes some of the brand's rebate settings (the schema checked them); recorded with the previous ones. */
export async function changeRebateSettings(tx: Queryable, actor: OperatorActor, change: RebateSettingsBody): Promise<RebateSettings> {
  const previous = await readRebateSettings(tx, change.merchant);
  const settings: RebateSettings = { ...previous, ...change.settings };
  await writeRewardsSection(tx, change.merchant, 'rebate', { ...settings });
  await recordOperatorAction(tx, actor, { action: 'rebate.settings', merchantCode: change.merchant, target: change.merchant, details: { change: change.settings, previous } });
  return settings;
}

/**
 * The daily cap of a VIP level: the level's own `vip_levels.daily_rebate_cap` (VIP, migration 046)
 * when that table exists and sets one, else the brand's default. Asked each time, so it works the
 * same before and after VIP is installed.
 */
export async function dailyCapOf(db: Queryable, merchantCode: string, vipLevel: number, settings: RebateSettings): Promise<bigint> {
  const [table] = await db.query<{ present: boolean }>("SELECT to_regclass('vip_levels') IS NOT NULL AS present");
  if (table?.present) {
    const [level] = await db.query<{ cap: string | null }>('SELECT daily_rebate_cap::text AS cap FROM vip_levels WHERE merchant_code = $1 AND level = $2', [merchantCode, vipLevel]);
    if (level?.cap != null) return BigInt(level.cap);
  }
  return BigInt(settings.defaultDailyCap);
}
