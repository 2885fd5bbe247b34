import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { agentsPlugin } from './domains/agents';
import { chatPlugin } from './domains/chat';
import { configPlugin } from './domains/config';
import { type CatalogueCacheOptions, gamesPlugin, type TableStateFeedOptions } from './domains/games';
import { identityPlugin, identityResolver, revokeMemberSessions, revokeRememberTokens, socketSessions } from './domains/identity';
import { lotteryPlugin } from './domains/lottery';
import { rewardsPlugin } from './domains/rewards';
import { inboxPlugin } from './domains/inbox';
import { messagesPlugin } from './domains/messages';
import { realityCheckPlugin } from './domains/safer-gambling-reality';
import { feedbackPlugin } from './domains/feedback';
import { operatorPlugin } from './domains/operator';
import { type PaymentsOptions, paymentsOptionsFromEnv, paymentsPlugin } from './domains/payments';
import { saferGamblingPlugin } from './domains/safer-gambling';
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
import { jobsPlugin } from './platform/jobs';
import { withLogRedaction } from './platform/log-redaction';
import { limits } from './platform/limits';
import { metrics } from './platform/metrics';
import { operatorGuard, opsScope } from './platform/ops/ops-scope';
import { realtime } from './platform/realtime/realtime';
import { requestContext } from './platform/request-context';
import { routeScopes } from './platform/route-scope';
import { siteHeaders } from './platform/security/site-headers';
import { swagger } from './platform/swagger';
import { type TimeTravel, timeTravelRoutes } from './platform/time-travel';
import { validation } from './platform/validation';
import { gatewayHeaders } from './platform/gateway-headers';
import { media } from './site/media';
import { supportPage } from './site/support-page';
import { site } from './site/static';
import { ErrorEnvelopeSchema } from '@khela/contracts';
import { parseOrigins } from '@khela/server-kit/http';

export interface AppOptions {
  db: Db;
  /** Folder of the built site; null or missing folder serves the API only. */
  siteDir?: string | null;
  /**
   * Whose X-Forwarded-For to believe: the proxies' addresses or CIDR ranges (TRUST_PROXY, see
   * platform/trust-proxy.ts); true believes anyone (tests that play visitors from any IP).
   */
  trustProxy?: boolean | string[];
  /** Enables the /ops operator endpoints; without it they answer 403 operator.disabled. */
  operatorToken?: string | null;
  /**
   * NODE_ENV=production: /docs and /metrics need operator sign-in (X-Operator-Token), and /ops is on
   * without a bootstrap token (operator accounts only). Default false: the demo.
   */
  production?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Redis for the socket channel's fan-out and the guessing limits across instances; null: one instance. */
  redisUrl?: string | null;
  /** Prefix of this app's Redis keys for the limits (tests give each run its own). */
  limitsKeyPrefix?: string;
  /** The payment gateway (the sandbox by default). */
  payments?: PaymentsOptions;
  /** In-memory caches of this instance (ttlMs 0 turns one off); defaults in docs/games.md. */
  caches?: { catalogue?: CatalogueCacheOptions; merchants?: MerchantCacheOptions; liveTables?: TableStateFeedOptions };
  /** The process figures on /metrics (default: yes, but not under jest: see platform/metrics.ts). */
  processMetrics?: boolean;
  /** Start the scheduled jobs' timers when ready (default: yes, but not under jest: tests tick jobs by hand). */
  startJobs?: boolean;
  /** The site's origins besides each brand's domains (default SITE_ORIGIN): state-changing calls from elsewhere are refused. */
  siteOrigins?: string[];
  /** Production behind https: HSTS and upgrade-insecure-requests (default NODE_ENV=production). */
  https?: boolean;
  /** The demo's movable clock (TIME_TRAVEL=1, never production): enables POST /ops/time-travel. */
  timeTravel?: TimeTravel | null;
  /** Khela's sportsbook (SPORTSBOOK_URL): home's hot matches read its feed; null or missing, none from it. */
  sportsbookUrl?: string | null;
  /** Where a vendor added through /ops finds its wallet secret (VENDOR_SECRET_<CODE>); default process.env. */
  env?: Record<string, string | undefined>;
}

/**
 * The platform server: the platform's plugins, then one plugin per domain (each fills the brand
 * and /ops scopes with its routes), then the two scopes, then the site. Each plugin names the
 * plugins it needs (fastify-plugin `dependencies`), so a wrong order fails at start.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db } = options;
  const app = Fastify({
    // Query values and credential headers never reach a log line (platform/log-redaction.ts).
    logger: withLogRedaction(options.logger ?? false),
    trustProxy: options.trustProxy ?? false,
    clientErrorHandler,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(siteHeaders, { db, https: options.https });
  await app.register(requestContext);
  await app.register(errorHandler);
  await app.register(validation);
  await app.register(gatewayHeaders);
  await app.register(auth, { resolveIdentity: identityResolver(db) });
  const production = options.production ?? false;
  const operatorToken = options.operatorToken ?? null;
  // Production keeps the API's map and the process figures for operators (README "Running in production").
  const adminOnly = production ? operatorGuard(operatorToken, { accountsOnly: true }) : null;
  await app.register(swagger, { sharedSchemas: [ErrorEnvelopeSchema], guard: adminOnly });
  await app.register(metrics, { guard: adminOnly, processMetrics: options.processMetrics });
  await app.register(health, { db });
  await app.register(brandScope, { db, merchants: options.caches?.merchants, siteOrigins: options.siteOrigins ?? parseOrigins(process.env.SITE_ORIGIN) });
  await app.register(limits, { db, redisUrl: options.redisUrl ?? null, keyPrefix: options.limitsKeyPrefix });
  await app.register(opsScope, { operatorToken, accountsOnly: production });
  await app.register(jobsPlugin, { db, start: options.startJobs });
  if (options.timeTravel) app.opsRoutes.add(timeTravelRoutes, { db, clock: options.timeTravel, scheduler: app.jobs });

  await app.register(configPlugin);
  await app.register(messagesPlugin, { db });
  await app.register(inboxPlugin, { db });
  await app.register(gamesPlugin, { db, catalogueCache: options.caches?.catalogue, liveTables: options.caches?.liveTables, env: options.env ?? process.env });
  await app.register(sportsPlugin, { db, sportsbookUrl: options.sportsbookUrl ?? null });
  await app.register(identityPlugin, { db });
  await app.register(walletPlugin, { db });
  const payments = options.payments ?? paymentsOptionsFromEnv();
  await app.register(paymentsPlugin, { db, payments });
  await app.register(vendorWalletPlugin, { db });
  await app.register(operatorPlugin, { db, gatewaySecret: payments.gatewaySecret });
  await app.register(agentsPlugin, { db });
  await app.register(lotteryPlugin, { db });
  await app.register(feedbackPlugin, { db });
  await app.register(rewardsPlugin, { db, startWorker: options.startJobs ?? process.env.NODE_ENV !== 'test' });
  await app.register(realityCheckPlugin, { db });
  await app.register(saferGamblingPlugin, {
    db,
    // A time-out or self-exclusion signs the member out everywhere, remembered devices included.
    endSessions: async (tx, memberId) => {
      await revokeRememberTokens(tx, memberId);
      return revokeMemberSessions(tx, memberId, null);
    },
  });
  await app.register(chatPlugin, { db, redisUrl: options.redisUrl ?? null });
  await app.register(routeScopes);

  await app.register(realtime, {
    balances: memberBalances(db, app.ledger),
    sessions: socketSessions(db),
    redisUrl: options.redisUrl ?? null,
    brandEvents: {
      onEvent: (listener) => {
        const stops = [
          app.lottery.onDraw((event) => listener({ merchantCode: event.merchantCode, message: { ...event.message } })),
          app.inbox.brandEvents().onEvent(listener),
        ];
        return () => stops.forEach((stop) => stop());
      },
    },
    memberEvents: [app.rewardCenter.memberEvents(), app.chat.memberEvents(), app.inbox.memberEvents()],
  });
  await app.register(media, { db });
  await app.register(supportPage);
  await app.register(site, { siteDir: options.siteDir ?? null, db });
  return app;
}
