import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db, Queryable } from './db';
import { sqlName } from './sql-name';

export interface MigrationSource {
  /** The service's folder of NNN_name.sql files (and its `repeatable/` folder, if any). */
  dir: string;
  /** The table that records what was applied (each service its own: schema_migrations, house_migrations). */
  table: string;
}

const MIGRATION_FILE = /^\d{3}_[\w-]+\.sql$/;
const REPEATABLE_FILE = /^[\w-]+\.sql$/;
/** Where a service keeps its repeatable files, under its migrations folder; recorded as `repeatable/{file}`. */
export const REPEATABLE_DIR = 'repeatable';

/** Thrown when a numbered file was changed after it was applied: the database no longer matches it. */
export class ChangedMigrationError extends Error {
  constructor(
    readonly table: string,
    readonly files: string[],
  ) {
    super(
      `Migration ${files.length > 1 ? 'files' : 'file'} changed after being applied (${table}): ${files.join(', ')}. ` +
        'An applied numbered migration must never change: restore it and put the change in a new numbered file.',
    );
    this.name = 'ChangedMigrationError';
  }
}

/** SHA-256 of the file's text, line endings normalised (a checkout with CRLF is the same file). */
export function migrationChecksum(sql: string): string {
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');
}

interface SqlFile {
  /** The name recorded in the table: `NNN_name.sql`, or `repeatable/name.sql`. */
  name: string;
  sql: string;
  checksum: string;
}

async function readSqlFiles(dir: string, pattern: RegExp, recordedAs: (file: string) => string): Promise<SqlFile[]> {
  if (!existsSync(dir)) return [];
  const files = (await readdir(dir)).filter((file) => pattern.test(file)).sort();
  return Promise.all(files.map(async (file) => {
    const sql = await readFile(path.join(dir, file), 'utf8');
    return { name: recordedAs(file), sql, checksum: migrationChecksum(sql) };
  }));
}

async function applyAndRecord(db: Db, file: SqlFile, record: (tx: Queryable) => Promise<unknown>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec(file.sql);
    await record(tx);
  });
}

/**
 * Brings the database to the service's migrations folder:
 *
 * 1. Numbered files `NNN_name.sql` not yet recorded in `table` are applied in name order, each in
 *    its own transaction together with its record (name and SHA-256), so a failed file leaves
 *    nothing behind. An applied file whose checksum no longer matches stops the runner before
 *    anything is applied (ChangedMigrationError names each such file); a row recorded before
 *    checksums existed gets the file's checksum on this run.
 * 2. Repeatable files `repeatable/name.sql` (SQL functions: CREATE OR REPLACE) are applied after
 *    the numbered ones, in name order, whenever their checksum differs from the one recorded (or
 *    none is): editing a function is editing its file.
 *
 * Returns the files applied now (repeatable ones as `repeatable/name.sql`).
 */
export async function migrate(db: Db, source: MigrationSource): Promise<string[]> {
  const table = sqlName(source.table);
  await db.exec(`CREATE TABLE IF NOT EXISTS ${table} (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  );
  ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS checksum text`);
  const recorded = new Map(
    (await db.query<{ name: string; checksum: string | null }>(`SELECT name, checksum FROM ${table}`)).map((r) => [r.name, r.checksum]),
  );
  const numbered = await readSqlFiles(source.dir, MIGRATION_FILE, (file) => file);
  const repeatable = await readSqlFiles(path.join(source.dir, REPEATABLE_DIR), REPEATABLE_FILE, (file) => `${REPEATABLE_DIR}/${file}`);

  const changed = numbered.filter((file) => {
    const checksum = recorded.get(file.name);
    return checksum !== undefined && checksum !== null && checksum !== file.checksum;
  });
  if (changed.length > 0) throw new ChangedMigrationError(source.table, changed.map((file) => file.name));

  const applied: string[] = [];
  for (const file of numbered) {
    if (!recorded.has(file.name)) {
      await applyAndRecord(db, file, (tx) => tx.query(`INSERT INTO ${table} (name, checksum) VALUES ($1, $2)`, [file.name, file.checksum]));
      applied.push(file.name);
    } else if (recorded.get(file.name) === null) {
      // Applied before checksums were kept: the file as it is now is taken as the one applied.
      await db.query(`UPDATE ${table} SET checksum = $2 WHERE name = $1 AND checksum IS NULL`, [file.name, file.checksum]);
    }
  }
  for (const file of repeatable) {
    if (recorded.get(file.name) === file.checksum) continue;
    await applyAndRecord(db, file, (tx) =>
      tx.query(
        `INSERT INTO ${table} (name, checksum) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET checksum = EXCLUDED.checksum, applied_at = now()`,
        [file.name, file.checksum],
      ));
    applied.push(file.name);
  }
  return applied;
}
