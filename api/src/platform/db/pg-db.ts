import { Pool, type PoolClient, type PoolConfig } from 'pg';
import type { Db, Queryable, QueryOptions } from './db';

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

/** searchPath isolates a schema (tests run one schema per test file). */
export function openPgDb(connectionString: string, options: { searchPath?: string; max?: number } = {}): Db {
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
