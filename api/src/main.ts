import path from 'node:path';
import { packageDir } from '@khela/server-kit/package-dir';
import { buildApp } from './app';
import { openDatabaseFromEnv } from './platform/db/open-db';
import { applyStartSecrets } from './startup/start-secrets';
import { topUpDemoFixtures } from './seed/demo-fixtures';
import { prepareDatabase } from './seed/prepare-database';
import { trustProxyFromEnv } from './platform/trust-proxy';
import { installTimeTravel, type TimeTravel } from './platform/time-travel';

/**
 * Starts the server: database (PGlite or PostgreSQL), migrations, demo data (not in production),
 * secrets (checked in production: README "Running in production"), API and site.
 */
async function main(): Promise<void> {
  const env = process.env;
  const timeTravel = timeTravelFromEnv(env);
  const db = await openDatabaseFromEnv(env);
  await prepareDatabase(db, env);
  const start = await applyStartSecrets(db, env);
  const app = await buildApp({
    db,
    siteDir: path.resolve(env.SITE_DIR ?? path.join(packageDir(__dirname), '..', 'site')),
    trustProxy: trustProxyFromEnv(env),
    production: start.production,
    operatorToken: start.operatorToken,
    payments: start.payments,
    redisUrl: env.REDIS_URL || null,
    logger: { level: env.LOG_LEVEL ?? 'info' },
    timeTravel,
    // Khela's own sportsbook, for home's hot matches (docs/sportsbook.md "Wiring"); `pnpm start` runs it here.
    sportsbookUrl: env.SPORTSBOOK_URL ?? `http://127.0.0.1:${env.SPORTSBOOK_PORT ?? '8110'}`,
  });

  // The demo fixtures are topped up to the coming days every hour, so a long-running demo never runs dry.
  if (!start.production) app.jobs.register({ name: 'demo-fixtures.top-up', schedule: '7 * * * *', run: async () => ({ added: await topUpDemoFixtures(db) }) });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.close(); // a clean shutdown (PGlite keeps committed data through a crash too; docs/house.md)
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: Number(env.PORT ?? 8080), host: env.HOST ?? '127.0.0.1' });
  app.log.info({ database: db.engine, production: start.production }, 'khela api ready; OpenAPI at /docs');
}

/**
 * TIME_TRAVEL=1: the demo's and the e2e run's movable clock (platform/time-travel). Installed before
 * the database opens, so the embedded PGlite's now() follows it; refused in production and on
 * PostgreSQL, whose clock it cannot move.
 */
function timeTravelFromEnv(env: NodeJS.ProcessEnv): TimeTravel | null {
  if (env.TIME_TRAVEL !== '1') return null;
  if (env.NODE_ENV === 'production') throw new Error('TIME_TRAVEL=1 is for the demo and tests: refused in production');
  if (env.DATABASE_URL) throw new Error("TIME_TRAVEL=1 needs the embedded database: PostgreSQL's clock cannot be moved");
  return installTimeTravel();
}

main().catch((error: unknown) => {
  // A refusal (SecretsRefused) is its own message; anything else with its stack.
  console.error(error instanceof Error && error.name === 'SecretsRefused' ? error.message : error);
  process.exit(1);
});
