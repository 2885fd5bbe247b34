import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../platform/schema-helpers';

/**
 * The whitelabel feature switches (SPEC §6) a brand's operators set, as the config's whitelabel
 * tree shows them, and the two of SPEC §2's popups: the member center and the agent center open
 * as popups over the current page while their switch is on.
 */
export const FEATURE_SWITCHES = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'MOBILEVERCODELOGIN3',
  'PWDEXPFORCECHANGE3',
  'FREEPLAY3',
  'SEAMLESSPAGE3',
  'AGENTPOLICY3',
  'REFERRAL',
  'MEMBERCENTERPOPUP',
  'AGENTCENTERPOPUP',
] as const;
export type FeatureSwitch = (typeof FEATURE_SWITCHES)[number];

/** A Google tag id: G-XXXXXXX (GA4), GT-, AW-, DC- or an old UA-123-1. */
export const GTAG_ID_PATTERN = '^[A-Z]{1,3}-[A-Z0-9-]{4,24}$';

export const SiteSettingsBodySchema = Type.Object(
  {
    switches: Type.Optional(
      Type.Record(Type.String({ maxLength: 32 }), Type.Boolean(), { description: 'Switches to change, by name (FEATURE_SWITCHES); the others keep theirs' }),
    ),
    analyticsGtagId: Type.Optional(Nullable(Type.String({ maxLength: 32, description: 'The brand\'s Google tag id (SPEC §3 analytics.gtagId); null: no analytics' }))),
  },
  { additionalProperties: false },
);
export type SiteSettingsBody = Static<typeof SiteSettingsBodySchema>;

export const SiteSettingsSchema = Type.Object({
  merchant: Type.String(),
  switches: Type.Record(Type.String(), Type.Boolean()),
  analyticsGtagId: Nullable(Type.String()),
});
export type SiteSettings = Static<typeof SiteSettingsSchema>;
