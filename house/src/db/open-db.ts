import path from 'node:path';
import { type Db, openPgDbInSchema, openPgliteDb } from '@khela/server-kit/db';
import { packageDir } from '@khela/server-kit/package-dir';

export const DEFAULT_DATA_DIR = path.join(packageDir(__dirname), '.data', 'pglite');

/**
 * HOUSE_DATABASE_URL picks PostgreSQL, every table in schema HOUSE_DB_SCHEMA (default `house`,
 * created if missing: the house may share a server with the api, never its tables); otherwise
 * PGlite in HOUSE_DATA_DIR.
 */
export async function openDatabaseFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<Db> {
  if (env.HOUSE_DATABASE_URL) return openPgDbInSchema(env.HOUSE_DATABASE_URL, env.HOUSE_DB_SCHEMA ?? 'house');
  return openPgliteDb(path.resolve(env.HOUSE_DATA_DIR ?? DEFAULT_DATA_DIR));
}
