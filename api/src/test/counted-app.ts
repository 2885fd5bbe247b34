import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../app';
import type { Db } from '../platform/db/db';
import { countingDb } from './counting-db';
import { forThisFile } from './for-this-file';
import { createTestDb } from './test-db';

/** The cache tests' app, and what they look at it through. */
export interface CountedApp {
  app: FastifyInstance;
  /** The database itself: what is written through it is not counted, and no cache hears of it. */
  db: Db;
  /** How many statements the app has sent so far that match `pattern`. */
  count(pattern: RegExp): number;
  /** Moves the caches' clock forward (instead of sleeping). */
  moveClock(ms: number): void;
  close(): Promise<void>;
}

/**
 * An app over a fresh database whose statements are counted, its caches on a clock the test
 * moves, for the whole test file. `options` hands the clock to the caches under test.
 */
export function countedAppForFile(options: (now: () => number) => Omit<AppOptions, 'db'>): CountedApp {
  let clock = 1_000_000;
  return forThisFile(async () => {
    const testDb = await createTestDb();
    const statements = countingDb(testDb.db);
    const app = await buildApp({ siteDir: null, ...options(() => clock), db: statements.db });
    await app.ready();
    return {
      app,
      db: testDb.db,
      count: statements.count,
      moveClock(ms: number) {
        clock += ms;
      },
      async close() {
        await app.close();
        await testDb.cleanup();
      },
    };
  });
}
