import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { StringEnum } from '../platform/schema-helpers';

/**
 * Promotions and campaigns (docs/adr/0016 §4, docs/rewards.md "Promotions"): the campaign kinds
 * and their rules, one TypeBox schema per kind so that operators cannot store a rule the engine
 * cannot read; eligibility; the member's cards and the operators' wire. Money is minor units.
 */

export const PROMOTIONS_PATHS = {
  list: '/wps/promotions',
  detail: '/wps/promotions/:code',
  join: '/wps/promotions/:code/join',
  claim: '/wps/promotions/:code/claim',
  raffle: '/wps/promotions/:code/raffle',
} as const;

export const PROMOTIONS_OPS_PATHS = {
  campaigns: '/ops/rewards/campaigns',
  campaign: '/ops/rewards/campaigns/:code',
  enable: '/ops/rewards/campaigns/:code/enable',
  disable: '/ops/rewards/campaigns/:code/disable',
  claims: '/ops/rewards/claims',
  approve: '/ops/rewards/claims/:id/approve',
  reject: '/ops/rewards/claims/:id/reject',
  abuse: '/ops/rewards/abuse',
} as const;

export const CAMPAIGN_KINDS = ['first_deposit', 'reload', 'daily_signin', 'loss_rescue', 'raffle', 'announcement'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

/** The page's tabs, in this order after "All"; each has a translated name. */
export const CAMPAIGN_CATEGORIES = ['deposit', 'daily', 'rescue', 'vip', 'raffle', 'news', 'referral'] as const;
export type CampaignCategory = (typeof CAMPAIGN_CATEGORIES)[number];

/** The SPEC's activity statuses (§3) as the wire names them; the page translates each. */
export const ACTIVITY_STATUSES = ['comingSoon', 'close', 'join', 'joined', 'process', 'signed', 'claim', 'applying', 'rejected', 'claimed', 'issued'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];
/** What the card's button does: join, claim, or nothing (a disabled label). */
export const ACTIVITY_ACTIONS = ['join', 'claim', 'none'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

const Money = (options: { minimum?: number } = {}) => Type.Integer({ minimum: options.minimum ?? 0, maximum: 1e13 });
const Bp = Type.Integer({ minimum: 1, maximum: 100_000 });
const GameTypes = Type.Array(Type.String({ pattern: '^[A-Z][A-Z0-9_]{0,15}$' }), { maxItems: 20, uniqueItems: true });

/** How the bonus is wagered before it converts (docs/adr/0016 §2); multiple ×100 (1000 = 10×), 0: paid as cash. */
export const CampaignWageringSchema = Type.Object(
  {
    multipleX100: Type.Integer({ minimum: 0, maximum: 100_000 }),
    base: StringEnum(['bonus', 'bonus_deposit'] as const),
    categories: GameTypes,
    maxCountedStake: Type.Optional(Money({ minimum: 1 })),
    maxConvert: Type.Optional(Money({ minimum: 1 })),
    expiryDays: Type.Integer({ minimum: 1, maximum: 365 }),
  },
  { additionalProperties: false },
);
export type CampaignWagering = Static<typeof CampaignWageringSchema>;

const depositBonus = {
  percentBp: Bp,
  cap: Money({ minimum: 1 }),
  minDeposit: Money(),
  claimWindowHours: Type.Integer({ minimum: 1, maximum: 24 * 30 }),
  wagering: CampaignWageringSchema,
};

export const FirstDepositRulesSchema = Type.Object(depositBonus, { additionalProperties: false });
export const ReloadRulesSchema = Type.Object(
  { ...depositBonus, depositType: StringEnum(['any', 'daily_first', 'weekly_first'] as const), claimsPerPeriod: Type.Integer({ minimum: 1, maximum: 50 }) },
  { additionalProperties: false },
);
export const DailySigninRulesSchema = Type.Object(
  {
    benchmark: StringEnum(['visit', 'deposit', 'valid_bet'] as const),
    minAmount: Money(),
    cycle: StringEnum(['repeat', 'once'] as const),
    days: Type.Array(
      Type.Object({ day: Type.Integer({ minimum: 1, maximum: 31 }), amount: Money({ minimum: 1 }), multipleX100: Type.Integer({ minimum: 0, maximum: 100_000 }) }, { additionalProperties: false }),
      { minItems: 1, maxItems: 31 },
    ),
    categories: Type.Optional(GameTypes),
    expiryDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 365 })),
  },
  { additionalProperties: false },
);
export const LossRescueRulesSchema = Type.Object(
  {
    period: StringEnum(['daily', 'weekly'] as const),
    categories: GameTypes,
    bands: Type.Array(
      Type.Object({ minLoss: Money({ minimum: 1 }), maxLoss: Type.Optional(Money({ minimum: 1 })), percentBp: Bp, cap: Money({ minimum: 1 }) }, { additionalProperties: false }),
      { minItems: 1, maxItems: 20 },
    ),
    minDeposit: Type.Optional(Money()),
    wagering: CampaignWageringSchema,
  },
  { additionalProperties: false },
);
export const RaffleRulesSchema = Type.Object(
  {
    drawAt: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})$' }),
    entry: StringEnum(['free', 'points'] as const),
    pointsCost: Type.Optional(Type.Integer({ minimum: 1 })),
    maxEntriesPerMember: Type.Integer({ minimum: 1, maximum: 1000 }),
    prizes: Type.Array(
      Type.Object({ amount: Money({ minimum: 1 }), count: Type.Integer({ minimum: 1, maximum: 1000 }), multipleX100: Type.Integer({ minimum: 0, maximum: 100_000 }) }, { additionalProperties: false }),
      { minItems: 1, maxItems: 20 },
    ),
  },
  { additionalProperties: false },
);
export const AnnouncementRulesSchema = Type.Object({}, { additionalProperties: false });

export type FirstDepositRules = Static<typeof FirstDepositRulesSchema>;
export type ReloadRules = Static<typeof ReloadRulesSchema>;
export type DailySigninRules = Static<typeof DailySigninRulesSchema>;
export type LossRescueRules = Static<typeof LossRescueRulesSchema>;
export type RaffleRules = Static<typeof RaffleRulesSchema>;

/** The one schema of each kind's rules: the engine reads nothing else. */
export const CAMPAIGN_RULES_SCHEMAS: Record<CampaignKind, TSchema> = {
  first_deposit: FirstDepositRulesSchema,
  reload: ReloadRulesSchema,
  daily_signin: DailySigninRulesSchema,
  loss_rescue: LossRescueRulesSchema,
  raffle: RaffleRulesSchema,
  announcement: AnnouncementRulesSchema,
};

/** Who may take part; every rule is off when absent. Trial accounts never may. */
export const CampaignEligibilitySchema = Type.Object(
  {
    newMembersWithinDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650 })),
    vipLevels: Type.Optional(Type.Tuple([Type.Integer({ minimum: 0, maximum: 99 }), Type.Integer({ minimum: 0, maximum: 99 })])),
    requires: Type.Optional(Type.Array(StringEnum(['mobile', 'email', 'payoutAccount', 'realName'] as const), { uniqueItems: true, maxItems: 4 })),
    claimsPerMember: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  },
  { additionalProperties: false },
);
export type CampaignEligibility = Static<typeof CampaignEligibilitySchema>;

const Code = Type.String({ pattern: '^[A-Z][A-Z0-9_]{1,39}$' });
export const PromotionCodeParams = Type.Object({ code: Code });
export const PromotionsListQuerySchema = Type.Object({ category: Type.Optional(StringEnum(CAMPAIGN_CATEGORIES)) }, { additionalProperties: false });
export const PromotionClaimBodySchema = Type.Object({ requestId: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) }, { additionalProperties: false });

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A member's entry as the card and detail show it. */
export const PromotionEntrySchema = Type.Object({
  id: Type.String(),
  period: Type.String(),
  status: StringEnum(ACTIVITY_STATUSES),
  amount: Type.Integer(),
  deposit: Nullable(Type.Integer()),
  requirement: Nullable(Type.Integer()),
  expiresAt: Nullable(Type.String()),
  reason: Nullable(Type.String()),
  claimBy: Nullable(Type.String()),
});
export type PromotionEntry = Static<typeof PromotionEntrySchema>;

export const PromotionCardSchema = Type.Object({
  code: Type.String(),
  kind: StringEnum(CAMPAIGN_KINDS),
  category: StringEnum(CAMPAIGN_CATEGORIES),
  title: Type.String(),
  summary: Type.String(),
  image: Nullable(Type.String()),
  startsAt: Type.String(),
  endsAt: Nullable(Type.String()),
  /** null for a visitor, and for an announcement-only card. */
  status: Nullable(StringEnum(ACTIVITY_STATUSES)),
  action: StringEnum(ACTIVITY_ACTIONS),
});
export type PromotionCard = Static<typeof PromotionCardSchema>;

export const PromotionsListSchema = Type.Object({ categories: Type.Array(StringEnum(CAMPAIGN_CATEGORIES)), campaigns: Type.Array(PromotionCardSchema) });
export type PromotionsList = Static<typeof PromotionsListSchema>;

export const PromotionDetailSchema = Type.Intersect([PromotionCardSchema, Type.Object({ terms: Type.String(), entry: Nullable(PromotionEntrySchema) })]);
export type PromotionDetail = Static<typeof PromotionDetailSchema>;

/** A member's raffle tickets after buying one (SPEC §7 "raffle promotion"). */
export const RaffleTicketsSchema = Type.Object({ entries: Type.Integer({ minimum: 0 }), pointsSpent: Type.Integer({ minimum: 0 }) });
export type RaffleTickets = Static<typeof RaffleTicketsSchema>;

// ---- operators ----

export const CampaignSaveBodySchema = Type.Object(
  {
    merchant: Type.String({ minLength: 1, maxLength: 32 }),
    code: Code,
    kind: StringEnum(CAMPAIGN_KINDS),
    category: StringEnum(CAMPAIGN_CATEGORIES),
    titleEn: Type.String({ minLength: 1, maxLength: 120 }),
    titleBn: Type.String({ minLength: 1, maxLength: 120 }),
    summaryEn: Type.Optional(Type.String({ maxLength: 400 })),
    summaryBn: Type.Optional(Type.String({ maxLength: 400 })),
    termsEn: Type.Optional(Type.String({ maxLength: 20_000 })),
    termsBn: Type.Optional(Type.String({ maxLength: 20_000 })),
    image: Type.Optional(Nullable(Type.String({ maxLength: 400 }))),
    sort: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })),
    startsAt: Type.String({ format: 'date-time' }),
    endsAt: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
    enabled: Type.Optional(Type.Boolean()),
    approval: Type.Optional(StringEnum(['auto', 'operator'] as const)),
    rules: Type.Record(Type.String(), Type.Unknown()),
    eligibility: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: false },
);
export type CampaignSaveBody = Static<typeof CampaignSaveBodySchema>;

export const OpsCampaignSchema = Type.Object({
  code: Type.String(),
  kind: StringEnum(CAMPAIGN_KINDS),
  category: StringEnum(CAMPAIGN_CATEGORIES),
  titleEn: Type.String(),
  titleBn: Type.String(),
  summaryEn: Type.String(),
  summaryBn: Type.String(),
  termsEn: Type.String(),
  termsBn: Type.String(),
  image: Nullable(Type.String()),
  sort: Type.Integer(),
  startsAt: Type.String(),
  endsAt: Nullable(Type.String()),
  enabled: Type.Boolean(),
  approval: StringEnum(['auto', 'operator'] as const),
  rules: Type.Unknown(),
  eligibility: Type.Unknown(),
});
export type OpsCampaign = Static<typeof OpsCampaignSchema>;
export const OpsCampaignListSchema = Type.Object({ campaigns: Type.Array(OpsCampaignSchema) });

export const OpsMerchantBodySchema = Type.Object({ merchant: Type.String({ minLength: 1, maxLength: 32 }) }, { additionalProperties: false });
export const OpsClaimParams = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,18}$' }) });
export const OpsClaimDecisionBodySchema = Type.Object(
  { merchant: Type.String({ minLength: 1, maxLength: 32 }), reason: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);
export const OpsClaimsQuerySchema = Type.Object(
  { merchant: Type.String({ minLength: 1, maxLength: 32 }), status: Type.Optional(StringEnum(['JOINED', 'PROCESS', 'CLAIM', 'APPLYING', 'REJECTED', 'CLAIMED', 'ISSUED'] as const)) },
  { additionalProperties: false },
);

export const OpsClaimSchema = Type.Object({
  id: Type.String(),
  campaign: Type.String(),
  account: Type.String(),
  period: Type.String(),
  status: Type.String(),
  amount: Type.Integer(),
  deposit: Nullable(Type.Integer()),
  depositOrderNo: Nullable(Type.String()),
  grantId: Nullable(Type.String()),
  reason: Nullable(Type.String()),
  decidedBy: Nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type OpsClaim = Static<typeof OpsClaimSchema>;
export const OpsClaimListSchema = Type.Object({ claims: Type.Array(OpsClaimSchema) });

/** Members of the brand sharing one first-deposit fingerprint (the value itself is never shown). */
export const OpsAbuseSchema = Type.Object({
  groups: Type.Array(Type.Object({ kind: Type.String(), accounts: Type.Array(Type.String()), grants: Type.Array(Type.String()) })),
});
