import { forgetCatalogue } from '../domains/games/catalogue-cache';
import type { Db, Queryable } from '../platform/db/db';
import { forgetMerchants } from '../platform/merchant/merchant-cache';

const CATALOGUE_TABLES = new Set(['games', 'vendors', 'merchant_vendors', 'merchant_games', 'vendor_launch_settings', 'game_categories']);
const WRITE = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"?(\w+)/gi;

/** After a statement a test sent itself: forget what the app's caches hold of the tables it wrote. */
function forgetWritten(sql: string): void {
  const tables = [...sql.matchAll(WRITE)].map((match) => match[1]!.toLowerCase());
  if (tables.includes('merchants')) forgetMerchants();
  if (tables.some((table) => CATALOGUE_TABLES.has(table))) forgetCatalogue();
}

function forgetfulQueryable(inner: Queryable): Queryable {
  return {
    async query(sql, params, options) {
      try {
        return await inner.query(sql, params, options);
      } finally {
        forgetWritten(sql);
      }
    },
    async exec(sql) {
      try {
        await inner.exec(sql);
      } finally {
        forgetWritten(sql);
      }
    },
  };
}

/**
 * The test's own handle on the app's database. A test that changes a brand or the catalogue with
 * raw SQL stands for an operator or an import the server would hear of, so its writes forget the
 * caches as the server's own write paths do (forgetMerchants, forgetCatalogue). The app itself
 * gets the plain Db: its write paths must forget on their own, and the tests see if they do not.
 */
export function forgetfulDb(inner: Db): Db {
  const plain = forgetfulQueryable(inner);
  return {
    engine: inner.engine,
    query: plain.query,
    exec: plain.exec,
    transaction: (fn) => inner.transaction((tx) => fn(forgetfulQueryable(tx))),
    close: () => inner.close(),
  };
}
