import path from 'node:path';
import { packageDir } from '@khela/server-kit/package-dir';
import { type Db, migrate as runMigrations } from '@khela/server-kit/db';

export const MIGRATIONS_DIR = path.join(packageDir(__dirname), 'migrations');

/** Applies the house's migrations/NNN_name.sql not yet recorded in house_migrations (the kit's runner). */
export function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  return runMigrations(db, { dir, table: 'house_migrations' });
}
