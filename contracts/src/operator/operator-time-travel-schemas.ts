import { Type } from '@sinclair/typebox';

/** POST /ops/time-travel (demo and end-to-end tests only; docs/api.md "Time travel"). Exactly one of the three. */
export const TimeTravelBodySchema = Type.Object(
  {
    /** Go to this instant. */
    to: Type.Optional(Type.String({ format: 'date-time' })),
    /** Go this many minutes ahead of the current (travelled) time. */
    advanceMinutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 60 * 24 * 400 })),
    /** Back to real time. */
    reset: Type.Optional(Type.Literal(true)),
  },
  { additionalProperties: false },
);

export const TimeTravelSchema = Type.Object({
  /** The server's time after the move. */
  now: Type.String({ format: 'date-time' }),
  /** Ahead of real time by this many ms (0: real time). */
  offsetMs: Type.Integer(),
  /** The scheduled jobs' slots run at the new time: job name and slot. */
  ran: Type.Array(Type.Object({ job: Type.String(), slot: Type.String({ format: 'date-time' }), status: Type.String() })),
});
