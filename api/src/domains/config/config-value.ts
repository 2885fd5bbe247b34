import { translate } from '../../platform/i18n/translate';
import { type Language, pickText } from '../../platform/i18n/language';
import type { Merchant } from '../../platform/merchant/merchant';
import { countryOfIp, normalizeIp } from '../../platform/geo';
import { parseIdentitySettings } from '../identity';
import type { ConfigValue } from '@khela/contracts';
import { encryptCsPath } from './cs-cipher';
import { buildWhitelabelTree } from './whitelabel';
// Texts translated here are this domain's: its catalogue loads with this module.
import './messages';

/** Everything the shell needs at start, for one brand and one visitor. */
export function buildConfigValue(merchant: Merchant, language: Language, visitorIp: string): ConfigValue {
  const ip = normalizeIp(visitorIp);
  const country = countryOfIp(ip);
  const maintenanceMessage = merchant.maintenance.enabled
    ? pickText(merchant.maintenance.message, language, merchant.defaultLanguage) ||
      translate(language, 'maintenance.default')
    : null;
  return {
    info: {
      customerService: [...merchant.customerService]
        .sort((a, b) => a.csPosition - b.csPosition)
        .map((cs) => ({ csType: cs.csType, csPosition: cs.csPosition, path: encryptCsPath(cs.url, merchant.csKey) })),
      domainRoute: merchant.domainRoutes,
      resources: merchant.resources,
      whitelabel: buildWhitelabelTree(merchant.whitelabelSwitches),
    },
    register: merchant.registerRules,
    mainDomain: merchant.mainDomain,
    analytics: { gtagId: merchant.analyticsGtagId },
    imageCDNs: merchant.imageCdns,
    launchGameCDNs: merchant.launchGameCdns,
    merchant: {
      code: merchant.code,
      name: merchant.name,
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      timeZone: merchant.timeZone,
      defaultLanguage: merchant.defaultLanguage,
      languages: merchant.languages,
    },
    csKey: merchant.csKey,
    // The buttons to show; issuer, client id and secret stay on the server.
    oidcProviders: parseIdentitySettings(merchant.identity).oidcProviders.map(({ id, name }) => ({ id, name })),
    location: { ip, country },
    maintenance: { enabled: merchant.maintenance.enabled, message: maintenanceMessage },
    regionRestriction: {
      restricted: country !== null && merchant.restrictedCountries.includes(country),
      country,
    },
  };
}
