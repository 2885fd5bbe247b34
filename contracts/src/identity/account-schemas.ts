import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../platform/schema-helpers';
import { LoginAnswerSchema } from './identity-schemas';
import { PLATFORM_CODE } from '../constants';
import { DEVICE_OSES } from '../platform/gateway';

/** A code the member's authenticator shows (finishing enrolment, removing it). */
export const TotpCodeBodySchema = Type.Object({ code: Type.String({ minLength: 1, maxLength: 10 }) }, { additionalProperties: false });

/** DELETE /wps/member/sessions/others: how many other devices were signed out. */
export const SignedOutAnswerSchema = Type.Object({ signedOut: Type.Integer() });
export type SignedOutAnswer = Static<typeof SignedOutAnswerSchema>;

/** Authenticator enrolment: the new secret, and the otpauth:// address its QR code carries. */
export const TotpEnrolmentSchema = Type.Object({ secret: Type.String(), otpauthUrl: Type.String() });
export type TotpEnrolment = Static<typeof TotpEnrolmentSchema>;

export const BindChannelSchema = StringEnum(['sms', 'email'] as const);

/** Where a binding code goes: the e-mail address, or the mobile number with its country code. */
export const BindTargetBodySchema = Type.Object(
  {
    channel: BindChannelSchema,
    destination: Type.String({ minLength: 3, maxLength: 100, description: 'E-mail address, or the mobile number' }),
    countryDialingCode: Type.Optional(Type.String({ maxLength: 4 })),
  },
  { additionalProperties: false },
);

/** Binding the address with the code sent to it. */
export const BindBodySchema = Type.Object(
  {
    channel: BindChannelSchema,
    destination: Type.String({ minLength: 3, maxLength: 100 }),
    countryDialingCode: Type.Optional(Type.String({ maxLength: 4 })),
    code: Type.String({ minLength: 1, maxLength: 10 }),
  },
  { additionalProperties: false },
);

/** GET /wps/member/affiliate/check: is this invitation code valid for the brand (and domain)? */
export const AffiliateCheckQuerySchema = Type.Object({ code: Type.String({ minLength: 1, maxLength: 32 }), domain: Type.Optional(Type.String({ maxLength: 253 })) });
export const AffiliateCheckAnswerSchema = Type.Object({ valid: Type.Boolean() });
export type AffiliateCheckAnswer = Static<typeof AffiliateCheckAnswerSchema>;

/** Free play: the device the trial account starts on. */
/** SPEC §7 freePlay: the device's OS and platform 'W' (the web site), sent with the gateway headers. */
export const FreePlayBodySchema = Type.Object(
  { os: StringEnum(DEVICE_OSES), platform: Type.Literal(PLATFORM_CODE, { description: "SPEC §9 platform code 'W'" }) },
  { additionalProperties: false },
);

/** One-click registration: the slider check's token, when the brand asks for one. */
export const OneClickBodySchema = Type.Object({ sliderToken: Type.Optional(Type.String({ maxLength: 128 })) }, { additionalProperties: false });

/** One-click registration: a login answer plus the generated credentials, shown once. */
export const OneClickAnswerSchema = Type.Intersect([LoginAnswerSchema, Type.Object({ credentials: Type.Object({ username: Type.String(), password: Type.String() }) })]);
export type OneClickAnswer = Static<typeof OneClickAnswerSchema>;

/** Social login (redirects, never JSON): the provider's id in the brand's config. */
export const OidcProviderParamsSchema = Type.Object({
  provider: Type.String({ description: "The provider's id in the brand's config (oidcProviders[].id)", examples: ['google'] }),
});

// Lenient on purpose: whatever arrives, the browser is redirected (a bad value falls back), never shown JSON.
export const OidcStartQuerySchema = Type.Object({
  returnTo: Type.Optional(Type.String({ description: "A same-site path to come back to; anything else means '/'" })),
  merchant: Type.Optional(Type.String({ description: 'Brand code (a link cannot send the Merchant header); the header or khela when absent' })),
});

export const OidcCallbackQuerySchema = Type.Object({
  code: Type.Optional(Type.String()),
  state: Type.Optional(Type.String()),
  error: Type.Optional(Type.String({ description: "The provider's error, e.g. access_denied when the reader cancels" })),
});
