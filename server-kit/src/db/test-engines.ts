import { randomBytes } from 'node:crypto';
import type { Db } from './db';
import { dropPgSchema, openPgDbInSchema } from './pg-db';
import { openPgliteDb } from './pglite-db';

/** An engine a test runs on, with a fresh empty database and its cleanup. */
export interface TestEngine {
  name: 'pglite' | 'pg';
  open(): Promise<{ db: Db; cleanup(): Promise<void> }>;
}

/** In-memory PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (a throwaway schema each). */
export function testEngines(): TestEngine[] {
  const engines: TestEngine[] = [
    {
      name: 'pglite',
      async open() {
        const db = await openPgliteDb();
        return { db, cleanup: () => db.close() };
      },
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    engines.push({
      name: 'pg',
      async open() {
        const schema = `kit_test_${randomBytes(6).toString('hex')}`;
        const db = await openPgDbInSchema(url, schema, { max: 4 });
        return {
          db,
          async cleanup() {
            await db.close();
            await dropPgSchema(url, schema);
          },
        };
      },
    });
  }
  return engines;
}
