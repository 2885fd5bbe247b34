import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Db } from '@khela/server-kit/db';
import { gamePageDirectives, httpsFromEnv, securityHeaders, siteOriginsFromEnv } from '@khela/server-kit/http';
import { SeamlessWalletClient, type VendorWallet } from '@khela/server-kit/vendor';
import { BetMoney } from './bets/bet-money';
import { resumeAll, sweepDue } from './bets/recovery';
import { type Clock, systemClock } from './clock';
import { migrate } from './db/migrate';
import { hotMatchesRoutes } from './feed/hot-matches-routes';
import { opsRoutes } from './ops/ops-routes';
import { bookPageRoutes } from './pages/book-page-routes';
import { playerRoutes } from './player/player-routes';
import { Simulator, type SimulatorOptions } from './simulator/simulator';

export interface SportsbookOptions {
  db: Db;
  /** The api's base address (API_URL). */
  apiUrl: string;
  /** SPORTSBOOK_VENDOR_SECRET. */
  secret: string;
  /** SPORTSBOOK_OPS_TOKEN: the operators' bearer token. */
  opsToken: string;
  /** The vendor code the api knows the book by (default KBOOK). */
  vendorCode?: string;
  /** A wallet of the tests' own (e.g. one that stops after N credits); default the signed client. */
  wallet?: VendorWallet;
  clock?: Clock;
  /** SPORTSBOOK_INPLAY_DELAY_MS (default 5000). */
  inPlayDelayMs?: number;
  /** Stake limits in minor units (default ৳10 … ৳50,000). */
  minStake?: number;
  maxStake?: number;
  callTimeoutMs?: number;
  retryDelaysMs?: readonly number[];
  backoffFirstMs?: number;
  backoffMaxMs?: number;
  sweepMs?: number;
  /** How many `win` calls a settlement has in flight at once (default 16). */
  creditConcurrency?: number;
  logger?: FastifyServerOptions['logger'];
  /** The site's origins, the only pages that may frame the book (default SITE_ORIGIN, docs/api.md "Headers"). */
  siteOrigins?: string[];
  /** The pages' fallback poll when server-sent events fail (default 10 s). */
  pagePollMs?: number;
  /** The live demo feed (docs/sportsbook.md "Simulator"); none when absent (main.ts: off in production). */
  simulator?: SimulatorOptions & { tickMs?: number };
}

export interface Sportsbook {
  app: FastifyInstance;
  money: BetMoney;
  simulator: Simulator | null;
  /** Migrates, finishes what a previous run left (restart rule), then sweeps pending wallet work. */
  start(): Promise<{ resumed: number }>;
}

/** The sportsbook service (docs/sportsbook.md "Service"). */
export async function buildSportsbook(options: SportsbookOptions): Promise<Sportsbook> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true });
  const retryDelaysMs = options.retryDelaysMs ?? [200, 1000, 3000];
  const wallet =
    options.wallet ?? new SeamlessWalletClient({ apiUrl: options.apiUrl, secret: options.secret, timeoutMs: options.callTimeoutMs ?? 5000 }).forVendor(options.vendorCode ?? 'KBOOK');
  const money = new BetMoney(options.db, wallet, { retryDelaysMs, backoffFirstMs: options.backoffFirstMs ?? 2000, backoffMaxMs: options.backoffMaxMs ?? 300_000, creditConcurrency: options.creditConcurrency ?? 16, log: app.log });
  const clock = options.clock ?? systemClock;
  await app.register(securityHeaders, {
    directives: gamePageDirectives(options.siteOrigins ?? siteOriginsFromEnv(process.env)),
    https: httpsFromEnv(process.env),
    sameOriginFramesOnly: false,
  });
  for (const path of ['/healthz', '/health']) app.get(path, async () => ({ status: 'ok', engine: options.db.engine }));
  const simulator = options.simulator
    ? new Simulator(options.db, money, { onError: (error, eventId) => app.log.error({ error, eventId }, 'sportsbook: simulated match abandoned'), ...options.simulator })
    : null;
  await app.register(opsRoutes, { db: options.db, money, opsToken: options.opsToken, simulator });
  const placement = { inPlayDelayMs: options.inPlayDelayMs ?? 5000, minStake: options.minStake ?? 1_000, maxStake: options.maxStake ?? 5_000_000 };
  await app.register(playerRoutes, { db: options.db, wallet, money, clock, retryDelaysMs, placement });
  await app.register(hotMatchesRoutes, { db: options.db });
  await app.register(bookPageRoutes, { db: options.db, clock, minStake: placement.minStake, maxStake: placement.maxStake, pollMs: options.pagePollMs });
  let sweeper: NodeJS.Timeout | null = null;
  let sweeping = false;
  let simulating: NodeJS.Timeout | null = null;
  app.addHook('onClose', async () => {
    if (sweeper) clearInterval(sweeper);
    if (simulating) clearInterval(simulating);
  });
  return {
    app,
    money,
    simulator,
    async start() {
      await migrate(options.db);
      const resumed = await resumeAll(options.db, money);
      sweeper = setInterval(() => {
        if (sweeping) return;
        sweeping = true;
        sweepDue(options.db, money)
          .catch((error: unknown) => app.log.error({ error }, 'sportsbook: sweep failed'))
          .finally(() => (sweeping = false));
      }, options.sweepMs ?? 2000);
      sweeper.unref();
      if (simulator) {
        await simulator.cancelLeftovers();
        await simulator.tick(clock.now());
        simulating = setInterval(() => {
          simulator.tick(clock.now()).catch((error: unknown) => app.log.error({ error }, 'sportsbook: simulator tick failed'));
        }, options.simulator?.tickMs ?? 1000);
        simulating.unref();
      }
      return { resumed };
    },
  };
}
