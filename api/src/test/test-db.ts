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
 * This test file's prepared PGlite database as an image, once the file asks for a second one (jest
 * gives every file its own module registry, so this is per file). Opening a copy of the image takes
 * a third of the time of migrating and seeding again; a file that opens a database per test
 * (identity/tests/login.test.ts) spends most of its time there otherwise. Keyed by the environment
 * the seeds read. The copy is the database as it was prepared at most a file's run ago: the dated
 * demo data (fixtures, draws) is as fresh as a file's first database is at its last test.
 */
let prepared: { env: string; image: Blob | null } | undefined;

/**
 * The same database a fresh server would have: migrations applied, demo data seeded — without
 * agent01's demo team (DEMO_TEAM=off: its bets and deposits would be in every test's figures;
 * seed/demo-team.test.ts seeds and checks it).
 */
export async function createTestDb(): Promise<TestDb> {
  const env = { ...process.env, DEMO_TEAM: 'off' };
  if (testEngine() !== 'pglite') {
    const testDb = await createRawTestDb();
    await prepareDatabase(testDb.db, env);
    return testDb;
  }
  const key = JSON.stringify(env);
  if (prepared?.env === key && prepared.image) {
    const db = await openPgliteDb(undefined, prepared.image);
    return { db, cleanup: () => db.close() };
  }
  const db = await openPgliteDb();
  await prepareDatabase(db, env);
  // The first database of a file is not written out (most files open one); the second is, for the rest.
  prepared = prepared?.env === key ? { env: key, image: await db.image() } : { env: key, image: null };
  return { db, cleanup: () => db.close() };
}
