import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { PageSchema, PagingQuery } from '../platform/paging';
import { Nullable, StringEnum } from '../platform/schema-helpers';
import { LOTTERY_DRAW_STATUSES, LOTTERY_KINDS } from './lottery-kinds';
import { LotteryBetTypeInfoSchema, LotteryDrawSchema } from './lottery-schemas';

/**
 * Operators' lottery calls (/ops/lottery/…, `pnpm operator lottery-…`; docs/lottery.md "Operators").
 * Money: integer minor units.
 */
const Merchant = Type.String({ minLength: 1, maxLength: 32 });
const GameCode = Type.String({ pattern: '^[a-z0-9_]{1,32}$' });
const Money = Type.Integer({ minimum: 0, maximum: 1_000_000_000_000 });
const Odds = Type.String({ pattern: '^\\d{1,9}(\\.\\d{1,6})?(/\\d{1,9}(\\.\\d{1,6})?)*$', maxLength: 120 });

export const LOTTERY_OPS_PATHS = {
  games: '/ops/lottery/games',
  gameSwitch: '/ops/lottery/games/switch',
  gameSettings: '/ops/lottery/games/settings',
  gameSchedule: '/ops/lottery/games/schedule',
  cancelDraw: '/ops/lottery/draws/cancel',
  exposure: '/ops/lottery/draws/exposure',
  results: '/ops/lottery/results',
} as const;

export const LotteryOpsMerchantQuerySchema = Type.Object({ merchant: Merchant });

/** Overrides of the kind's default settings: only what is named changes. */
export const LotterySettingsOverrideSchema = Type.Object(
  {
    betTypes: Type.Optional(
      Type.Record(
        Type.String({ pattern: '^[a-z0-9_]{1,32}$' }),
        Type.Object(
          {
            odds: Type.Optional(Odds),
            oddsAlt: Type.Optional(Nullable(Odds)),
            minStake: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000_000 })),
            maxStake: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000_000 })),
            maxPayoutPerNumber: Type.Optional(Money),
          },
          { additionalProperties: false },
        ),
      ),
    ),
    maxStakePerDraw: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000_000_000 })),
    freezeSeconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 3600 })),
  },
  { additionalProperties: false },
);
export type LotterySettingsOverride = Static<typeof LotterySettingsOverrideSchema>;

export const LotteryOpsGameSchema = Type.Object({
  merchant: Type.String(),
  gameCode: Type.String(),
  kind: StringEnum(LOTTERY_KINDS),
  enabled: Type.Boolean(),
  timezone: Type.String(),
  schedule: Type.String(),
  nameEn: Type.String(),
  nameBn: Type.String(),
  overrides: Type.Unknown(),
  freezeSeconds: Type.Integer(),
  maxStakePerDraw: Type.Integer(),
  betTypes: Type.Array(LotteryBetTypeInfoSchema),
  nextDraw: Nullable(LotteryDrawSchema),
});
export type LotteryOpsGame = Static<typeof LotteryOpsGameSchema>;
export const LotteryOpsGamesSchema = Type.Object({ games: Type.Array(LotteryOpsGameSchema) });

/** Adds a game to a brand (production brands start with none), or changes its names, zone and schedule. */
export const LotteryOpsGameBodySchema = Type.Object({
  merchant: Merchant,
  gameCode: GameCode,
  kind: StringEnum(LOTTERY_KINDS),
  timezone: Type.String({ minLength: 1, maxLength: 64 }),
  schedule: Type.String({ minLength: 9, maxLength: 100 }),
  nameEn: Type.String({ minLength: 1, maxLength: 64 }),
  nameBn: Type.String({ minLength: 1, maxLength: 64 }),
});
export const LotteryOpsSwitchBodySchema = Type.Object({ merchant: Merchant, gameCode: GameCode, enabled: Type.Boolean() });
export const LotteryOpsSettingsBodySchema = Type.Object({ merchant: Merchant, gameCode: GameCode, settings: LotterySettingsOverrideSchema });
export const LotteryOpsScheduleBodySchema = Type.Object({
  merchant: Merchant,
  gameCode: GameCode,
  schedule: Type.String({ minLength: 9, maxLength: 100 }),
  timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});
export const LotteryOpsCancelBodySchema = Type.Object({ merchant: Merchant, drawId: Type.String({ pattern: '^[0-9]{1,18}$' }) });
export const LotteryOpsCancelSchema = Type.Object({ cancelled: Type.Boolean(), status: StringEnum(LOTTERY_DRAW_STATUSES), membersRefunded: Type.Integer() });

export const LotteryOpsExposureQuerySchema = Type.Object({ merchant: Merchant, drawId: Type.String({ pattern: '^[0-9]{1,18}$' }), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })) });
export const LotteryOpsExposureSchema = Type.Object({
  draw: LotteryDrawSchema,
  bets: Type.Integer(),
  members: Type.Integer(),
  stakes: Money,
  /** The numbers with the highest possible payout first. */
  numbers: Type.Array(Type.Object({ key: Type.String(), maxPayout: Money, limit: Money })),
});

export const LotteryOpsResultsQuerySchema = Type.Object({ merchant: Merchant, gameCode: GameCode, ...PagingQuery });
export const LotteryOpsResultsPageSchema = PageSchema(
  Type.Object({ draw: LotteryDrawSchema, bets: Type.Integer(), stakes: Money, payouts: Money }),
);
