import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../platform/db/db';
import { CommonHeadersSchema, envelopeResponses, ok } from '@khela/contracts';
import { payloadKey } from '../../platform/sealed-payload';

export const PayloadKeySchema = Type.Object({
  keyId: Type.String({ description: 'goes back in sealed.keyId' }),
  publicKey: Type.String({ description: 'RSA public key, SPKI DER, base64 (RSA-OAEP with SHA-256)' }),
  serverTime: Type.Integer({ description: "the server's clock (ms since the epoch): sealed timestamps must be within 5 minutes of it" }),
});

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
