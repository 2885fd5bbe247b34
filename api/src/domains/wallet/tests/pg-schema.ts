import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import type { Db } from '../../../platform/db/db';
import { openPgDb } from '../../../platform/db/pg-db';
import { prepareDatabase } from '../../../seed/prepare-database';
import { adminQuery } from '../../../test/test-db';

/**
 * PostgreSQL for the wallet's load, crash and bench runs: a throwaway schema of its own on
 * TEST_DATABASE_URL (or the url given), a pool as large as the load needs, and the real app
 * listening on loopback so requests really interleave.
 */
export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function adminSql(sql: string, url = PG_URL): Promise<void> {
  await adminQuery(url, sql);
}

export interface PgSchema {
  schema: string;
  /** A connection string whose sessions live in the schema (for a server in another process). */
  url: string;
  db: Db;
  drop(): Promise<void>;
}

/** A new schema, migrated and seeded, with a pool of `max` connections into it. */
export async function openPgSchema(prefix: string, max: number, url = PG_URL): Promise<PgSchema> {
  const schema = `${prefix}_${randomBytes(5).toString('hex')}`;
  await adminSql(`CREATE SCHEMA ${schema}`, url);
  const db = openPgDb(url, { searchPath: schema, max });
  await prepareDatabase(db);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return {
    schema,
    url: scoped.toString(),
    db,
    async drop() {
      await db.close().catch(() => undefined);
      await adminSql(`DROP SCHEMA IF EXISTS ${schema} CASCADE`, url);
    },
  };
}

export interface ListeningApp {
  app: FastifyInstance;
  baseUrl: string;
  close(): Promise<void>;
}

/** The real app on a loopback port of its own. */
export async function listenApp(db: Db): Promise<ListeningApp> {
  const app = await buildApp({ db, siteDir: null, trustProxy: false, operatorToken: null, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      // Keep-alive connections must not hold the close for their time-out.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
    },
  };
}
