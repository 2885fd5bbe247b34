import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './db';
import { sqlName } from './sql-name';

export interface MigrationSource {
  /** The service's folder of NNN_name.sql files. */
  dir: string;
  /** The table that records what was applied (each service its own: schema_migrations, house_migrations). */
  table: string;
}

const MIGRATION_FILE = /^\d{3}_[\w-]+\.sql$/;

/**
 * Applies every NNN_name.sql of `dir` not yet recorded in `table`, in name order, each in its own
 * transaction together with its record, so a failed file leaves nothing behind. Returns the files
 * applied now.
 */
export async function migrate(db: Db, source: MigrationSource): Promise<string[]> {
  const table = sqlName(source.table);
  await db.exec(`CREATE TABLE IF NOT EXISTS ${table} (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const done = new Set((await db.query<{ name: string }>(`SELECT name FROM ${table}`)).map((r) => r.name));
  const files = (await readdir(source.dir)).filter((f) => MIGRATION_FILE.test(f)).sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = await readFile(path.join(source.dir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query(`INSERT INTO ${table} (name) VALUES ($1)`, [file]);
    });
    applied.push(file);
  }
  return applied;
}
