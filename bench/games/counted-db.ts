import { performance } from 'node:perf_hooks';
import type { Db } from '../../api/src/platform/db/db';

/** Statements of one SQL text: how many, and the wall time they were awaited in all. */
export interface StatementTally {
  sql: string;
  count: number;
  ms: number;
}

export interface CountedDb {
  db: Db;
  /** Every SQL text sent so far, with its tally. */
  tallies(): StatementTally[];
}

/**
 * The api's database with a tally of its statements and the wall time they were awaited
 * (waiting for a pool connection, or behind PGlite's single connection, included). Statements in
 * a transaction are not counted: the games list uses none.
 */
export function countedDb(inner: Db): CountedDb {
  const bySql = new Map<string, StatementTally>();
  const db: Db = {
    engine: inner.engine,
    async query(sql, params, options) {
      const started = performance.now();
      try {
        return await inner.query(sql, params, options);
      } finally {
        let tally = bySql.get(sql);
        if (!tally) bySql.set(sql, (tally = { sql, count: 0, ms: 0 }));
        tally.count += 1;
        tally.ms += performance.now() - started;
      }
    },
    exec: (sql) => inner.exec(sql),
    transaction: (fn) => inner.transaction(fn),
    close: () => inner.close(),
  };
  return { db, tallies: () => [...bySql.values()].map((tally) => ({ ...tally })) };
}
