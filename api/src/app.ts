import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { configRoutes } from './domains/config/config-routes';
import type { CatalogueCacheOptions } from './domains/games/catalogue-cache';
import { gamesRoutes } from './domains/games/games-routes';
import { sportsRoutes } from './domains/sports/sports-routes';
import { messagesRoutes } from './domains/messages/messages-routes';
import { operatorRoutes } from './domains/operator/operator-routes';
import { identityResolver } from './domains/identity/identity-resolver';
import { identityRoutes } from './domains/identity/identity-plugin';
import { outboxRoutes } from './domains/identity/verification';
import { operatorMemberRoutes } from './domains/identity/members/operator-member-routes';
import { registerOperatorSessions } from './domains/operator/operator-sessions';
import { operatorWalletRoutes } from './domains/operator/operator-wallet-routes';
import { type PaymentsOptions, paymentsOptionsFromEnv } from './domains/payments/payments-options';
import { paymentsOperatorRoutes } from './domains/payments/payments-operator-routes';
import { paymentsRoutes } from './domains/payments/payments-routes';
import { vendorWalletRoutes } from './domains/vendor-wallet/vendor-wallet-routes';
import { Ledger } from './domains/wallet/ledger/ledger';
import { transferWalletRoutes } from './domains/wallet/transfer-wallets/transfer-wallet-routes';
import { walletRoutes } from './domains/wallet/wallet-routes';
import { registerRealtime } from './platform/realtime/realtime';
import { registerAuth } from './platform/auth';
import { clientErrorHandler } from './platform/client-errors';
import type { Db } from './platform/db/db';
import type { MerchantCacheOptions } from './platform/merchant/merchant-cache';
import { ErrorEnvelopeSchema } from '@khela/contracts';
import { registerErrorHandler, sendNotFound } from './platform/error-handler';
import { healthRoutes } from './platform/health';
import { registerMetrics } from './platform/metrics';
import { registerValidation } from './platform/validation';
import { merchantResolver, registerRequestContext } from './platform/request-context';
import { artworkRoutes } from './site/artwork-routes';
import { registerMedia } from './site/media';
import { registerSite, type SiteFallback } from './site/static';

export interface AppOptions {
  db: Db;
  /** Folder of the built site; null or missing folder serves the API only. */
  siteDir?: string | null;
  /** Trust X-Forwarded-For (behind a proxy, and in tests/e2e that fake a visitor's IP). */
  trustProxy?: boolean;
  /** Enables the /ops operator endpoints; without it they answer 403 operator.disabled. */
  operatorToken?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** Redis for the socket channel's fan-out across instances; null: one instance. */
  redisUrl?: string | null;
  /** The payment gateway (the sandbox by default). */
  payments?: PaymentsOptions;
  /** In-memory caches of this instance (ttlMs 0 turns one off); defaults in docs/games.md. */
  caches?: { catalogue?: CatalogueCacheOptions; merchants?: MerchantCacheOptions };
}

/** The platform server: one Fastify plugin per domain behind the shared envelope, headers and errors. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    clientErrorHandler,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<TypeBoxTypeProvider>();

  // A JSON API: other bodies are 415 request.media.unsupported rather than strings to validate.
  app.removeContentTypeParser('text/plain');
  registerRequestContext(app);
  registerAuth(app, identityResolver(options.db));
  registerOperatorSessions(app, options.db);
  registerErrorHandler(app);
  registerValidation(app);
  app.addSchema(ErrorEnvelopeSchema);

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
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

  registerMetrics(app);
  const { db } = options;
  // One ledger per server: every balance change in every domain goes through it.
  const ledger = new Ledger(db);
  const payments = options.payments ?? paymentsOptionsFromEnv();
  const operatorToken = options.operatorToken ?? null;
  await app.register(healthRoutes, { db });
  await registerRealtime(app, { db, ledger, redisUrl: options.redisUrl ?? null });

  // Brand-scoped API: every route below knows its merchant and language before it runs.
  await app.register(async (api) => {
    api.addHook('onRequest', merchantResolver(db, options.caches?.merchants));
    await api.register(configRoutes);
    await api.register(messagesRoutes, { db });
    await api.register(gamesRoutes, { db, catalogueCache: options.caches?.catalogue });
    await api.register(sportsRoutes, { db });
    await api.register(identityRoutes, { db });
    await api.register(walletRoutes, { db, ledger });
    await api.register(transferWalletRoutes, { db, ledger });
    await api.register(paymentsRoutes, { db, ledger, payments });
  });

  // Game vendors call the seamless wallet API with their own signatures, not a brand's session.
  await app.register(vendorWalletRoutes, { db, ledger });

  await app.register(operatorRoutes, { db, operatorToken: options.operatorToken ?? null });
  await app.register(outboxRoutes, { db, operatorToken: options.operatorToken ?? null });
  await app.register(operatorMemberRoutes, { db, operatorToken: options.operatorToken ?? null });
  await app.register(operatorWalletRoutes, { db, ledger, operatorToken });
  await app.register(paymentsOperatorRoutes, { db, ledger, operatorToken, payments });

  // Generated artwork for the catalogue's image paths, beside the shipped files under /media.
  await app.register(artworkRoutes, { db });
  await registerMedia(app);
  const siteFallback: SiteFallback | null = options.siteDir ? await registerSite(app, options.siteDir) : null;
  app.setNotFoundHandler((request, reply) => siteFallback?.(request, reply) ?? sendNotFound(request, reply));

  return app;
}
