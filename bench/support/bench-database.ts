import { randomBytes } from 'node:crypto';
import { type Db, openPgDb, openPgliteDb } from '@khela/server-kit/db';

/** A database a bench server owns for one run, dropped at the end. */
export interface BenchDatabase {
  db: Db;
  /** The throwaway schema on PostgreSQL; null on PGlite (in memory). */
  schema: string | null;
  /** The api's pool size on PostgreSQL; null on PGlite. */
  pool: number | null;
  drop(): Promise<void>;
}

/**
 * In-memory PGlite without a URL; with one, a schema of its own (`<prefix>_<random>`) on that
 * PostgreSQL, so a bench never meets the tests' tables or another run's.
 */
export async function openBenchDatabase(url: string | undefined, prefix: string, pool = 10): Promise<BenchDatabase> {
  if (!url) {
    const db = await openPgliteDb();
    return { db, schema: null, pool: null, drop: () => db.close() };
  }
  const schema = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = openPgDb(url, { max: 1 });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const db = openPgDb(url, { searchPath: schema, max: pool });
  return {
    db,
    schema,
    pool,
    async drop() {
      await db.close();
      await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.close();
    },
  };
}
