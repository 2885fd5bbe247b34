import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { configPlugin } from './domains/config';
import { type CatalogueCacheOptions, gamesPlugin } from './domains/games';
import { identityPlugin, identityResolver, socketSessions } from './domains/identity';
import { messagesPlugin } from './domains/messages';
import { operatorPlugin } from './domains/operator';
import { type PaymentsOptions, paymentsPlugin } from './domains/payments';
import { sportsPlugin } from './domains/sports';
import { vendorWalletPlugin } from './domains/vendor-wallet';
import { memberBalances, walletPlugin } from './domains/wallet';
import { auth } from './platform/auth';
import { brandScope } from './platform/brand-scope';
import { clientErrorHandler } from './platform/client-errors';
import type { Db } from './platform/db/db';
import type { MerchantCacheOptions } from './platform/merchant/merchant-cache';
import { errorHandler } from './platform/error-handler';
import { health } from './platform/health';
import { metrics } from './platform/metrics';
import { opsScope } from './platform/ops/ops-scope';
import { realtime } from './platform/realtime/realtime';
import { requestContext } from './platform/request-context';
import { routeScopes } from './platform/route-scope';
import { siteHeaders } from './platform/security/site-headers';
import { swagger } from './platform/swagger';
import { validation } from './platform/validation';
import { media } from './site/media';
import { site } from './site/static';
import { ErrorEnvelopeSchema } from '@khela/contracts';
import { parseOrigins } from '@khela/server-kit/http';

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
  /** The site's origins besides each brand's domains (default SITE_ORIGIN): state-changing calls from elsewhere are refused. */
  siteOrigins?: string[];
  /** Production behind https: HSTS and upgrade-insecure-requests (default NODE_ENV=production). */
  https?: boolean;
}

/**
 * The platform server: the platform's plugins, then one plugin per domain (each fills the brand
 * and /ops scopes with its routes), then the two scopes, then the site. Each plugin names the
 * plugins it needs (fastify-plugin `dependencies`), so a wrong order fails at start.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    clientErrorHandler,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(siteHeaders, { db, https: options.https });
  await app.register(requestContext);
  await app.register(errorHandler);
  await app.register(validation);
  await app.register(auth, { resolveIdentity: identityResolver(db) });
  await app.register(swagger, { sharedSchemas: [ErrorEnvelopeSchema] });
  await app.register(metrics);
  await app.register(health, { db });
  await app.register(brandScope, { db, merchants: options.caches?.merchants, siteOrigins: options.siteOrigins ?? parseOrigins(process.env.SITE_ORIGIN) });
  await app.register(opsScope, { operatorToken: options.operatorToken ?? null });

  await app.register(configPlugin);
  await app.register(messagesPlugin, { db });
  await app.register(gamesPlugin, { db, catalogueCache: options.caches?.catalogue });
  await app.register(sportsPlugin, { db });
  await app.register(identityPlugin, { db });
  await app.register(walletPlugin, { db });
  await app.register(paymentsPlugin, { db, payments: options.payments });
  await app.register(vendorWalletPlugin, { db });
  await app.register(operatorPlugin, { db });
  await app.register(routeScopes);

  await app.register(realtime, { balances: memberBalances(db, app.ledger), sessions: socketSessions(db), redisUrl: options.redisUrl ?? null });
  await app.register(media, { db });
  await app.register(site, { siteDir: options.siteDir ?? null });
  return app;
}
