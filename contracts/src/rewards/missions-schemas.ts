import { type Static, Type } from '@sinclair/typebox';
import { GAME_TYPES_IN_MENU_ORDER } from '../games/game-types';
import { Nullable, StringEnum } from '../platform/schema-helpers';
import { REWARD_AMOUNT_KINDS } from './center-schemas';

/** Missions and leaderboards, the member's calls (docs/rewards.md "Missions and leaderboards", ADR 0016 §7, §13). */
export const REWARDS_MISSIONS_PATHS = {
  /** SPEC §7 "mission summary". */
  summary: '/wps/rewards/missions/summary',
  claim: '/wps/rewards/missions/:id/claim',
  /** SPEC §7 "mission leaderboard". */
  leaderboard: '/wps/rewards/missions/leaderboard',
} as const;

/** The operators' calls (ADR 0016 §14): mission.save and leaderboard.save. */
export const REWARDS_MISSIONS_OPS_PATHS = {
  missions: '/ops/rewards/missions',
  mission: '/ops/rewards/missions/:code',
  leaderboards: '/ops/rewards/leaderboards',
  leaderboard: '/ops/rewards/leaderboards/:code',
} as const;

export const MISSION_PERIODS = ['daily', 'weekly', 'once'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

/** What a mission counts. turnover and deposit_amount in minor units; the others are counts (visit_streak: days in a row). */
export const MISSION_METRICS = ['bet_count', 'turnover', 'deposit_amount', 'deposit_count', 'invite', 'visit_streak'] as const;
export type MissionMetric = (typeof MISSION_METRICS)[number];

/** process: not yet done; claim: done, not claimed; claimed. */
export const MISSION_STATUSES = ['process', 'claim', 'claimed'] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];

export const LEADERBOARD_METRICS = ['turnover', 'biggest_win'] as const;
export type LeaderboardMetric = (typeof LEADERBOARD_METRICS)[number];
export const LEADERBOARD_PERIODS = ['daily', 'weekly'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

/** A mission's or a prize's reward: cash (minor units; with wagering ×100 it is a bonus grant) or whole points. */
export const MissionRewardSchema = Type.Object({
  kind: StringEnum(REWARD_AMOUNT_KINDS),
  amount: Type.Integer({ minimum: 1, maximum: 100_000_000_000 }),
  multipleX100: Type.Integer({ minimum: 0, maximum: 100_000, description: 'cash only: the wagering once paid, ×100 (0: cash to the main wallet)' }),
});
export type MissionReward = Static<typeof MissionRewardSchema>;

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'a brand day, YYYY-MM-DD' });

/** A mission as the member sees it in the current period. */
export const MissionViewSchema = Type.Object({
  id: Type.String(),
  code: Type.String(),
  period: StringEnum(MISSION_PERIODS),
  periodStart: Day,
  title: Type.String({ description: "in the request's language" }),
  description: Type.String(),
  metric: StringEnum(MISSION_METRICS),
  gameTypes: Type.Array(Type.String()),
  target: Type.Integer({ minimum: 1 }),
  value: Type.Integer({ minimum: 0, description: 'progress in the period, at most the target' }),
  status: StringEnum(MISSION_STATUSES),
  reward: MissionRewardSchema,
});
export type MissionView = Static<typeof MissionViewSchema>;

/** GET /wps/rewards/missions/summary. `streak`: the days in a row the member has come, up to today. */
export const MissionSummarySchema = Type.Object({
  daily: Type.Array(MissionViewSchema),
  weekly: Type.Array(MissionViewSchema),
  once: Type.Array(MissionViewSchema),
  streak: Type.Integer({ minimum: 0 }),
});
export type MissionSummary = Static<typeof MissionSummarySchema>;

export const MissionClaimParamsSchema = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) });
export const MissionClaimBodySchema = Type.Object({ periodStart: Day }, { additionalProperties: false });

/** The claimed mission, and the member's main wallet and points right after. */
export const MissionClaimAnswerSchema = Type.Object({
  mission: MissionViewSchema,
  balance: Type.Integer(),
  points: Type.Integer({ minimum: 0 }),
});
export type MissionClaimAnswer = Static<typeof MissionClaimAnswerSchema>;

export const LeaderboardQuerySchema = Type.Object(
  {
    board: Type.Optional(Type.String({ pattern: '^[A-Z][A-Z0-9_]{1,39}$' })),
    period: Type.Optional(StringEnum(['current', 'previous'] as const, { default: 'current' })),
  },
  { additionalProperties: false },
);

export const LeaderboardPrizeSchema = Type.Object({ rank: Type.Integer({ minimum: 1, maximum: 50 }), ...MissionRewardSchema.properties });
export type LeaderboardPrize = Static<typeof LeaderboardPrizeSchema>;

export const LeaderboardRowSchema = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  player: Type.String({ description: 'masked (de***1), except the member’s own row' }),
  score: Type.Integer(),
  me: Type.Boolean(),
});
export type LeaderboardRow = Static<typeof LeaderboardRowSchema>;

/** GET /wps/rewards/missions/leaderboard: the brand's boards, and the chosen one's top 50 for the period. */
export const LeaderboardAnswerSchema = Type.Object({
  boards: Type.Array(Type.Object({ code: Type.String(), title: Type.String(), metric: StringEnum(LEADERBOARD_METRICS), period: StringEnum(LEADERBOARD_PERIODS) })),
  board: Nullable(Type.String()),
  periodStart: Nullable(Day),
  prizes: Type.Array(LeaderboardPrizeSchema),
  rows: Type.Array(LeaderboardRowSchema),
  me: Nullable(LeaderboardRowSchema),
});
export type LeaderboardAnswer = Static<typeof LeaderboardAnswerSchema>;

const Code = Type.String({ pattern: '^[A-Z][A-Z0-9_]{1,39}$' });
const GameType = StringEnum(GAME_TYPES_IN_MENU_ORDER);
const Title = Type.String({ minLength: 1, maxLength: 120 });

/** PUT /ops/rewards/missions/{code} (mission.save): creates or replaces the brand's mission. */
export const MissionSaveBodySchema = Type.Object(
  {
    merchant: Type.String({ minLength: 1, maxLength: 64, default: 'khela' }),
    period: StringEnum(MISSION_PERIODS),
    metric: StringEnum(MISSION_METRICS),
    gameTypes: Type.Optional(Type.Array(GameType, { maxItems: 20, uniqueItems: true })),
    vendor: Type.Optional(Nullable(Type.String({ pattern: '^[A-Z0-9_]{1,32}$' }))),
    target: Type.Integer({ minimum: 1, maximum: 100_000_000_000 }),
    reward: MissionRewardSchema,
    vipMin: Type.Optional(Type.Integer({ minimum: 0, maximum: 50 })),
    titleEn: Title,
    titleBn: Title,
    descriptionEn: Type.Optional(Type.String({ maxLength: 500 })),
    descriptionBn: Type.Optional(Type.String({ maxLength: 500 })),
    enabled: Type.Optional(Type.Boolean()),
    sort: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })),
  },
  { additionalProperties: false },
);
export type MissionSaveBody = Static<typeof MissionSaveBodySchema>;

export const MissionRuleSchema = Type.Object({
  id: Type.String(),
  code: Type.String(),
  period: StringEnum(MISSION_PERIODS),
  metric: StringEnum(MISSION_METRICS),
  gameTypes: Type.Array(Type.String()),
  vendor: Nullable(Type.String()),
  target: Type.Integer(),
  reward: MissionRewardSchema,
  vipMin: Type.Integer(),
  titleEn: Type.String(),
  titleBn: Type.String(),
  descriptionEn: Type.String(),
  descriptionBn: Type.String(),
  enabled: Type.Boolean(),
  sort: Type.Integer(),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type MissionRule = Static<typeof MissionRuleSchema>;

/** PUT /ops/rewards/leaderboards/{code} (leaderboard.save). */
export const LeaderboardSaveBodySchema = Type.Object(
  {
    merchant: Type.String({ minLength: 1, maxLength: 64, default: 'khela' }),
    metric: StringEnum(LEADERBOARD_METRICS),
    period: StringEnum(LEADERBOARD_PERIODS),
    gameTypes: Type.Optional(Type.Array(GameType, { maxItems: 20, uniqueItems: true })),
    prizes: Type.Array(LeaderboardPrizeSchema, { maxItems: 50 }),
    titleEn: Title,
    titleBn: Title,
    enabled: Type.Optional(Type.Boolean()),
    sort: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })),
  },
  { additionalProperties: false },
);
export type LeaderboardSaveBody = Static<typeof LeaderboardSaveBodySchema>;

export const LeaderboardRuleSchema = Type.Object({
  id: Type.String(),
  code: Type.String(),
  metric: StringEnum(LEADERBOARD_METRICS),
  period: StringEnum(LEADERBOARD_PERIODS),
  gameTypes: Type.Array(Type.String()),
  prizes: Type.Array(LeaderboardPrizeSchema),
  titleEn: Type.String(),
  titleBn: Type.String(),
  enabled: Type.Boolean(),
  sort: Type.Integer(),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type LeaderboardRule = Static<typeof LeaderboardRuleSchema>;

export const MissionsOpsQuerySchema = Type.Object({ merchant: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });
export const MissionsOpsParamsSchema = Type.Object({ code: Code });
