import { buildHouse } from './app';
import { openDatabaseFromEnv } from './db/open-db';
import { collectSecrets, isProduction, readSecret, refuseUnlessValid } from '@khela/server-kit/secrets';

/**
 * Starts the house games vendor on HOUSE_PORT (8100). The api's address comes from API_URL, the
 * signing secret from HOUSE_VENDOR_SECRET (or the file HOUSE_VENDOR_SECRET_FILE; checked in
 * production); storage is PGlite in HOUSE_DATA_DIR, or PostgreSQL (schema `house`) with HOUSE_DATABASE_URL.
 */
async function main(): Promise<void> {
  const env = process.env;
  // Production: the signing secret must be set and strong, and the api's address named (no default).
  if (isProduction(env)) {
    const { problems } = collectSecrets(env, [{ name: 'HOUSE_VENDOR_SECRET' }]);
    if (!env.API_URL) problems.push({ name: 'API_URL', reason: "not set: the api's address (no default in production)" });
    refuseUnlessValid('khela house', problems);
  }
  const db = await openDatabaseFromEnv(env);
  const house = await buildHouse({
    db,
    apiUrl: env.API_URL ?? 'http://127.0.0.1:8080',
    secret: readSecret(env, 'HOUSE_VENDOR_SECRET') ?? 'house-vendor-secret',
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
  console.error(error instanceof Error && error.name === 'SecretsRefused' ? error.message : error);
  process.exit(1);
});
