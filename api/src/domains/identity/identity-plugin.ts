import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../platform/db/db';
import { memberRoutes } from './member-routes';
import { oidcRoutes } from './oidc/oidc-routes';
import { passwordRoutes } from './password-routes';
import { registerRoutes } from './register-routes';
import { sealedKeyRoutes } from './sealed-key-routes';
import { sessionRoutes } from './session-routes';
import { verificationRoutes } from './verification';

/** The identity domain: every brand-scoped route of docs/identity.md. */
export const identityRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  await app.register(sealedKeyRoutes, { db });
  await app.register(verificationRoutes, { db });
  await app.register(sessionRoutes, { db });
  await app.register(oidcRoutes, { db });
  await app.register(registerRoutes, { db });
  await app.register(passwordRoutes, { db });
  await app.register(memberRoutes, { db });
};
