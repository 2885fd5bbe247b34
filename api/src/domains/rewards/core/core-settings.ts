import type { CoreRewardsSettings } from '@khela/contracts/rewards';
import type { Queryable } from '../../../platform/db/db';
import { readRewardsSection, writeRewardsSection } from './settings';

/** The core section's defaults: no first-deposit fingerprint checks, reward lines wait 30 days. */
export const DEFAULT_CORE_SETTINGS: CoreRewardsSettings = { abuse: [], rewardExpiryDays: 30 };

const isAbuseKind = (kind: unknown): kind is CoreRewardsSettings['abuse'][number] => kind === 'mobile' || kind === 'payoutAccount' || kind === 'device';

/**
 * The brand's core section with its defaults filled (a stored value of the wrong shape is ignored).
 * `abuse` is the one switch the first-deposit checks read (promotions' `abuseKinds`); a brand whose
 * core section has none yet keeps what an earlier demo seed wrote in the promotions section.
 */
export async function readCoreSettings(db: Queryable, merchantCode: string): Promise<CoreRewardsSettings> {
  const stored = await readRewardsSection(db, merchantCode, 'core');
  const legacy = Array.isArray(stored.abuse) ? null : (await readRewardsSection(db, merchantCode, 'promotions')).abuse;
  const abuse = Array.isArray(stored.abuse) ? stored.abuse.filter(isAbuseKind) : Array.isArray(legacy) ? legacy.filter(isAbuseKind) : DEFAULT_CORE_SETTINGS.abuse;
  const days = stored.rewardExpiryDays;
  const rewardExpiryDays = typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= 365 ? days : DEFAULT_CORE_SETTINGS.rewardExpiryDays;
  return { abuse, rewardExpiryDays };
}

/** Changes some of the core section (validated by the wire schema); answers the whole section. */
export async function updateCoreSettings(db: Queryable, merchantCode: string, change: Partial<CoreRewardsSettings>): Promise<CoreRewardsSettings> {
  const next = { ...(await readCoreSettings(db, merchantCode)), ...change };
  await writeRewardsSection(db, merchantCode, 'core', next);
  return next;
}
