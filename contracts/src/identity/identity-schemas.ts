import { Type, type Static } from '@sinclair/typebox';
import { RegisterRuleSchema } from '../config/config-schemas';
import { Nullable, StringEnum } from '../platform/schema-helpers';

const Text = (maxLength: number, description?: string) => Type.String({ maxLength, ...(description ? { description } : {}) });

export const LoginAnswerSchema = Type.Object({
  token: Type.String({ description: 'Session token: send it raw in Authorization' }),
  firstTimeLogin: Type.Boolean(),
  passwordExpired: Type.Boolean(),
  mustChangePassword: Type.Boolean({ description: 'Default or expired password: the change-password popup must open' }),
  userName: Type.String(),
  nickname: Type.String(),
  type: Type.Integer(),
  rememberToken: Type.Optional(Type.String({ description: 'Device-bound, one day, single use' })),
});

export type LoginAnswer = Static<typeof LoginAnswerSchema>;

export const LoginBodySchema = Type.Object(
  {
    type: StringEnum(['username', 'sms', 'remember'] as const),
    username: Type.String({ minLength: 1, maxLength: 64, description: 'Username, or the mobile number in sms mode' }),
    password: Type.String({ minLength: 1, maxLength: 128, description: 'Password, the SMS code, or the remember token' }),
    captchaId: Type.Optional(Text(128)),
    captcha: Type.Optional(Text(16)),
    sliderToken: Type.Optional(Text(128)),
    countryDialingCode: Type.Optional(Text(4)),
    remember: Type.Optional(Type.Boolean()),
    deviceId: Type.Optional(Type.String({ minLength: 16, maxLength: 128 })),
    portal: Type.Optional(StringEnum(['member', 'agent'] as const, { description: "'agent' from the /agent page: agents only" })),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBodySchema>;

export const SecondFactorMethodSchema = StringEnum(['sms', 'email', 'bank', 'totp'] as const);

export const VerifyBodySchema = Type.Object(
  {
    challengeId: Type.String({ minLength: 16, maxLength: 128 }),
    method: SecondFactorMethodSchema,
    answer: Type.String({ minLength: 1, maxLength: 100 }),
    remember: Type.Optional(Type.Boolean()),
    deviceId: Type.Optional(Type.String({ minLength: 16, maxLength: 128 })),
  },
  { additionalProperties: false },
);

export const VerifySendBodySchema = Type.Object(
  { challengeId: Type.String({ minLength: 16, maxLength: 128 }), method: StringEnum(['sms', 'email'] as const) },
  { additionalProperties: false },
);

export const CodeSentSchema = Type.Object({ expiredMinutes: Type.Integer(), destination: Type.Optional(Type.String()) });

export const MemberInfoSchema = Type.Object({
  id: Type.String(),
  account: Type.String(),
  nickname: Type.String(),
  type: Type.Integer(),
  isAgent: Type.Boolean(),
  isTrial: Type.Boolean(),
  countryDialingCode: Nullable(Type.String()),
  mobile: Nullable(Type.String()),
  email: Nullable(Type.String()),
  bankAccountName: Nullable(Type.String()),
  hasPaymentPassword: Type.Boolean(),
  totpEnabled: Type.Boolean(),
  affiliateCode: Type.String(),
  createdAt: Type.String(),
  passwordChangedAt: Type.String(),
});
export type MemberInfoValue = Static<typeof MemberInfoSchema>;

/**
 * loginV2 (SPEC §7, beside login; docs/spec-sweep.md "loginV2"): the same sealed body and answer,
 * plus the member info GET /wps/member/info gives, so the page is logged in without a second
 * round trip on a slow phone network.
 */
export const LoginV2AnswerSchema = Type.Intersect([LoginAnswerSchema, Type.Object({ member: MemberInfoSchema })]);
export type LoginV2Answer = Static<typeof LoginV2AnswerSchema>;

const registerField = (maxLength = 100) => Type.Optional(Type.String({ maxLength }));

/** Every registration field of SPEC §3; which are on and required comes from the brand's rules. */
export const RegisterBodySchema = Type.Object(
  {
    username: registerField(64),
    password: registerField(128),
    confirmPassword: registerField(128),
    payeeName: registerField(),
    email: registerField(),
    qqNum: registerField(),
    mobileNum: registerField(20),
    recommenderId: registerField(),
    captcha: registerField(16),
    captchaId: registerField(128),
    verificationCode: registerField(10),
    affiliateCode: registerField(32),
    paymentPassword: registerField(32),
    line: registerField(),
    whatsapp: registerField(),
    facebook: registerField(),
    wechat: registerField(),
    idNumber: registerField(),
    referralCode: registerField(32),
    domain: registerField(253),
    countryDialingCode: registerField(4),
    zalo: registerField(),
    telegram: registerField(),
    nickname: registerField(),
    fullname: registerField(),
    birthday: registerField(10),
    sliderToken: registerField(128),
    registerUrl: registerField(2048),
    registerMethod: Type.Optional(StringEnum(['WEB'] as const)),
    login: Type.Optional(Type.Boolean()),
    ageConfirmed: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBodySchema>;

export const ChangePasswordBodySchema = Type.Object(
  {
    oldPassword: Type.String({ minLength: 1, maxLength: 128 }),
    newPassword: Type.String({ minLength: 1, maxLength: 128 }),
    confirmNewPassword: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);

export const ForgetPasswordBodySchema = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  email: Type.String({ minLength: 1, maxLength: 100 }),
});

export const ResetByPhoneBodySchema = Type.Object(
  {
    countryDialingCode: Type.Optional(Text(4)),
    mobileNum: Type.String({ minLength: 1, maxLength: 20 }),
    verificationCode: Type.String({ minLength: 1, maxLength: 10 }),
    newPassword: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);

export const PaymentPasswordBodySchema = Type.Object(
  {
    loginPassword: Type.Optional(Type.String({ maxLength: 128 })),
    oldPaymentPassword: Type.Optional(Type.String({ maxLength: 32 })),
    newPaymentPassword: Type.String({ minLength: 1, maxLength: 32 }),
  },
  { additionalProperties: false },
);

/** POST /wps/member/confirmPassword (sealed): the login password, proved before a sensitive change. */
export const ConfirmPasswordBodySchema = Type.Object({ password: Type.String({ minLength: 1, maxLength: 128 }) }, { additionalProperties: false });
export type ConfirmPasswordBody = Static<typeof ConfirmPasswordBodySchema>;

/** POST /wps/session/loginCode: the one-time code a hand-off put in the page address, traded for a session. */
export const LoginCodeBodySchema = Type.Object({ code: Type.String({ minLength: 1, maxLength: 128 }) }, { additionalProperties: false });

/** POST /wps/session/handoff: a one-time code (60 s, this brand) for another page of the brand to log in with. */
export const HandoffCodeSchema = Type.Object({ code: Type.String(), expiresInSeconds: Type.Integer() });

export const SessionListingSchema = Type.Object({
  id: Type.String(),
  current: Type.Boolean(),
  ip: Nullable(Type.String()),
  userAgent: Nullable(Type.String()),
  loginMethod: Type.String(),
  createdAt: Type.String(),
  lastSeenAt: Type.String(),
});

export const LoginHistoryQuerySchema = Type.Object({
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});

export const LoginHistorySchema = Type.Object({
  list: Type.Array(
    Type.Object({
      at: Type.String(),
      ip: Nullable(Type.String()),
      userAgent: Nullable(Type.String()),
      method: Type.String(),
      success: Type.Boolean(),
    }),
  ),
  pageNo: Type.Integer(),
  totalPages: Type.Integer(),
});

/** GET /wps/member/regValidata: the brand's rules, its register types and the age to confirm. */
export const RegisterValidationSchema = Type.Object({
  rules: Type.Array(RegisterRuleSchema),
  regTypes: Type.Array(StringEnum(['register', 'registerMobile'] as const)),
  ageLimit: Type.Integer(),
});
export type RegisterValidation = Static<typeof RegisterValidationSchema>;
