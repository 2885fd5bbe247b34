import type { SystemConfig } from '../api/wire';

/** A complete config answer as the demo brand's api gives it; tests override what they need. */
export function testConfig(overrides: Partial<SystemConfig> = {}): SystemConfig {
  return {
    info: {
      customerService: [],
      domainRoute: [],
      resources: { logoUrl: '', appDownload: { ios: '', android: '' }, socialChannels: [] },
      whitelabel: [],
    },
    register: [],
    mainDomain: 'localhost',
    analytics: { gtagId: null },
    imageCDNs: [],
    launchGameCDNs: [],
    merchant: {
      code: 'khela',
      name: 'Khela',
      currency: 'BDT',
      currencySymbol: '৳',
      timeZone: 'Asia/Dhaka',
      defaultLanguage: 'bn',
      languages: ['bn', 'en'],
    },
    csKey: '',
    oidcProviders: [],
    location: { ip: '127.0.0.1', country: null },
    maintenance: { enabled: false, message: null },
    regionRestriction: { restricted: false, country: null },
    ...overrides,
  };
}
