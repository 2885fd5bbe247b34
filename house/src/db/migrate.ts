import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './db';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');

/**
 * Applies every migrations/NNN_name.sql not yet recorded in house_migrations, in name order, each
 * in its own transaction with its record, so a failed file leaves nothing behind.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS house_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM house_migrations')).map((r) => r.name));
  const files = (await readdir(dir)).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = await readFile(path.join(dir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO house_migrations (name) VALUES ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}
