import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The OpenAPI document of every route (registered before the routes, which it collects) and its
 * page at /docs. `sharedSchemas` are added once and referenced by $id (the error envelope).
 * `guard` (production: operator sign-in) runs before every /docs address, the document included.
 */
export const swagger = fp<{ sharedSchemas: readonly TSchema[]; guard?: ((request: FastifyRequest) => Promise<void>) | null }>(
  async (app, { sharedSchemas, guard }) => {
    for (const schema of sharedSchemas) app.addSchema(schema);
    await app.register(fastifySwagger, {
      // Shared schemas appear under their $id (ErrorEnvelope) instead of def-0.
      refResolver: { buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`) },
      openapi: {
        info: {
          title: 'Khela API',
          version: '0.1.0',
          description:
            'Every JSON response is { success, value, message, errorCode }. Headers: Merchant (brand, default khela), ' +
            'Language (bn|en), Authorization (raw session token).',
        },
      },
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/docs', ...(guard ? { uiHooks: { onRequest: guard } } : {}) });
  },
  { name: 'swagger' },
);
