import { Client, Pool, type PoolClient } from 'pg';
import type { Db, Queryable } from './db';

function wrap(client: Pick<Pool | PoolClient, 'query'>): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await client.query(sql, params as unknown[])).rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * PostgreSQL, every table in `schema` (default `house`): the house may share a server, even a
 * database, with the api, but never its tables. The schema is created when missing.
 */
export async function openPgDb(connectionString: string, options: { schema?: string; max?: number } = {}): Promise<Db> {
  const schema = options.schema ?? 'house';
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const admin = new Client({ connectionString });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  } finally {
    await admin.end();
  }
  const pool = new Pool({ connectionString, max: options.max ?? 10, options: `-c search_path=${schema}` });
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
