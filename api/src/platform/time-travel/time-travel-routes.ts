import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok, TimeTravelBodySchema, TimeTravelSchema } from '@khela/contracts';
import type { Db } from '../db/db';
import { ApiError } from '../errors';
import type { JobScheduler } from '../jobs/job-scheduler';
import { recordOperatorAction, requireOperator } from '../ops/operator-actor';
import { OperatorHeadersSchema } from '../ops/ops-scope';
import type { TimeTravel } from './travelling-date';

/**
 * POST /ops/time-travel: an admin moves the demo's clock (only when the server was started with
 * TIME_TRAVEL=1, never in production), then every scheduled job runs its slot at the new time —
 * so a settlement period or a draw happens on demand.
 */
export const timeTravelRoutes: FastifyPluginAsyncTypebox<{ db: Db; clock: TimeTravel; scheduler: JobScheduler }> = async (app, { db, clock, scheduler }) => {
  app.post(
    '/ops/time-travel',
    {
      schema: {
        tags: ['operator'],
        summary: "Moves the demo server's clock (TIME_TRAVEL=1 only) and runs the scheduled jobs' slots at the new time",
        headers: OperatorHeadersSchema,
        body: TimeTravelBodySchema,
        response: envelopeResponses(TimeTravelSchema),
      },
    },
    async (request) => {
      const actor = requireOperator(request, ['admin']);
      const { to, advanceMinutes, reset } = request.body;
      if ([to, advanceMinutes, reset].filter((value) => value !== undefined).length !== 1) throw new ApiError(400, 'timeTravel.oneOf');
      const before = new Date();
      if (reset) clock.reset();
      else clock.travelTo(to ? new Date(to) : new Date(before.getTime() + (advanceMinutes ?? 0) * 60_000));
      const now = new Date();
      await recordOperatorAction(db, actor, { action: 'time-travel', details: { from: before.toISOString(), to: now.toISOString(), offsetMs: clock.offsetMs() } });
      const ran: Array<{ job: string; slot: string; status: string }> = [];
      for (const name of scheduler.names()) {
        const slot = scheduler.slotAt(name);
        for (const outcome of await scheduler.tick(name)) if (outcome.ran) ran.push({ job: name, slot: slot.toISOString(), status: outcome.status });
      }
      return ok({ now: now.toISOString(), offsetMs: clock.offsetMs(), ran });
    },
  );
};
