/**
 * The one database interface of every Khela server (api, house). PostgreSQL is the only SQL
 * dialect: PGlite (embedded) and node-postgres both implement it, so the same SQL runs on both.
 */
export interface QueryOptions {
  /**
   * Names the statement for a hot path: node-postgres prepares it once per connection and reuses
   * its plan (one name, one SQL text, always). PGlite ignores it.
   */
  name?: string;
}

export interface Queryable {
  /** One statement with $1..$n parameters; rows come back as plain objects. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<T[]>;
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export type DbEngine = 'pglite' | 'pg';

export interface Db extends Queryable {
  readonly engine: DbEngine;
  /** Runs fn inside BEGIN/COMMIT; any throw rolls back. */
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  close(): Promise<void>;
}

/** jsonb parameters are passed as JSON text and cast in SQL ($1::jsonb), identical on both engines. */
export function json(value: unknown): string {
  return JSON.stringify(value);
}
