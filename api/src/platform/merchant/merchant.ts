import type { Language, LocalizedText } from '../i18n/language';

/** The brand code used when a request carries no Merchant header. */
export const DEFAULT_MERCHANT_CODE = 'khela';

export type CustomerServiceType = 'LIVECHAT' | 'TELEGRAM' | 'FACEBOOK';

/** Stored in plain text; the config call encrypts `url` into `path`. */
export interface CustomerServiceEntry {
  csType: CustomerServiceType;
  csPosition: number;
  url: string;
}

export interface RegisterRule {
  field: string;
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
  patternId: number;
}

export interface DomainRoute {
  domain: string;
  purpose: 'MAIN' | 'BACKUP' | 'AGENT';
}

export interface MerchantResources {
  logoUrl: string;
  appDownload: { ios: string; android: string };
  socialChannels: { channel: 'WHATSAPP' | 'FACEBOOK' | 'INSTAGRAM' | 'TELEGRAM' | 'TWITTER' | 'YOUTUBE'; url: string }[];
}

/** A brand (tenant) with everything it configures. */
export interface Merchant {
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  timeZone: string;
  defaultLanguage: Language;
  languages: Language[];
  whitelabelSwitches: Record<string, boolean>;
  registerRules: RegisterRule[];
  customerService: CustomerServiceEntry[];
  domainRoutes: DomainRoute[];
  resources: MerchantResources;
  imageCdns: string[];
  launchGameCdns: string[];
  analyticsGtagId: string | null;
  mainDomain: string;
  csKey: string;
  maintenance: { enabled: boolean; message: LocalizedText };
  restrictedCountries: string[];
}
