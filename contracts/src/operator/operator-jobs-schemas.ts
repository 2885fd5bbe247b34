import { Type } from '@sinclair/typebox';
import { Nullable, StringEnum } from '../platform/schema-helpers';

/** Wire schemas of the scheduled jobs' run history (docs/api.md, Scheduled jobs). */
export const JOB_RUN_STATUSES = ['running', 'succeeded', 'failed'] as const;

export const JobRunsQuerySchema = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  status: Type.Optional(StringEnum(JOB_RUN_STATUSES)),
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 }),
});

export const JobRunsSchema = Type.Object({
  /** Every job this server has registered, with its schedule. */
  jobs: Type.Array(Type.Object({ name: Type.String(), schedule: Type.String(), timezone: Type.String() })),
  /** Runs, newest slot first. */
  runs: Type.Array(
    Type.Object({
      jobName: Type.String(),
      slot: Type.String({ format: 'date-time' }),
      status: StringEnum(JOB_RUN_STATUSES),
      attempts: Type.Integer(),
      instance: Type.String(),
      startedAt: Type.String({ format: 'date-time' }),
      finishedAt: Nullable(Type.String({ format: 'date-time' })),
      nextAttemptAt: Nullable(Type.String({ format: 'date-time' })),
      result: Nullable(Type.Record(Type.String(), Type.Unknown())),
      error: Nullable(Type.String()),
    }),
  ),
});
