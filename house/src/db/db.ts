/**
 * The house's database interface (the same shape as the api's, so the same SQL runs on PGlite and
 * on PostgreSQL). The house never shares tables with the api: it knows the api only through the
 * seamless wallet API.
 */
export interface Queryable {
  /** One statement with $1..$n parameters; rows come back as plain objects. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly engine: 'pglite' | 'pg';
  /** Runs fn inside BEGIN/COMMIT; any throw rolls back. */
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  close(): Promise<void>;
}

/** jsonb parameters are passed as JSON text and cast in SQL ($1::jsonb), identical on both engines. */
export const json = (value: unknown): string => JSON.stringify(value);
