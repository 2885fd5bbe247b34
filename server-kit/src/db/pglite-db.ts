import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db';

function wrap(client: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await client.query<T>(sql, params as unknown[])).rows;
    },
    async exec(sql: string) {
      await client.exec(sql);
    },
  };
}

/** A PGlite database, which can also be written out whole (an image another database can start from). */
export interface PgliteDb extends Db {
  /** The whole data folder as an uncompressed tarball (PGlite dumpDataDir). */
  image(): Promise<Blob>;
}

/**
 * Embedded PostgreSQL. dataDir undefined means in memory (tests). PGlite is single-process: one
 * server per folder. It loads its WebAssembly with import(), so jest needs --experimental-vm-modules.
 * `from` starts the database as a copy of an image (tests: a prepared database without redoing
 * its migrations and seeds).
 */
export async function openPgliteDb(dataDir?: string, from?: Blob): Promise<PgliteDb> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pglite = new PGlite({ ...(dataDir ? { dataDir } : {}), ...(from ? { loadDataDir: from } : {}) });
  await pglite.waitReady;
  return {
    engine: 'pglite',
    ...wrap(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    close: () => pglite.close(),
    image: () => pglite.dumpDataDir('none'),
  };
}
