import { type Static, Type } from '@sinclair/typebox';
import { Nullable, StringEnum } from '../platform/schema-helpers';

/**
 * Reality checks (UKGC RTS 13, docs/safer-gambling-reality.md): the member chooses how often a
 * reminder shows the time played in this session and the net result since the session began.
 */
export const REALITY_CHECK_PATHS = {
  /** GET the setting and the session's summary; PUT a new interval. */
  check: '/wps/safer-gambling/reality-check',
  /** POST the member's answer to one reminder (continue or stop). */
  answer: '/wps/safer-gambling/reality-check/answer',
} as const;

/** The intervals a member may choose, in minutes; 0 is "off". */
export const REALITY_CHECK_INTERVALS = [0, 15, 30, 45, 60, 90, 120] as const;

export const REALITY_CHECK_ACTIONS = ['continue', 'stop'] as const;
export type RealityCheckAction = (typeof REALITY_CHECK_ACTIONS)[number];

/** Settled bets since the session began, money in minor units: net = wins − stakes. */
export const RealityCheckResultSchema = Type.Object({
  stakes: Type.Integer({ minimum: 0 }),
  wins: Type.Integer({ minimum: 0 }),
  net: Type.Integer(),
  settledBets: Type.Integer({ minimum: 0 }),
});

export const RealityCheckSchema = Type.Object({
  /** 0: off. */
  intervalMinutes: Type.Integer({ minimum: 0 }),
  intervals: Type.Array(Type.Integer({ minimum: 0 })),
  /** When this session (this login) began, by the server's clock: the reminders' anchor. */
  sessionStartedAt: Type.String({ format: 'date-time' }),
  /** The server's clock when it answered: the page corrects its own clock by it. */
  serverTime: Type.String({ format: 'date-time' }),
  playedSeconds: Type.Integer({ minimum: 0 }),
  /** The next reminder (sessionStartedAt + k × interval, after the last one answered); null when off. */
  nextDueAt: Nullable(Type.String({ format: 'date-time' })),
  result: RealityCheckResultSchema,
});
export type RealityCheck = Static<typeof RealityCheckSchema>;

export const RealityCheckSettingBodySchema = Type.Object({ intervalMinutes: Type.Integer() }, { additionalProperties: false });
export type RealityCheckSettingBody = Static<typeof RealityCheckSettingBodySchema>;

export const RealityCheckAnswerBodySchema = Type.Object(
  {
    /** The reminder answered (its nextDueAt). */
    dueAt: Type.String({ format: 'date-time' }),
    action: StringEnum(REALITY_CHECK_ACTIONS),
  },
  { additionalProperties: false },
);
export type RealityCheckAnswerBody = Static<typeof RealityCheckAnswerBodySchema>;
