import type { Queryable } from '../../platform/db/db';
import { json } from '../../platform/db/db';
import type { LocalizedText } from '../../platform/i18n/language';
import { forgetMerchants } from '../../platform/merchant/merchant-cache';
import { sanitizePlainText } from '../../platform/sanitize';

/** What an operator switches: maintenance and the restricted countries of one brand. */
export interface MerchantStatus {
  merchant: string;
  maintenance: { enabled: boolean; message: LocalizedText };
  restrictedCountries: string[];
}

const COUNTRY_CODE = /^[A-Z]{2}$/;

/** 'us, BD ,,' -> ['US','BD']; throws on anything that is not an ISO 3166-1 alpha-2 code. */
export function parseCountryList(input: string | readonly string[]): string[] {
  const items = (typeof input === 'string' ? input.split(',') : [...input]).map((c) => c.trim().toUpperCase()).filter(Boolean);
  const bad = items.find((c) => !COUNTRY_CODE.test(c));
  if (bad !== undefined) throw new RangeError(`not a two-letter country code: ${bad}`);
  return [...new Set(items)].sort();
}

export async function readMerchantStatus(db: Queryable, merchant: string): Promise<MerchantStatus | null> {
  const rows = await db.query<{ maintenance_enabled: boolean; maintenance_message: LocalizedText; restricted_countries: string[] }>(
    'SELECT maintenance_enabled, maintenance_message, restricted_countries FROM merchants WHERE code = $1',
    [merchant],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    merchant,
    maintenance: { enabled: row.maintenance_enabled, message: row.maintenance_message },
    restrictedCountries: row.restricted_countries,
  };
}

/** Messages given replace those languages only; the others keep their text. Null if no such brand. */
export async function setMaintenance(
  db: Queryable,
  merchant: string,
  enabled: boolean,
  message: LocalizedText = {},
): Promise<MerchantStatus | null> {
  const clean = Object.fromEntries(
    Object.entries(message).filter(([, v]) => typeof v === 'string').map(([k, v]) => [k, sanitizePlainText(v as string)]),
  );
  const rows = await db.query(
    `UPDATE merchants SET maintenance_enabled = $2, maintenance_message = maintenance_message || $3::jsonb,
       updated_at = now() WHERE code = $1 RETURNING code`,
    [merchant, enabled, json(clean)],
  );
  // The next request of this server sees the switch (others within the merchant cache's TTL).
  forgetMerchants();
  return rows.length ? readMerchantStatus(db, merchant) : null;
}

export async function setRestrictedCountries(
  db: Queryable,
  merchant: string,
  countries: readonly string[],
): Promise<MerchantStatus | null> {
  const rows = await db.query(
    'UPDATE merchants SET restricted_countries = $2::jsonb, updated_at = now() WHERE code = $1 RETURNING code',
    [merchant, json(parseCountryList(countries))],
  );
  forgetMerchants();
  return rows.length ? readMerchantStatus(db, merchant) : null;
}
