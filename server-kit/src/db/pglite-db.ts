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

/**
 * Embedded PostgreSQL. dataDir undefined means in memory (tests). PGlite is single-process: one
 * server per folder. It loads its WebAssembly with import(), so jest needs --experimental-vm-modules.
 */
export async function openPgliteDb(dataDir?: string): Promise<Db> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pglite = dataDir ? new PGlite(dataDir) : new PGlite();
  await pglite.waitReady;
  return {
    engine: 'pglite',
    ...wrap(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    close: () => pglite.close(),
  };
}
