import path from 'node:path';
import { migrate as runMigrations } from '@khela/server-kit/db';
import { packageDir } from '@khela/server-kit/package-dir';
import type { Db } from './db';

export const MIGRATIONS_DIR = path.join(packageDir(__dirname), 'migrations');

/** Applies the api's migrations/NNN_name.sql not yet recorded in schema_migrations (the kit's runner). */
export function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  return runMigrations(db, { dir, table: 'schema_migrations' });
}
