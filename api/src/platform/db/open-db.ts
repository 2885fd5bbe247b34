import path from 'node:path';
import { packageDir } from '@khela/server-kit/package-dir';
import type { Db } from './db';
import { openPgDb } from './pg-db';
import { openPgliteDb } from './pglite-db';

export const DEFAULT_DATA_DIR = path.join(packageDir(__dirname), '.data', 'pglite');

/** DATABASE_URL picks real PostgreSQL; otherwise PGlite persisted in DATA_DIR. */
export async function openDatabaseFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<Db> {
  if (env.DATABASE_URL) return openPgDb(env.DATABASE_URL);
  return openPgliteDb(path.resolve(env.DATA_DIR ?? DEFAULT_DATA_DIR));
}
