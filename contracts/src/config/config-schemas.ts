import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from '../platform/schema-helpers';

const Flag = StringEnum(['1', '0'] as const);

/** A whitelabel switch node. The tree is two levels deep (group > switch). */
export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
}
export const WhitelabelNodeSchema = Type.Object({
  modId: Type.String(),
  enabled: Flag,
  childrenNodes: Type.Array(
    Type.Object({ modId: Type.String(), enabled: Flag, childrenNodes: Type.Array(Type.Unknown()) }),
  ),
});

export const CustomerServiceSchema = Type.Object({
  csType: StringEnum(['LIVECHAT', 'TELEGRAM', 'FACEBOOK'] as const),
  csPosition: Type.Integer(),
  path: Type.String({ description: 'base64(iv[12] | AES-256-GCM ciphertext | tag[16]) under csKey' }),
});

export const DomainRouteSchema = Type.Object({
  domain: Type.String(),
  purpose: StringEnum(['MAIN', 'BACKUP', 'AGENT'] as const),
});

/**
 * GET /wps/system/domain_routes (SPEC §7 "domain routes"): the brand's addresses, each with the
 * address to open; the site lists MAIN and BACKUP for players whose network blocks one of them.
 */
export const DomainRoutesValueSchema = Type.Object({
  list: Type.Array(
    Type.Object({
      domain: Type.String(),
      purpose: StringEnum(['MAIN', 'BACKUP', 'AGENT'] as const),
      url: Type.String({ description: 'https://{domain}/' }),
    }),
  ),
});
export type DomainRoutesValue = Static<typeof DomainRoutesValueSchema>;

export const ResourcesSchema = Type.Object({
  logoUrl: Type.String(),
  appDownload: Type.Object({ ios: Type.String(), android: Type.String() }),
  socialChannels: Type.Array(
    Type.Object({
      channel: StringEnum(['WHATSAPP', 'FACEBOOK', 'INSTAGRAM', 'TELEGRAM', 'TWITTER', 'YOUTUBE'] as const),
      url: Type.String(),
    }),
  ),
});

export const RegisterRuleSchema = Type.Object({
  field: Type.String(),
  enabled: Type.Boolean(),
  required: Type.Boolean(),
  acceptedPattern: Type.String({ description: "A JavaScript regular expression source, or '*' for anything" }),
  minLength: Type.Integer(),
  maxLength: Type.Integer(),
  patternId: Type.Integer({ description: 'Message key reg_pattern_{patternId}' }),
});

export const MerchantInfoSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  currency: Type.String(),
  currencySymbol: Type.String(),
  timeZone: Type.String(),
  defaultLanguage: Type.String(),
  languages: Type.Array(Type.String()),
});

export const OidcProviderEntrySchema = Type.Object({
  id: Type.String({ description: 'Path segment of GET /wps/session/oidc/:provider/start', examples: ['google'] }),
  name: Type.String({ description: 'Shown on the button', examples: ['Google'] }),
});

export const ConfigValueSchema = Type.Object({
  info: Type.Object({
    customerService: Type.Array(CustomerServiceSchema),
    domainRoute: Type.Array(DomainRouteSchema),
    resources: ResourcesSchema,
    whitelabel: Type.Array(WhitelabelNodeSchema),
  }),
  register: Type.Array(RegisterRuleSchema),
  mainDomain: Type.String(),
  analytics: Type.Object({ gtagId: Nullable(Type.String()) }),
  imageCDNs: Type.Array(Type.String()),
  launchGameCDNs: Type.Array(Type.String()),
  merchant: MerchantInfoSchema,
  csKey: Type.String({ description: 'base64 AES-256 key for customerService paths (obfuscation only)' }),
  oidcProviders: Type.Array(OidcProviderEntrySchema, {
    description: "The brand's social logins (OpenID Connect), in its order; empty when it offers none",
  }),
  location: Type.Object({ ip: Type.String(), country: Nullable(Type.String()) }),
  maintenance: Type.Object({ enabled: Type.Boolean(), message: Nullable(Type.String()) }),
  regionRestriction: Type.Object({
    restricted: Type.Boolean(),
    country: Nullable(Type.String()),
  }),
});
export type ConfigValue = Static<typeof ConfigValueSchema>;

export const LanguageUpdateBodySchema = Type.Object({
  language: Type.String({ maxLength: 16, description: "'bn' or 'en' (must be one of the brand's languages)" }),
});
export type LanguageUpdateBody = Static<typeof LanguageUpdateBodySchema>;

export const LanguageUpdateValueSchema = Type.Object({ language: Type.String() });
export type LanguageUpdateValue = Static<typeof LanguageUpdateValueSchema>;
