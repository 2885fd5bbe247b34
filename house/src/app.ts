import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Db } from '@khela/server-kit/db';
import { gamePageDirectives, httpsFromEnv, securityHeaders, siteOriginsFromEnv } from '@khela/server-kit/http';
import { SeamlessWalletClient } from '@khela/server-kit/vendor';
import { migrate } from './db/migrate';
import { playRoutes } from './pages/play-routes';
import { verifyRoutes } from './pages/verify-routes';
import { tablePageRoutes } from './pages/table/table-page-routes';
import { RoundFlow } from './rounds/round-flow';
import { systemClock } from './table/table-clock';
import { tableRoutes, Tables, type TablesOptions } from './table/table-routes';

export interface HouseOptions {
  db: Db;
  /** The api's base address (API_URL). */
  apiUrl: string;
  /** HOUSE_VENDOR_SECRET. */
  secret: string;
  /** The vendor code the api knows the house by (default HOUSE). */
  vendorCode?: string;
  /** Time-out of one wallet call (default 5 s). */
  callTimeoutMs?: number;
  /** Inline retries of an unanswered wallet call while the player waits (default 200 ms, 1 s, 3 s). */
  retryDelaysMs?: readonly number[];
  /** Background retries: doubling from backoffFirstMs (default 2 s) up to backoffMaxMs (default 5 min). */
  backoffFirstMs?: number;
  backoffMaxMs?: number;
  /** How often the pending work is looked at (default 2 s). */
  sweepMs?: number;
  /** A free-play session's fun balance (default ৳1,000.00). */
  funCredit?: number;
  /** The live tables' timing and clock (defaults: 15 s betting, 5 s result, the system clock; tests pass a fake clock). */
  tables?: Partial<Omit<TablesOptions, 'db' | 'wallet' | 'retryDelaysMs'>>;
  logger?: FastifyServerOptions['logger'];
  /** The site's origins, the only pages that may frame the games (default SITE_ORIGIN, docs/api.md "Headers"). */
  siteOrigins?: string[];
  /** Production behind https: HSTS (default NODE_ENV=production). */
  https?: boolean;
}

export interface House {
  app: FastifyInstance;
  rounds: RoundFlow;
  /** Migrates, then finishes every round a previous run left unfinished, then sweeps pending work. */
  start(): Promise<{ resumed: number }>;
}

/** The house service (docs/house.md): its pages, its rounds and its pending wallet work. */
export async function buildHouse(options: HouseOptions): Promise<House> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true });
  const retryDelaysMs = options.retryDelaysMs ?? [200, 1000, 3000];
  const wallet = new SeamlessWalletClient({ apiUrl: options.apiUrl, secret: options.secret, timeoutMs: options.callTimeoutMs ?? 5000 }).forVendor(options.vendorCode ?? 'HOUSE');
  const rounds = new RoundFlow(options.db, wallet, {
    retryDelaysMs,
    backoffFirstMs: options.backoffFirstMs ?? 2000,
    backoffMaxMs: options.backoffMaxMs ?? 300_000,
    sweepMs: options.sweepMs ?? 2000,
    log: app.log,
  });
  await app.register(securityHeaders, {
    directives: gamePageDirectives(options.siteOrigins ?? siteOriginsFromEnv(process.env)),
    https: options.https ?? httpsFromEnv(process.env),
    sameOriginFramesOnly: false,
  });
  await app.register(formbody);
  // /healthz like the api and the sandbox (what start scripts and Playwright poll); /health as well.
  for (const path of ['/healthz', '/health']) app.get(path, async () => ({ status: 'ok', engine: options.db.engine }));
  await app.register(playRoutes, { db: options.db, wallet, rounds, retryDelaysMs, funCredit: options.funCredit ?? 100_000 });
  await app.register(verifyRoutes, { db: options.db });
  // The live tables: their JSON API and their page share one running table per game. (What
  // tablesPlugin does, with the tables at hand: the page's form post places bets at the same table.)
  const tableClock = options.tables?.clock ?? systemClock;
  const tables = new Tables({ ...options.tables, db: options.db, wallet, retryDelaysMs, clock: tableClock }, app.log);
  await app.register(tableRoutes, { db: options.db, tables, clock: tableClock });
  await app.register(tablePageRoutes, { db: options.db, wallet, tables, clock: tableClock });
  app.addHook('onReady', async () => {
    await migrate(options.db);
    await tables.start();
  });
  app.addHook('onClose', async () => tables.stop());
  app.addHook('onClose', async () => rounds.close());

  return {
    app,
    rounds,
    async start() {
      await migrate(options.db);
      const resumed = await rounds.resumeAll();
      rounds.startSweeping();
      return { resumed };
    },
  };
}
