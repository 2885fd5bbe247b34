import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../platform/db/db';
import { CommonHeadersSchema, envelopeResponses, ok, PayloadKeySchema } from '@khela/contracts';
import { payloadKey } from '../../platform/sealed-payload';

/** The public key that sealed bodies are encrypted to (docs/identity.md, "Encrypted payloads"). */
export const sealedKeyRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/wps/session/publicKey',
    {
      schema: {
        tags: ['identity'],
        summary: 'The key to seal login, register and password bodies with, and the server clock',
        headers: CommonHeadersSchema,
        response: envelopeResponses(PayloadKeySchema),
      },
    },
    async (_request, reply) => {
      const { keyId, publicKey } = await payloadKey(db);
      // serverTime must be fresh: no cache may answer for the server.
      reply.header('cache-control', 'no-store');
      return ok({ keyId, publicKey, serverTime: Date.now() });
    },
  );
};
