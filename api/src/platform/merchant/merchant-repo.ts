import { json, type Queryable, selectInto } from '../db/db';
import { DEFAULT_IDENTITY_SETTINGS, type IdentitySettings, type Merchant, type OidcProviderSettings } from './merchant';
import { forgetMerchants } from './merchant-cache';

/** A merchants row as selected: a Merchant but for its identity settings, stored without the defaults. */
type MerchantRow = Omit<Merchant, 'identity'> & { identity: Partial<IdentitySettings> | null };

const COLUMNS = selectInto<MerchantRow>({
  code: 'code', name: 'name', currency: 'currency', currencySymbol: 'currency_symbol', timeZone: 'time_zone',
  defaultLanguage: 'default_language', languages: 'languages', whitelabelSwitches: 'whitelabel_switches',
  registerRules: 'register_rules', customerService: 'customer_service', domainRoutes: 'domain_routes', resources: 'resources',
  imageCdns: 'image_cdns', launchGameCdns: 'launch_game_cdns', analyticsGtagId: 'analytics_gtag_id', mainDomain: 'main_domain',
  csKey: 'cs_key', maintenance: "json_build_object('enabled', maintenance_enabled, 'message', maintenance_message)",
  restrictedCountries: 'restricted_countries', identity: 'identity_settings', singleWallet: 'single_wallet',
});

export async function findMerchant(db: Queryable, code: string): Promise<Merchant | null> {
  const [row] = await db.query<MerchantRow>(`SELECT ${COLUMNS} FROM merchants WHERE code = $1`, [code]);
  return row ? { ...row, identity: { ...DEFAULT_IDENTITY_SETTINGS, ...(row.identity ?? {}) } } : null;
}

export async function insertMerchant(db: Queryable, m: Merchant): Promise<void> {
  await db.query(
    `INSERT INTO merchants (code, name, currency, currency_symbol, time_zone, default_language, languages,
       whitelabel_switches, register_rules, customer_service, domain_routes, resources, image_cdns,
       launch_game_cdns, analytics_gtag_id, main_domain, cs_key, maintenance_enabled, maintenance_message,
       restricted_countries, identity_settings, single_wallet)
     VALUES ($1,$2,$3,$4,$5,$6,$7::jsonb,$8::jsonb,$9::jsonb,$10::jsonb,$11::jsonb,$12::jsonb,$13::jsonb,
       $14::jsonb,$15,$16,$17,$18,$19::jsonb,$20::jsonb,$21::jsonb,$22)
     ON CONFLICT (code) DO NOTHING`,
    [
      m.code, m.name, m.currency, m.currencySymbol, m.timeZone, m.defaultLanguage, json(m.languages),
      json(m.whitelabelSwitches), json(m.registerRules), json(m.customerService), json(m.domainRoutes),
      json(m.resources), json(m.imageCdns), json(m.launchGameCdns), m.analyticsGtagId, m.mainDomain, m.csKey,
      m.maintenance.enabled, json(m.maintenance.message), json(m.restrictedCountries), json(m.identity), m.singleWallet,
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
