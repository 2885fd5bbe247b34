import type { Queryable } from '../db/db';
import { json } from '../db/db';
import type { LocalizedText } from '../i18n/language';
import { DEFAULT_IDENTITY_SETTINGS, type IdentitySettings, type Merchant, type OidcProviderSettings } from './merchant';
import { forgetMerchants } from './merchant-cache';

interface MerchantRow {
  code: string;
  name: string;
  currency: string;
  currency_symbol: string;
  time_zone: string;
  default_language: Merchant['defaultLanguage'];
  languages: Merchant['languages'];
  whitelabel_switches: Merchant['whitelabelSwitches'];
  register_rules: Merchant['registerRules'];
  customer_service: Merchant['customerService'];
  domain_routes: Merchant['domainRoutes'];
  resources: Merchant['resources'];
  image_cdns: string[];
  launch_game_cdns: string[];
  analytics_gtag_id: string | null;
  main_domain: string;
  cs_key: string;
  maintenance_enabled: boolean;
  maintenance_message: LocalizedText;
  restricted_countries: string[];
  identity_settings: Partial<IdentitySettings> | null;
}

function toMerchant(row: MerchantRow): Merchant {
  return {
    code: row.code,
    name: row.name,
    currency: row.currency,
    currencySymbol: row.currency_symbol,
    timeZone: row.time_zone,
    defaultLanguage: row.default_language,
    languages: row.languages,
    whitelabelSwitches: row.whitelabel_switches,
    registerRules: row.register_rules,
    customerService: row.customer_service,
    domainRoutes: row.domain_routes,
    resources: row.resources,
    imageCdns: row.image_cdns,
    launchGameCdns: row.launch_game_cdns,
    analyticsGtagId: row.analytics_gtag_id,
    mainDomain: row.main_domain,
    csKey: row.cs_key,
    maintenance: { enabled: row.maintenance_enabled, message: row.maintenance_message },
    restrictedCountries: row.restricted_countries,
    identity: { ...DEFAULT_IDENTITY_SETTINGS, ...(row.identity_settings ?? {}) },
  };
}

export async function findMerchant(db: Queryable, code: string): Promise<Merchant | null> {
  const rows = await db.query<MerchantRow>('SELECT * FROM merchants WHERE code = $1', [code]);
  return rows[0] ? toMerchant(rows[0]) : null;
}

export async function insertMerchant(db: Queryable, m: Merchant): Promise<void> {
  await db.query(
    `INSERT INTO merchants (code, name, currency, currency_symbol, time_zone, default_language, languages,
       whitelabel_switches, register_rules, customer_service, domain_routes, resources, image_cdns,
       launch_game_cdns, analytics_gtag_id, main_domain, cs_key, maintenance_enabled, maintenance_message,
       restricted_countries, identity_settings)
     VALUES ($1,$2,$3,$4,$5,$6,$7::jsonb,$8::jsonb,$9::jsonb,$10::jsonb,$11::jsonb,$12::jsonb,$13::jsonb,
       $14::jsonb,$15,$16,$17,$18,$19::jsonb,$20::jsonb,$21::jsonb)
     ON CONFLICT (code) DO NOTHING`,
    [
      m.code, m.name, m.currency, m.currencySymbol, m.timeZone, m.defaultLanguage, json(m.languages),
      json(m.whitelabelSwitches), json(m.registerRules), json(m.customerService), json(m.domainRoutes),
      json(m.resources), json(m.imageCdns), json(m.launchGameCdns), m.analyticsGtagId, m.mainDomain, m.csKey,
      m.maintenance.enabled, json(m.maintenance.message), json(m.restrictedCountries), json(m.identity),
    ],
  );
  forgetMerchants();
}

/** Replaces a brand's social logins (identity_settings.oidcProviders), other settings untouched; false if no such brand. */
export async function setOidcProviders(db: Queryable, code: string, providers: readonly OidcProviderSettings[]): Promise<boolean> {
  const rows = await db.query(
    `UPDATE merchants SET identity_settings = identity_settings || jsonb_build_object('oidcProviders', $2::jsonb), updated_at = now()
      WHERE code = $1 RETURNING code`,
    [code, json(providers)],
  );
  forgetMerchants();
  return rows.length > 0;
}
