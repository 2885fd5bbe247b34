import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, JobRunsQuerySchema, JobRunsSchema, OPERATOR_ROLES, ok } from '@khela/contracts';
import { requireOperator } from '../ops/operator-actor';
import { OperatorHeadersSchema } from '../ops/ops-scope';
import { jobRunView, type JobScheduler } from './job-scheduler';

/** GET /ops/jobs: the scheduled jobs and their run history, for any operator (nothing in it is a brand's). */
export const jobRoutes: FastifyPluginAsyncTypebox<{ scheduler: JobScheduler }> = async (app, { scheduler }) => {
  app.get(
    '/ops/jobs',
    {
      schema: {
        tags: ['operator'],
        summary: 'Scheduled jobs and their runs, newest slot first (status, attempts, instance, result, last error)',
        headers: OperatorHeadersSchema,
        querystring: JobRunsQuerySchema,
        response: envelopeResponses(JobRunsSchema),
      },
    },
    async (request) => {
      requireOperator(request, OPERATOR_ROLES);
      const { name, status, limit } = request.query;
      return ok({ jobs: scheduler.definitions(), runs: (await scheduler.history({ name, status, limit })).map(jobRunView) });
    },
  );
};
