import { type Static, Type } from '@sinclair/typebox';
import { Nullable, StringEnum } from '../platform/schema-helpers';

/** Referral's member call (docs/referral.md). */
export const REWARDS_REFERRAL_PATHS = {
  referral: '/wps/rewards/referral',
} as const;

/** Referral's operator calls (docs/referral.md "Operators"). */
export const REWARDS_REFERRAL_OPS_PATHS = {
  rules: '/ops/rewards/referral/rules',
  invitees: '/ops/rewards/referral/invitees',
} as const;

/** Far above any real amount, far below 2^53. */
const MAX_MONEY = 1_000_000_000_000_000;
const Money = (description: string) => Type.Integer({ minimum: 0, maximum: MAX_MONEY, description });

/** One reward tier: reached when the member has this many valid invitees (REFERENCES §5.6's shape). */
export const ReferralTierSchema = Type.Object(
  {
    invitees: Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'valid invitees that reach the tier' }),
    amount: Type.Integer({ minimum: 1, maximum: MAX_MONEY, description: 'the reward, minor units' }),
    multipleX100: Type.Integer({ minimum: 0, maximum: 100_000, description: 'wagering of the reward once claimed, ×100 (0: cash)' }),
  },
  { additionalProperties: false },
);
export type ReferralTier = Static<typeof ReferralTierSchema>;

/** The brand's referral rules (rewards settings, section `referral`). */
export const ReferralRulesSchema = Type.Object(
  {
    minDeposit: Money('approved deposits an invitee needs to count as valid, minor units'),
    minWager: Money('stakes of settled valid bets an invitee needs to count as valid, minor units'),
    tiers: Type.Array(ReferralTierSchema, { maxItems: 30, description: 'rising by invitees; each paid once' }),
  },
  { additionalProperties: false },
);
export type ReferralRules = Static<typeof ReferralRulesSchema>;

/** PUT /ops/rewards/referral/rules (referral.rules, admin): the whole rules. */
export const ReferralRulesBodySchema = Type.Object(
  {
    merchant: Type.String({ minLength: 1, maxLength: 32 }),
    minDeposit: ReferralRulesSchema.properties.minDeposit,
    minWager: ReferralRulesSchema.properties.minWager,
    tiers: ReferralRulesSchema.properties.tiers,
  },
  { additionalProperties: false },
);
export type ReferralRulesBody = Static<typeof ReferralRulesBodySchema>;

export const ReferralOpsQuerySchema = Type.Object({ merchant: Type.String({ minLength: 1, maxLength: 32 }) }, { additionalProperties: false });
export const ReferralRulesAnswerSchema = Type.Object({ merchant: Type.String(), ...ReferralRulesSchema.properties });
export type ReferralRulesAnswer = Static<typeof ReferralRulesAnswerSchema>;

export const REFERRAL_INVITEE_STATUSES = ['registered', 'deposited', 'valid'] as const;
export type ReferralInviteeStatus = (typeof REFERRAL_INVITEE_STATUSES)[number];

export const ReferralInviteeSchema = Type.Object({
  account: Type.String({ description: 'masked: never the whole account' }),
  registeredAt: Type.String({ format: 'date-time' }),
  status: StringEnum(REFERRAL_INVITEE_STATUSES),
  deposit: Type.Number({ description: 'approved deposits, minor units' }),
  wager: Type.Number({ description: 'stakes of settled valid bets, minor units' }),
  validAt: Nullable(Type.String({ format: 'date-time' })),
});
export type ReferralInvitee = Static<typeof ReferralInviteeSchema>;

export const REFERRAL_TIER_STATUSES = ['locked', 'claimable', 'claimed', 'expired'] as const;

export const ReferralTierViewSchema = Type.Object({
  invitees: Type.Integer(),
  amount: Type.Number({ description: 'minor units' }),
  multipleX100: Type.Integer(),
  status: StringEnum(REFERRAL_TIER_STATUSES),
});
export type ReferralTierView = Static<typeof ReferralTierViewSchema>;

/** GET /wps/rewards/referral: the member's code, the rules, the invitees (newest first, up to 200) and the tiers. */
export const ReferralPageSchema = Type.Object({
  code: Type.String({ description: "the member's invite code; the link is /register?referralCode={code}" }),
  registerPath: Type.String({ description: 'the register route with the code, for the page to prefix with its origin' }),
  rules: Type.Object({ minDeposit: Type.Number({ description: 'minor units' }), minWager: Type.Number({ description: 'minor units' }) }),
  counts: Type.Object({ registered: Type.Integer(), deposited: Type.Integer(), valid: Type.Integer(), total: Type.Integer() }),
  invitees: Type.Array(ReferralInviteeSchema),
  tiers: Type.Array(ReferralTierViewSchema),
});
export type ReferralPage = Static<typeof ReferralPageSchema>;

export const ReferralOpsInviteesQuerySchema = Type.Object(
  { merchant: Type.String({ minLength: 1, maxLength: 32 }), account: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
/** An operator sees whole accounts (the member's page masks them). */
export const ReferralOpsInviteesAnswerSchema = Type.Object({
  account: Type.String(),
  validCount: Type.Integer(),
  invitees: Type.Array(Type.Object({ account: Type.String(), registeredAt: Type.String(), status: StringEnum(REFERRAL_INVITEE_STATUSES), deposit: Type.Number(), wager: Type.Number() })),
});
