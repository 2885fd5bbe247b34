import { buildHouse } from './app';
import { openDatabaseFromEnv } from './db/open-db';

/**
 * Starts the house games vendor on HOUSE_PORT (8100). The api's address comes from API_URL, the
 * signing secret from HOUSE_VENDOR_SECRET; storage is PGlite in HOUSE_DATA_DIR, or PostgreSQL
 * (schema `house`) with HOUSE_DATABASE_URL.
 */
async function main(): Promise<void> {
  const env = process.env;
  const db = await openDatabaseFromEnv(env);
  const house = await buildHouse({
    db,
    apiUrl: env.API_URL ?? 'http://127.0.0.1:8080',
    secret: env.HOUSE_VENDOR_SECRET ?? 'house-vendor-secret',
    logger: { level: env.LOG_LEVEL ?? 'info' },
  });
  // Unfinished rounds first: money a previous run left held is settled before new play.
  const { resumed } = await house.start();
  if (resumed > 0) house.app.log.info({ resumed }, 'house: resumed unfinished rounds');
  const stop = async () => {
    await house.app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  await house.app.listen({ port: Number(env.HOUSE_PORT ?? 8100), host: env.HOST ?? '127.0.0.1' });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
