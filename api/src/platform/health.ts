import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import type { Db } from './db/db';
import { envelopeResponses, ok } from '@khela/contracts';
import { ApiError } from './errors';

/** Liveness plus a database round trip; 503 server.unavailable when the database does not answer. */
const healthRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['platform'],
        summary: 'Health check with a database ping',
        response: envelopeResponses(Type.Object({ status: Type.Literal('ok'), database: Type.String() })),
      },
    },
    async (request) => {
      try {
        await db.query('SELECT 1');
      } catch (err) {
        request.log.error({ err }, 'database ping failed');
        throw new ApiError(503, 'server.unavailable');
      }
      return ok({ status: 'ok' as const, database: db.engine });
    },
  );
};

export const health = fp(healthRoutes, { name: 'health', dependencies: ['error-handler'] });
