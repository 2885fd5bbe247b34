import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { Db } from '../platform/db/db';
import { openPgDb } from '../platform/db/pg-db';
import { openPgliteDb } from '../platform/db/pglite-db';
import { prepareDatabase } from '../seed/prepare-database';

export interface TestDb {
  db: Db;
  cleanup(): Promise<void>;
}

/** DB_ENGINE=pg runs the suite on TEST_DATABASE_URL; anything else on in-memory PGlite. */
export function testEngine(): 'pg' | 'pglite' {
  return process.env.DB_ENGINE === 'pg' ? 'pg' : 'pglite';
}

/** One statement on its own connection (schemas are created and dropped outside any pool). */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh, isolated, migrated database: in-memory PGlite, or a throwaway schema on PostgreSQL. */
export async function createRawTestDb(): Promise<TestDb> {
  if (testEngine() === 'pglite') {
    const db = await openPgliteDb();
    return { db, cleanup: () => db.close() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('DB_ENGINE=pg needs TEST_DATABASE_URL');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE SCHEMA ${schema}`);
  const db = openPgDb(url, { searchPath: schema, max: 4 });
  return {
    db,
    async cleanup() {
      await db.close();
      await adminQuery(url, `DROP SCHEMA ${schema} CASCADE`);
    },
  };
}

/**
 * The same database a fresh server would have: migrations applied, demo data seeded — without
 * agent01's demo team (DEMO_TEAM=off: its bets and deposits would be in every test's figures;
 * seed/demo-team.test.ts seeds and checks it).
 */
export async function createTestDb(): Promise<TestDb> {
  const testDb = await createRawTestDb();
  await prepareDatabase(testDb.db, { ...process.env, DEMO_TEAM: 'off' });
  return testDb;
}
