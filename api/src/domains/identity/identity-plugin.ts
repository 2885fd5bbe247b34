import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import type { Db } from '../../platform/db/db';
import { memberRoutes } from './member-routes';
import { operatorMemberRoutes } from './members/operator-member-routes';
import { oidcRoutes } from './oidc/oidc-routes';
import { passwordRoutes } from './password-routes';
import { registerRoutes } from './register-routes';
import { sealedKeyRoutes } from './sealed-key-routes';
import { sessionRoutes } from './session-routes';
import { outboxRoutes, verificationRoutes } from './verification';
// The domain's texts join the catalogue before any of its routes can answer.
import './messages';

/** Every brand-scoped route of docs/identity.md. */
export const identityRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  await app.register(sealedKeyRoutes, { db });
  await app.register(verificationRoutes, { db });
  await app.register(sessionRoutes, { db });
  await app.register(oidcRoutes, { db });
  await app.register(registerRoutes, { db });
  await app.register(passwordRoutes, { db });
  await app.register(memberRoutes, { db });
};

/**
 * The identity domain: the member routes in the brand scope; the outbox and operator-opened
 * accounts in the /ops scope. Who a request's token belongs to is its identityResolver, which
 * the app hands to the auth plugin.
 */
export const identityPlugin = fp<{ db: Db }>(
  async (app, { db }) => {
    app.brandRoutes.add(identityRoutes, { db });
    app.opsRoutes.add(outboxRoutes, { db });
    app.opsRoutes.add(operatorMemberRoutes, { db });
  },
  { name: 'identity', dependencies: ['brand-scope', 'ops-scope', 'auth'] },
);
