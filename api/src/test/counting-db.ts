import type { Db } from '../platform/db/db';

export interface CountingDb {
  db: Db;
  /** How many statements sent so far (outside transactions) match `pattern`. */
  count(pattern: RegExp): number;
}

/** A Db that remembers every statement it was sent, so a test can tell whether a call reached the database. */
export function countingDb(inner: Db): CountingDb {
  const sent: string[] = [];
  const db: Db = {
    engine: inner.engine,
    query(sql, params, options) {
      sent.push(sql);
      return inner.query(sql, params, options);
    },
    exec: (sql) => inner.exec(sql),
    transaction: (fn) => inner.transaction(fn),
    close: () => inner.close(),
  };
  return { db, count: (pattern) => sent.filter((sql) => pattern.test(sql)).length };
}
