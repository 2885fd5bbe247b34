import type { Language, LocalizedText } from '../i18n/language';
import type { RegisterRule } from '@khela/contracts/rules';

/** The brand code used when a request carries no Merchant header. */

export type CustomerServiceType = 'LIVECHAT' | 'TELEGRAM' | 'FACEBOOK';

/** Stored in plain text; the config call encrypts `url` into `path`. */
export interface CustomerServiceEntry {
  csType: CustomerServiceType;
  csPosition: number;
  url: string;
}

/** A brand's registration rule: the one definition the rules engine and the page share. */
export type { RegisterRule } from '@khela/contracts/rules';

export interface DomainRoute {
  domain: string;
  purpose: 'MAIN' | 'BACKUP' | 'AGENT';
}

export interface MerchantResources {
  logoUrl: string;
  appDownload: { ios: string; android: string };
  socialChannels: { channel: 'WHATSAPP' | 'FACEBOOK' | 'INSTAGRAM' | 'TELEGRAM' | 'TWITTER' | 'YOUTUBE'; url: string }[];
}

/** An OpenID Connect provider a brand offers for social login (Google, Facebook, …). */
export interface OidcProviderSettings {
  id: string;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Where a brand's SMS or mail goes: the outbox (dev, tests) or an HTTP gateway. */
export type MessageProviderSettings = { kind: 'outbox' } | { kind: 'http'; url: string; token: string };

/** Identity settings per brand; stored as identity_settings jsonb, missing keys take the defaults. */
export interface IdentitySettings {
  ageLimit: number;
  passwordExpiryDays: number;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  codeExpiredMinutes: number;
  countryDialingCode: string;
  /** The slider check before password login, one-click and registration (off only for load tests). */
  sliderRequired: boolean;
  /** Failed logins one address may make in an hour, over all accounts of the brand (docs/identity.md). */
  loginFailuresPerAddressPerHour: number;
  oidcProviders: OidcProviderSettings[];
  sms: MessageProviderSettings;
  mail: MessageProviderSettings;
}

export const DEFAULT_IDENTITY_SETTINGS: IdentitySettings = {
  ageLimit: 18,
  passwordExpiryDays: 90,
  sessionIdleMinutes: 60,
  sessionAbsoluteHours: 24,
  codeExpiredMinutes: 5,
  countryDialingCode: '880',
  sliderRequired: true,
  loginFailuresPerAddressPerHour: 30,
  oidcProviders: [],
  sms: { kind: 'outbox' },
  mail: { kind: 'outbox' },
};

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
  identity: IdentitySettings;
  /** Single wallet (SPEC §3 isSingle): members see one balance and no game wallets (docs/spec-sweep.md). */
  singleWallet: boolean;
}
