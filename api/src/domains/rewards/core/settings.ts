import type { Queryable } from '../../../platform/db/db';

/**
 * The brand's reward settings (rewards_settings.settings): one section per part of the rewards
 * domain (`core`, `center`, `promotions`, `missions`, `points`, `rebate`, `vip`). Each part owns its
 * section, validates it and fills its defaults; an absent section means the part's defaults.
 */
export type RewardsSection = 'core' | 'center' | 'promotions' | 'missions' | 'points' | 'rebate' | 'vip' | 'referral';

export async function readRewardsSection(db: Queryable, merchantCode: string, section: RewardsSection): Promise<Record<string, unknown>> {
  const [row] = await db.query<{ section: Record<string, unknown> | null }>(
    'SELECT settings -> $2 AS section FROM rewards_settings WHERE merchant_code = $1',
    [merchantCode, section],
  );
  const value = row?.section;
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

/** Replaces one section (validated by its part first); the other sections are untouched. */
export async function writeRewardsSection(db: Queryable, merchantCode: string, section: RewardsSection, value: Record<string, unknown>): Promise<void> {
  await db.query(
    `INSERT INTO rewards_settings (merchant_code, settings) VALUES ($1, jsonb_build_object($2::text, $3::jsonb))
     ON CONFLICT (merchant_code) DO UPDATE SET settings = rewards_settings.settings || jsonb_build_object($2::text, $3::jsonb), updated_at = now()`,
    [merchantCode, section, JSON.stringify(value)],
  );
}
