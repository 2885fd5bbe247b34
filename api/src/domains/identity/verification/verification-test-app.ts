import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '../../../platform/db/db';
import { ErrorEnvelopeSchema } from '@khela/contracts';
import { registerErrorHandler } from '../../../platform/error-handler';
import { merchantResolver, registerRequestContext } from '../../../platform/request-context';
import { registerValidation } from '../../../platform/validation';
import { createTestDb } from '../../../test/test-db';
import { OPERATOR_TOKEN } from '../../../test/test-app';
import { outboxRoutes } from './outbox-routes';
import { verificationRoutes } from './verification-routes';

export interface VerificationTestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/**
 * The verification plugins on the platform's own request context, errors and validation, over a
 * fresh seeded database (as buildApp wires them, without the other domains).
 */
export async function createVerificationTestApp(): Promise<VerificationTestApp> {
  const { db, cleanup } = await createTestDb();
  const app = Fastify({ trustProxy: true }).withTypeProvider<TypeBoxTypeProvider>();
  registerRequestContext(app);
  registerErrorHandler(app);
  registerValidation(app);
  app.addSchema(ErrorEnvelopeSchema);
  await app.register(async (api) => {
    api.addHook('onRequest', merchantResolver(db));
    await api.register(verificationRoutes, { db });
  });
  await app.register(outboxRoutes, { db, operatorToken: OPERATOR_TOKEN });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await cleanup();
    },
  };
}
