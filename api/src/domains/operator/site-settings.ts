import { type Db, json, type Queryable } from '../../platform/db/db';
import { ApiError } from '../../platform/errors';
import { forgetMerchants } from '../../platform/merchant/merchant-cache';
import { type OperatorActor, recordOperatorAction } from '../../platform/ops/operator-actor';
import { FEATURE_SWITCHES, GTAG_ID_PATTERN, type FeatureSwitch, type SiteSettings, type SiteSettingsBody } from '@khela/contracts';

const KNOWN = new Set<string>(FEATURE_SWITCHES);
const GTAG_ID = new RegExp(GTAG_ID_PATTERN);

function isFeatureSwitch(name: string): name is FeatureSwitch {
  return KNOWN.has(name);
}

/** The brand's switches as the config shows them: every known switch, off unless set. */
function switchesOf(stored: Record<string, boolean>): Record<string, boolean> {
  return Object.fromEntries(FEATURE_SWITCHES.map((name) => [name, stored[name] === true]));
}

export async function readSiteSettings(db: Queryable, merchantCode: string, lock = false): Promise<SiteSettings | null> {
  const [row] = await db.query<{ whitelabel_switches: Record<string, boolean>; analytics_gtag_id: string | null }>(
    `SELECT whitelabel_switches, analytics_gtag_id FROM merchants WHERE code = $1${lock ? ' FOR UPDATE' : ''}`,
    [merchantCode],
  );
  return row ? { merchant: merchantCode, switches: switchesOf(row.whitelabel_switches), analyticsGtagId: row.analytics_gtag_id } : null;
}

/**
 * Sets a brand's feature switches (SPEC §6, and SPEC §2's center popups) and its analytics id
 * (SPEC §3 analytics.gtagId): an admin of that brand or of every brand, recorded in the action
 * record with what it replaced. The site reads them at its next start (merchant cache: 5 s).
 */
export async function setSiteSettings(db: Db, actor: OperatorActor, merchantCode: string, change: SiteSettingsBody): Promise<SiteSettings> {
  if (actor.role !== 'admin' || (actor.merchantCode !== null && actor.merchantCode !== merchantCode)) throw new ApiError(403, 'operator.forbidden');
  const switches = change.switches ?? {};
  const unknown = Object.keys(switches).find((name) => !isFeatureSwitch(name));
  if (unknown !== undefined) throw new ApiError(400, 'operator.siteSettings.switch', { name: unknown.slice(0, 32), known: FEATURE_SWITCHES.join(', ') });
  const gtagId = change.analyticsGtagId === undefined ? undefined : change.analyticsGtagId?.trim().toUpperCase() || null;
  if (gtagId && !GTAG_ID.test(gtagId)) throw new ApiError(400, 'operator.siteSettings.gtagId');
  if (Object.keys(switches).length === 0 && gtagId === undefined) throw new ApiError(400, 'operator.siteSettings.empty');

  const result = await db.transaction(async (tx) => {
    const previous = await readSiteSettings(tx, merchantCode, true);
    if (!previous) throw new ApiError(404, 'merchant.unknown', { merchant: merchantCode.slice(0, 64) });
    await tx.query(
      `UPDATE merchants SET whitelabel_switches = whitelabel_switches || $2::jsonb,
         analytics_gtag_id = CASE WHEN $3::boolean THEN $4 ELSE analytics_gtag_id END, updated_at = now() WHERE code = $1`,
      [merchantCode, json(switches), gtagId !== undefined, gtagId ?? null],
    );
    const changedSwitches = Object.fromEntries(Object.entries(switches).map(([name, on]) => [name, { from: previous.switches[name], to: on }]));
    await recordOperatorAction(tx, actor, {
      action: 'merchant.site-settings',
      merchantCode,
      target: merchantCode,
      details: {
        switches: changedSwitches,
        ...(gtagId !== undefined && { analyticsGtagId: { from: previous.analyticsGtagId, to: gtagId } }),
      },
    });
    return (await readSiteSettings(tx, merchantCode))!;
  });
  forgetMerchants();
  return result;
}
