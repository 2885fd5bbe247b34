import { Client, Pool, type PoolClient, type PoolConfig } from 'pg';
import type { Db, Queryable, QueryOptions } from './db';
import { sqlName } from './sql-name';

function wrap(client: Pick<Pool | PoolClient, 'query'>): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}) {
      const result = options.name
        ? await client.query({ name: options.name, text: sql, values: params as unknown[] })
        : await client.query(sql, params as unknown[]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

export interface PgDbOptions {
  /** The connection's search_path: isolates a schema (a service's own, or a test's throwaway one). */
  searchPath?: string;
  /** Pool size (default 10). */
  max?: number;
}

/** PostgreSQL through a node-postgres pool. */
export function openPgDb(connectionString: string, options: PgDbOptions = {}): Db {
  const config: PoolConfig = { connectionString, max: options.max ?? 10 };
  if (options.searchPath) config.options = `-c search_path=${options.searchPath}`;
  const pool = new Pool(config);
  // An idle client that dies (server restart) must not crash the process.
  pool.on('error', () => undefined);
  return {
    engine: 'pg',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** One statement on a connection of its own (schema DDL, before or after any pool). */
async function adminStatement(connectionString: string, sql: string): Promise<void> {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL with every table in `schema`, created when missing: a service may share a server,
 * even a database, with another one, but never its tables.
 */
export async function openPgDbInSchema(connectionString: string, schema: string, options: { max?: number } = {}): Promise<Db> {
  await adminStatement(connectionString, `CREATE SCHEMA IF NOT EXISTS ${sqlName(schema)}`);
  return openPgDb(connectionString, { searchPath: schema, max: options.max });
}

/** Drops a schema and everything in it (a test's throwaway schema). */
export function dropPgSchema(connectionString: string, schema: string): Promise<void> {
  return adminStatement(connectionString, `DROP SCHEMA IF EXISTS ${sqlName(schema)} CASCADE`);
}
