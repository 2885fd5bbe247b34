import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { PageSchema, PagingQuery } from '../platform/paging';
import { Nullable, StringEnum } from '../platform/schema-helpers';
import {
  LOTTERY_AREAS,
  LOTTERY_BET_STATUSES,
  LOTTERY_DRAW_STATUSES,
  LOTTERY_KINDS,
  LOTTERY_PRIZE_MODES,
  LOTTERY_SOCKET_EVENT,
} from './lottery-kinds';

/**
 * Wire schemas of Khela's own lotteries (docs/lottery.md). Money: integer minor units (paisa).
 * Paths: LOTTERY_PATHS (lottery-kinds.ts). Times: ISO 8601 instants; the game's time zone says how to show them.
 */
const Money = Type.Integer({ description: 'minor units (paisa)' });
const Instant = Type.String({ format: 'date-time' });
const GameCode = Type.String({ minLength: 1, maxLength: 64 });

export const LotteryPrizeModeQuerySchema = Type.Object({
  prizeMode: StringEnum(LOTTERY_PRIZE_MODES),
  device: Type.Optional(Type.String({ maxLength: 16 })),
});

/** A draw's result as ordered prize tiers: wingo [{ tier: 'number', numbers: ['7'] }], k3 'dice', d5 'digits', VN 'special' … 'seventh'/'eighth', SEA 'first' … 'consolation'. */
export const LotteryResultSchema = Type.Object({
  tiers: Type.Array(Type.Object({ tier: Type.String(), numbers: Type.Array(Type.String()) })),
});
export type LotteryResult = Static<typeof LotteryResultSchema>;

export const LotteryDrawSchema = Type.Object({
  id: Type.String(),
  gameCode: Type.String(),
  /** The period id players see (e.g. 20261126-0415 for a fast game, 2026-11-26 for a daily one). */
  drawNo: Type.String(),
  opensAt: Instant,
  /** Betting stops here (the freeze before the draw is already taken off). */
  closesAt: Instant,
  drawAt: Instant,
  status: StringEnum(LOTTERY_DRAW_STATUSES),
  /** SHA-256 of the server seed, published before betting on this draw opens. */
  seedHash: Type.String(),
  /** The server seed, revealed once the draw is drawn (null before). */
  seed: Nullable(Type.String()),
  result: Nullable(LotteryResultSchema),
});
export type LotteryDraw = Static<typeof LotteryDrawSchema>;

export const LotteryBetTypeInfoSchema = Type.Object({
  betType: Type.String(),
  /** Payout per unit stake per hit, stake included, as a decimal string ('9', '1.5', '207.36'). */
  odds: Type.String(),
  /** A second payout where the rules have one (wingo red/green on 0 or 5), else null. */
  oddsAlt: Nullable(Type.String()),
  minStake: Money,
  maxStake: Money,
  /** The most one number may pay in one draw (exposure limit), all members together. */
  maxPayoutPerNumber: Money,
});
export type LotteryBetTypeInfo = Static<typeof LotteryBetTypeInfoSchema>;

export const LotteryGameSchema = Type.Object({
  gameCode: Type.String(),
  vendorCode: Type.String(),
  prizeMode: StringEnum(LOTTERY_PRIZE_MODES),
  area: StringEnum(LOTTERY_AREAS),
  kind: StringEnum(LOTTERY_KINDS),
  /** In the request's language. */
  name: Type.String(),
  timezone: Type.String(),
  /** Seconds between draws for a fast game; null for a daily or weekly one. */
  periodSeconds: Nullable(Type.Integer()),
  /** Betting stops this many seconds before the draw. */
  freezeSeconds: Type.Integer(),
  maxStakePerDraw: Money,
  betTypes: Type.Array(LotteryBetTypeInfoSchema),
  nextDraw: Nullable(LotteryDrawSchema),
  lastDraw: Nullable(LotteryDrawSchema),
});
export type LotteryGame = Static<typeof LotteryGameSchema>;

/** GET games: `{ [gameCode]: game }` of one prize mode (SPEC §7: a keyed object). */
export const LotteryGamesByCodeSchema = Type.Record(Type.String(), LotteryGameSchema);
export type LotteryGamesByCode = Static<typeof LotteryGamesByCodeSchema>;

/** The Vietnam menu's groups, in the order they are listed: Miền Bắc, Miền Nam, Miền Trung, the fast game. */
export const LOTTERY_VN_GROUPS = ['north', 'south', 'central', 'fast'] as const;
export type LotteryVnGroup = (typeof LOTTERY_VN_GROUPS)[number];

export const LotteryVnMenuGameSchema = Type.Object({
  gameCode: Type.String(),
  name: Type.String(),
  accountTypeName: Type.Literal('TCG_LOTTO_VN'),
  /** The province company (đài) whose draw this is: a South or Central game's own, the North's of its next draw day; null for the fast game. */
  province: Nullable(Type.String()),
  /** Its next draw: betting closes at `closesAt`, the result at `drawAt`; null when none is made yet. */
  nextDraw: Nullable(Type.Object({ drawId: Type.String(), drawNo: Type.String(), closesAt: Instant, drawAt: Instant })),
  /** Its schedule draws today (Asia/Ho_Chi_Minh): the group lists these first. */
  drawsToday: Type.Boolean(),
});
export type LotteryVnMenuGame = Static<typeof LotteryVnMenuGameSchema>;

export const LotteryVnMenuSchema = Type.Array(
  Type.Object({
    groupCode: StringEnum(LOTTERY_VN_GROUPS),
    groupName: Type.String(),
    gameMenus: Type.Array(LotteryVnMenuGameSchema),
  }),
);
export type LotteryVnMenu = Static<typeof LotteryVnMenuSchema>;

export const LotteryLobbyQuerySchema = Type.Object({ area: Type.Optional(StringEnum(LOTTERY_AREAS)) });
export const LotteryLobbySchema = Type.Object({ serverTime: Instant, games: Type.Array(LotteryGameSchema) });
export type LotteryLobby = Static<typeof LotteryLobbySchema>;

export const LotteryResultsQuerySchema = Type.Object({ gameCode: GameCode, ...PagingQuery });
export const LotteryResultsPageSchema = PageSchema(LotteryDrawSchema);

export const LotteryDrawParamsSchema = Type.Object({ drawId: Type.String({ pattern: '^[0-9]{1,18}$' }) });

export const LotteryBetLineSchema = Type.Object({
  betType: Type.String({ minLength: 1, maxLength: 32 }),
  selection: Type.Array(Type.String({ minLength: 1, maxLength: 8 }), { maxItems: 10 }),
  /** Per unit; the line costs stake × units (units: the lines a selection covers, e.g. one per number). */
  stake: Type.Integer({ minimum: 1 }),
});
export type LotteryBetLine = Static<typeof LotteryBetLineSchema>;

/**
 * A slip. `requestId`: chosen by the page, once per submission (a UUID), and sent again on a retry:
 * the api books a member's request id once and answers a repeat with the first answer; the same id
 * with another slip is refused (409 lottery.request.conflict).
 */
export const LotteryPlaceBetsBodySchema = Type.Object({
  requestId: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', description: 'chosen by the page (a UUID per submission)' }),
  gameCode: GameCode,
  drawId: Type.String({ pattern: '^[0-9]{1,18}$' }),
  bets: Type.Array(LotteryBetLineSchema, { minItems: 1, maxItems: 20 }),
});
export type LotteryPlaceBetsBody = Static<typeof LotteryPlaceBetsBodySchema>;

export const LotteryBetSchema = Type.Object({
  id: Type.String(),
  gameCode: Type.String(),
  drawId: Type.String(),
  drawNo: Type.String(),
  betType: Type.String(),
  selection: Type.Array(Type.String()),
  stake: Money,
  units: Type.Integer(),
  /** stake × units: what the slip took from the balance. */
  cost: Money,
  odds: Type.String(),
  status: StringEnum(LOTTERY_BET_STATUSES),
  payout: Money,
  placedAt: Instant,
  settledAt: Nullable(Instant),
});
export type LotteryBet = Static<typeof LotteryBetSchema>;

export const LotteryPlacedSchema = Type.Object({ bets: Type.Array(LotteryBetSchema), balance: Money });
export type LotteryPlaced = Static<typeof LotteryPlacedSchema>;

export const LotteryMyBetsQuerySchema = Type.Object({
  gameCode: Type.Optional(GameCode),
  status: Type.Optional(StringEnum(['open', 'settled'] as const)),
  ...PagingQuery,
});
export const LotteryMyBetsPageSchema = PageSchema(LotteryBetSchema);

/** The /ws message of a draw changing state (sent to every socket of the brand). */
export const LotterySocketMessageSchema = Type.Object({
  type: Type.Literal(LOTTERY_SOCKET_EVENT),
  gameCode: Type.String(),
  drawId: Type.String(),
  drawNo: Type.String(),
  status: StringEnum(LOTTERY_DRAW_STATUSES),
});
export type LotterySocketMessage = Static<typeof LotterySocketMessageSchema>;
