/**
 * Wire types of the calls the front end makes. They mirror the api's TypeBox schemas
 * (api/src/wire.ts); the api's schema tests keep the two in step.
 */
import type { RegisterMode, RegisterRule } from '@khela/contracts/rules';

export interface Envelope<T> {
  success: boolean;
  value: T | null;
  message: string | null;
  errorCode: string | null;
}

export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes?: WhitelabelNode[];
}

export interface CustomerServiceEntry {
  csType: 'LIVECHAT' | 'TELEGRAM' | 'FACEBOOK';
  csPosition: number;
  /** AES-GCM ciphertext, decrypted in the browser with csKey. */
  path: string;
}

// One definition, in the rules engine the api shares.
export type { RegisterRule };

/** GET /wps/member/regValidata: the brand's rules, its register types and the age to confirm. */
export interface RegisterValidation {
  rules: RegisterRule[];
  regTypes: RegisterMode[];
  ageLimit: number;
}

export interface SystemConfig {
  info: {
    customerService: CustomerServiceEntry[];
    domainRoute: unknown[];
    resources: Record<string, unknown>;
    whitelabel: WhitelabelNode[];
  };
  register: RegisterRule[];
  mainDomain: string;
  analytics: { gtagId: string | null };
  imageCDNs: string[];
  launchGameCDNs: string[];
  merchant: {
    code: string;
    name: string;
    currency: string;
    currencySymbol: string;
    timeZone: string;
    defaultLanguage: 'bn' | 'en';
    languages: Array<'bn' | 'en'>;
  };
  csKey: string;
  /** The brand's social logins (never their secrets); an older api leaves it out. */
  oidcProviders?: Array<{ id: string; name: string }>;
  location: { ip: string; country: string | null };
  maintenance: { enabled: boolean; message: string | null };
  regionRestriction: { restricted: boolean; country: string | null };
}

export type LinkageType = 'NONE' | 'URL' | 'ROUTE' | 'PROMOTION' | 'GAME';

export interface Banner {
  id: string | number;
  groupName: string;
  url: string;
  linkageType: LinkageType;
  linkage: string | null;
  title: string | null;
}

export interface AnnouncementItem {
  id: string | number;
  title: string;
  content: string;
  promotionType: string | null;
}

export interface Announcements {
  banners: Banner[];
  player: AnnouncementItem[];
  popup: AnnouncementItem[];
  promotion: AnnouncementItem[];
}

export interface Notice {
  id: string | number;
  title: string;
  content: string;
}

export interface HelpSection {
  id: string | number;
  key: string;
  title: string;
  content: string;
}

export interface MenuVendor {
  vassalage: string;
  displayName: string;
  gameType: string;
}

export interface GameMenu {
  gameType: string;
  vendors: MenuVendor[];
}
