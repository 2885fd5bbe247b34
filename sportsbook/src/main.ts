import { buildSportsbook } from './app';
import { openDatabaseFromEnv } from './db/open-db';
import { simulatorSettings } from './simulator/simulator';
import { collectSecrets, isProduction, readSecret, refuseUnlessValid } from '@khela/server-kit/secrets';

/**
 * Starts the sportsbook on SPORTSBOOK_PORT (8110). The api's address from API_URL, the signing
 * secret from SPORTSBOOK_VENDOR_SECRET (or SPORTSBOOK_VENDOR_SECRET_FILE), the operators' token from
 * SPORTSBOOK_OPS_TOKEN (or _FILE); both checked in production. Storage: PGlite in
 * SPORTSBOOK_DATA_DIR, or PostgreSQL (schema `sportsbook`) with SPORTSBOOK_DATABASE_URL. The demo
 * feed (simulator) runs unless NODE_ENV=production or SPORTSBOOK_SIMULATOR=off.
 */
async function main(): Promise<void> {
  const env = process.env;
  if (isProduction(env)) {
    const { problems } = collectSecrets(env, [{ name: 'SPORTSBOOK_VENDOR_SECRET' }, { name: 'SPORTSBOOK_OPS_TOKEN' }]);
    if (!env.API_URL) problems.push({ name: 'API_URL', reason: "not set: the api's address (no default in production)" });
    refuseUnlessValid('khela sportsbook', problems);
  }
  const db = await openDatabaseFromEnv(env);
  const simulator = simulatorSettings(env);
  const book = await buildSportsbook({
    db,
    apiUrl: env.API_URL ?? 'http://127.0.0.1:8080',
    secret: readSecret(env, 'SPORTSBOOK_VENDOR_SECRET') ?? 'sportsbook-vendor-secret',
    opsToken: readSecret(env, 'SPORTSBOOK_OPS_TOKEN') ?? 'sportsbook-ops-token',
    inPlayDelayMs: env.SPORTSBOOK_INPLAY_DELAY_MS ? Number(env.SPORTSBOOK_INPLAY_DELAY_MS) : undefined,
    ...(simulator.enabled && { simulator: { seed: simulator.seed, pace: simulator.pace } }),
    logger: { level: env.LOG_LEVEL ?? 'info' },
  });
  const { resumed } = await book.start();
  if (resumed > 0) book.app.log.info({ resumed }, 'sportsbook: finished bets a previous run left');
  const stop = async () => {
    await book.app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  await book.app.listen({ port: Number(env.SPORTSBOOK_PORT ?? 8110), host: env.HOST ?? '127.0.0.1' });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error && error.name === 'SecretsRefused' ? error.message : error);
  process.exit(1);
});
