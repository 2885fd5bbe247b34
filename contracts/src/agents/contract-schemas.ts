import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from '../platform/schema-helpers';

/**
 * Agent contracts (docs/agents.md, "Contracts"): what an agent is paid, offered down the chain and
 * accepted or rejected by the downline in the contract popup. Money is in minor units (poisha); a
 * rate is a decimal string: for rate type P a fraction of the base ("0.015" is 1.5 %), for F a
 * fixed amount in minor units per period ("5000" is 50.00).
 */
export const CONTRACT_KIND_VALUES = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type ContractKindWire = (typeof CONTRACT_KIND_VALUES)[number];
export const CONTRACT_GAME_TYPE_VALUES = ['CONS', 'LIVE', 'RNG', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP'] as const;
export const CONTRACT_STATUS_VALUES = ['offered', 'in_force', 'rejected', 'cancelled', 'superseded'] as const;
export const CONTRACT_PERIOD_VALUES = ['realtime', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly'] as const;
export const DIVIDEND_PERIOD_VALUES = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export const CARRY_POLICY_VALUES = ['none', 'forever', 'previous', 'half_month'] as const;
/** Hard ceiling of the brand's max tiers setting. */
export const CONTRACT_TIERS_CEILING = 20;

export const ContractTierSchema = Type.Object(
  {
    turnover: Type.Integer({ minimum: 0, maximum: 1e15, description: 'Team valid turnover at least this (minor units)' }),
    netLoss: Type.Optional(Type.Integer({ minimum: 0, maximum: 1e15, description: 'Dividend only: team net loss at least this (minor units)' })),
    activeMembers: Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'Active members in the period at least this' }),
    rateType: StringEnum(['P', 'F'] as const, { description: 'P: a fraction of the base; F: a fixed amount (minor units)' }),
    rate: Type.String({ pattern: '^\\d{1,12}(\\.\\d{1,6})?$', maxLength: 20, description: 'P: fraction as a decimal ("0.015"); F: minor units ("5000")' }),
  },
  { additionalProperties: false },
);
export type ContractTierWire = Static<typeof ContractTierSchema>;

export const ContractSchema = Type.Object({
  id: Type.String(),
  agentId: Type.String(),
  account: Type.String(),
  offeredBy: Nullable(Type.String(), { description: 'Upline member id; null: the brand (an operator)' }),
  offeredByAccount: Nullable(Type.String()),
  kind: StringEnum(CONTRACT_KIND_VALUES),
  gameType: StringEnum(CONTRACT_GAME_TYPE_VALUES),
  period: StringEnum(CONTRACT_PERIOD_VALUES),
  carryPolicy: StringEnum(CARRY_POLICY_VALUES),
  tiers: Type.Array(ContractTierSchema),
  status: StringEnum(CONTRACT_STATUS_VALUES),
  offeredAt: Type.String({ format: 'date-time' }),
  decidedAt: Nullable(Type.String({ format: 'date-time' })),
  effectiveFrom: Nullable(Type.String({ format: 'date-time' })),
  endedAt: Nullable(Type.String({ format: 'date-time' })),
  replacesId: Nullable(Type.String()),
});
export type ContractWire = Static<typeof ContractSchema>;

/** An offer as the downline sees it: accepting it would cancel contracts of its own downlines ('Y'). */
export const ContractOfferSchema = Type.Intersect([
  ContractSchema,
  Type.Object({
    downlineHigherRate: StringEnum(['Y', 'N'] as const),
    /** Accounts of the direct downlines whose contracts accepting cancels. */
    cancelsDownlines: Type.Array(Type.String()),
    /** When it would count from if accepted now (the next period's start, brand time zone). */
    effectiveFromIfAccepted: Type.String({ format: 'date-time' }),
  }),
]);
export type ContractOfferWire = Static<typeof ContractOfferSchema>;

export const ContractKindQuerySchema = Type.Object(
  { kind: Type.Optional(StringEnum(CONTRACT_KIND_VALUES)) },
  { additionalProperties: false },
);

/** One kind of the agent's own contracts. */
export const OwnContractsSchema = Type.Object({
  kind: StringEnum(CONTRACT_KIND_VALUES),
  /** The brand offers this kind. */
  offered: Type.Boolean(),
  /** In force now or from the next period (ended_at null), per game type. */
  current: Type.Array(ContractSchema),
  pending: Type.Array(ContractOfferSchema),
  history: Type.Array(ContractSchema),
});
export type OwnContracts = Static<typeof OwnContractsSchema>;
export const OwnContractsValueSchema = Type.Array(OwnContractsSchema);

export const DownlineContractsSchema = Type.Object({
  memberId: Type.String(),
  account: Type.String(),
  nickname: Type.String(),
  type: Type.Integer(),
  isAgent: Type.Boolean(),
  current: Type.Array(ContractSchema),
  pending: Type.Array(ContractSchema),
});
export type DownlineContracts = Static<typeof DownlineContractsSchema>;
export const DownlineContractsValueSchema = Type.Array(DownlineContractsSchema);

export const ContractOfferBodySchema = Type.Object(
  {
    downlineId: Type.String({ pattern: '^\\d{1,18}$' }),
    kind: StringEnum(CONTRACT_KIND_VALUES),
    gameType: Type.Optional(StringEnum(CONTRACT_GAME_TYPE_VALUES)),
    tiers: Type.Array(ContractTierSchema, { minItems: 1, maxItems: CONTRACT_TIERS_CEILING }),
  },
  { additionalProperties: false },
);
export type ContractOfferBody = Static<typeof ContractOfferBodySchema>;

export const ContractIdParamsSchema = Type.Object({ id: Type.String({ pattern: '^\\d{1,18}$' }) });

/** The four processing calls (SPEC §7): status A accepts, R rejects; confirmHigherRate answers the higher_rate notice. */
export const ContractProcessBodySchema = Type.Object(
  {
    contractId: Type.String({ pattern: '^\\d{1,18}$' }),
    status: StringEnum(['A', 'R'] as const),
    confirmHigherRate: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ContractProcessBody = Static<typeof ContractProcessBodySchema>;
export const ContractProcessParamsSchema = Type.Object({ kind: StringEnum(CONTRACT_KIND_VALUES) });

/** Tiers as the TCG popup reads them (REFERENCES §1.1). */
const PopupTierSchema = Type.Object({
  minimumBet: Type.Integer(),
  betVolume: Type.Integer(),
  netLoss: Type.Integer(),
  activeMember: Type.Integer(),
  rateType: StringEnum(['P', 'F'] as const),
  rate: Type.String(),
  contractRate: Type.String(),
});
export type PopupTier = Static<typeof PopupTierSchema>;
const PopupOfferSchema = Type.Object({
  id: Type.String(),
  contractId: Type.String(),
  kind: StringEnum(CONTRACT_KIND_VALUES),
  gameType: StringEnum(CONTRACT_GAME_TYPE_VALUES),
  /** P: awaiting the member's answer. */
  status: StringEnum(['P'] as const),
  period: StringEnum(CONTRACT_PERIOD_VALUES),
  offeredByAccount: Nullable(Type.String()),
  offeredAt: Type.String({ format: 'date-time' }),
  effectiveFromIfAccepted: Type.String({ format: 'date-time' }),
  downlineHigherRate: StringEnum(['Y', 'N'] as const),
  cancelsDownlines: Type.Array(Type.String()),
  details: Type.Array(PopupTierSchema),
  hourSalaryRates: Type.Array(PopupTierSchema),
});
export type PopupOffer = Static<typeof PopupOfferSchema>;
const ByGameType = Type.Record(Type.String(), Type.Array(PopupOfferSchema));

/**
 * GET consolidated (SPEC §7): the member's pending offers in the shapes of REFERENCES §1.1 —
 * divtypereq[gameType][], dailysalreq[gameType][0].details[], contracthoursalreq[gameType][0].hourSalaryRates[],
 * realtimesalreq[gameType][0].details[] — and the four flags: true when that kind has an offer waiting.
 */
export const ConsolidatedContractsSchema = Type.Object({
  divtypereq: ByGameType,
  dailysalreq: ByGameType,
  contracthoursalreq: ByGameType,
  realtimesalreq: ByGameType,
  dailysalreqtype: Type.Boolean(),
  divtypereqtype: Type.Boolean(),
  contracthoursalreqtype: Type.Boolean(),
  realtimesalreqtype: Type.Boolean(),
  /** The member holds or is offered any contract (session storage enableContract). */
  enableContract: Type.Boolean(),
  /** The member holds a salary contract in force (session storage enableSalary). */
  enableSalary: Type.Boolean(),
});
export type ConsolidatedContracts = Static<typeof ConsolidatedContractsSchema>;

export const ContractDecisionSchema = Type.Object({
  contract: ContractSchema,
  /** Contracts cancelled by this change (downlines' that no longer fit under it). */
  cancelled: Type.Array(ContractSchema),
  superseded: Nullable(ContractSchema),
});
export type ContractDecision = Static<typeof ContractDecisionSchema>;

/* ---- operators ---- */

export const AgentSettingsWireSchema = Type.Object(
  {
    kinds: Type.Object({ dividend: Type.Boolean(), daily: Type.Boolean(), hourly: Type.Boolean(), realtime: Type.Boolean() }, { additionalProperties: false }),
    activeMember: Type.Object(
      { minValidTurnover: Type.Integer({ minimum: 0, maximum: 1e12 }), minDeposit: Type.Integer({ minimum: 0, maximum: 1e12 }) },
      { additionalProperties: false },
    ),
    dividend: Type.Object({ period: StringEnum(DIVIDEND_PERIOD_VALUES), carryPolicy: StringEnum(CARRY_POLICY_VALUES) }, { additionalProperties: false }),
    maxTiers: Type.Integer({ minimum: 1, maximum: CONTRACT_TIERS_CEILING }),
  },
  { additionalProperties: false },
);
export type AgentSettingsWire = Static<typeof AgentSettingsWireSchema>;

/** A change: any part may be left out (the rest stays). */
export const AgentSettingsChangeSchema = Type.Object(
  {
    kinds: Type.Optional(Type.Partial(AgentSettingsWireSchema.properties.kinds, { additionalProperties: false })),
    activeMember: Type.Optional(Type.Partial(AgentSettingsWireSchema.properties.activeMember, { additionalProperties: false })),
    dividend: Type.Optional(Type.Partial(AgentSettingsWireSchema.properties.dividend, { additionalProperties: false })),
    maxTiers: Type.Optional(AgentSettingsWireSchema.properties.maxTiers),
  },
  { additionalProperties: false },
);
export type AgentSettingsChange = Static<typeof AgentSettingsChangeSchema>;

export const AgentSettingsResultSchema = Type.Object({ merchant: Type.String(), settings: AgentSettingsWireSchema, previous: AgentSettingsWireSchema });

export const TopContractBodySchema = Type.Object(
  {
    kind: StringEnum(CONTRACT_KIND_VALUES),
    gameType: Type.Optional(StringEnum(CONTRACT_GAME_TYPE_VALUES)),
    tiers: Type.Array(ContractTierSchema, { minItems: 1, maxItems: CONTRACT_TIERS_CEILING }),
  },
  { additionalProperties: false },
);
export type TopContractBody = Static<typeof TopContractBodySchema>;

export const OpsContractsQuerySchema = Type.Object(
  {
    kind: Type.Optional(StringEnum(CONTRACT_KIND_VALUES)),
    status: Type.Optional(StringEnum(CONTRACT_STATUS_VALUES)),
    account: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  },
  { additionalProperties: false },
);
