import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '../../../platform/db/db';
import { brandScope } from '../../../platform/brand-scope';
import { limits } from '../../../platform/limits';
import { errorHandler } from '../../../platform/error-handler';
import { opsScope } from '../../../platform/ops/ops-scope';
import { requestContext } from '../../../platform/request-context';
import { routeScopes } from '../../../platform/route-scope';
import { validation } from '../../../platform/validation';
import { ErrorEnvelopeSchema } from '@khela/contracts';
import { createTestDb } from '../../../test/test-db';
import { OPERATOR_TOKEN } from '../../../test/test-app';
import '../messages';
import { outboxRoutes } from './outbox-routes';
import { verificationRoutes } from './verification-routes';

export interface VerificationTestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/**
 * The verification plugins on the platform's own request context, errors and validation, over a
 * fresh seeded database (in the brand and /ops scopes as buildApp wires them, without the other domains).
 */
export async function createVerificationTestApp(): Promise<VerificationTestApp> {
  const { db, cleanup } = await createTestDb();
  const app = Fastify({ trustProxy: true }).withTypeProvider<TypeBoxTypeProvider>();
  await app.register(requestContext);
  await app.register(errorHandler);
  await app.register(validation);
  app.addSchema(ErrorEnvelopeSchema);
  await app.register(brandScope, { db });
  await app.register(limits, { db, redisUrl: null });
  await app.register(opsScope, { operatorToken: OPERATOR_TOKEN });
  app.brandRoutes.add(verificationRoutes, { db });
  app.opsRoutes.add(outboxRoutes, { db });
  await app.register(routeScopes);
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
