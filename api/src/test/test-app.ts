import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../app';
import type { Db } from '../platform/db/db';
import { forgetfulDb } from './forgetful-db';
import { forThisFile } from './for-this-file';
import { createTestDb } from './test-db';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

export const OPERATOR_TOKEN = 'test-operator-secret';

/**
 * An app on its own fresh database; trustProxy on so tests can play visitors from any IP. `db` is
 * the test's handle: its writes to brands and the catalogue forget the app's caches (forgetful-db.ts).
 */
export async function createTestApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  const { db, cleanup } = await createTestDb();
  const app = await buildApp({ db, trustProxy: true, operatorToken: OPERATOR_TOKEN, siteDir: null, ...options });
  await app.ready();
  return {
    app,
    db: forgetfulDb(db),
    async close() {
      await app.close();
      await cleanup();
    },
  };
}

/** The one test app of a test file: created before its first test, closed after its last. */
export function testAppForFile(options: Partial<AppOptions> = {}): TestApp {
  return forThisFile(() => createTestApp(options));
}

/** Parses an inject() response body as the envelope. */
export function envelope<T = unknown>(response: { body: string }): {
  success: boolean;
  value: T;
  message: string | null;
  errorCode: string | null;
} {
  return JSON.parse(response.body);
}
