import path from 'node:path';
import type { Db } from './db';
import { openPgDb } from './pg-db';
import { openPgliteDb } from './pglite-db';

export const DEFAULT_DATA_DIR = path.resolve(__dirname, '../../.data/pglite');

/** HOUSE_DATABASE_URL picks PostgreSQL (schema HOUSE_DB_SCHEMA, default `house`); otherwise PGlite in HOUSE_DATA_DIR. */
export async function openDatabaseFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<Db> {
  if (env.HOUSE_DATABASE_URL) return openPgDb(env.HOUSE_DATABASE_URL, { schema: env.HOUSE_DB_SCHEMA ?? 'house' });
  return openPgliteDb(path.resolve(env.HOUSE_DATA_DIR ?? DEFAULT_DATA_DIR));
}
