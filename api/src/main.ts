import path from 'node:path';
import { buildApp } from './app';
import { openDatabaseFromEnv } from './platform/db/open-db';
import { topUpDemoFixtures } from './seed/demo-fixtures';
import { prepareDatabase } from './seed/prepare-database';
import { trustProxyFromEnv } from './platform/trust-proxy';

/** The demo fixtures are topped up to the coming days every hour, so a long-running demo never runs dry. */
const FIXTURE_TOP_UP_EVERY_MS = 60 * 60 * 1000;

/** Starts the server: database (PGlite or PostgreSQL), migrations, demo data, API and site. */
async function main(): Promise<void> {
  const env = process.env;
  const db = await openDatabaseFromEnv(env);
  await prepareDatabase(db);
  const app = await buildApp({
    db,
    siteDir: path.resolve(env.SITE_DIR ?? path.resolve(__dirname, '../../site')),
    trustProxy: trustProxyFromEnv(env),
    operatorToken: env.OPERATOR_TOKEN || null,
    redisUrl: env.REDIS_URL || null,
    logger: { level: env.LOG_LEVEL ?? 'info' },
  });

  const fixtureTopUp = setInterval(() => void topUpDemoFixtures(db).catch((error: unknown) => app.log.warn({ error }, 'fixture top-up failed')), FIXTURE_TOP_UP_EVERY_MS);
  fixtureTopUp.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(fixtureTopUp);
    await app.close();
    await db.close(); // a clean shutdown (PGlite keeps committed data through a crash too; docs/house.md)
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: Number(env.PORT ?? 8080), host: env.HOST ?? '127.0.0.1' });
  app.log.info({ database: db.engine }, 'khela api ready; OpenAPI at /docs');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
