import path from 'node:path';
import { type Db, openPgDbInSchema, openPgliteDb } from '@khela/server-kit/db';
import { packageDir } from '@khela/server-kit/package-dir';

export const DEFAULT_DATA_DIR = path.join(packageDir(__dirname), '.data', 'pglite');

/**
 * SPORTSBOOK_DATABASE_URL picks PostgreSQL, every table in schema SPORTSBOOK_DB_SCHEMA (default
 * `sportsbook`, created if missing: never the api's tables); otherwise PGlite in SPORTSBOOK_DATA_DIR.
 */
export async function openDatabaseFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<Db> {
  if (env.SPORTSBOOK_DATABASE_URL) return openPgDbInSchema(env.SPORTSBOOK_DATABASE_URL, env.SPORTSBOOK_DB_SCHEMA ?? 'sportsbook');
  return openPgliteDb(path.resolve(env.SPORTSBOOK_DATA_DIR ?? DEFAULT_DATA_DIR));
}
