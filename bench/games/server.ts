/**
 * The api for bench/games, in a process of its own so the load generator does not share its event
 * loop: a fresh database (in-memory PGlite, or with DATABASE_URL a throwaway schema on PostgreSQL,
 * dropped at the end), the demo data plus a catalogue of synthetic RNG games (a real brand lists
 * thousands, the demo a few dozen: the count and the sort of the list should run over that many),
 * then the real app listening on loopback. Driven over IPC by run.ts.
 *
 * Env: DATABASE_URL (PostgreSQL; PGlite otherwise), BENCH_CATALOGUE (synthetic RNG games, 2000),
 * BENCH_POOL (the api's pool size on PostgreSQL; the server's own default, 10, unless set),
 * BENCH_CACHE=off (the api's catalogue and brand caches off: every request reaches the database).
 */
import type { Db } from '../../api/src/platform/db/db';
import { DEFAULT_MERCHANT_CODE } from '@khela/contracts';
import { prepareDatabase } from '../../api/src/seed/prepare-database';
import { type BenchApp, listenBenchApi, reportSetup } from '../support/bench-api';
import { openBenchDatabase } from '../support/bench-database';
import { countedDb } from './counted-db';
import type { ServerMessage } from './protocol';
import { closeServer, requestCounter, serveParent } from './server-ipc';

/**
 * N more RNG games spread over the RNG vendors the demo brand offers, sorted after the demo's own
 * games of each vendor (so page 1 looks as it does on the demo site). Returns how many RNG games
 * the brand then shows.
 */
async function addSyntheticCatalogue(db: Db, count: number): Promise<number> {
  if (count > 0) {
    await db.query(
      `WITH offered AS (
         SELECT array_agg(vendor_code ORDER BY vendor_code) AS codes FROM merchant_vendors
          WHERE merchant_code = $1 AND game_type = 'RNG' AND enabled)
       INSERT INTO games (game_id, game_code, vendor_code, game_type, icon_name, name_bn, name_en, sort_order, trial_supported)
       SELECT 'bench-' || n, 'bench-' || n, codes[1 + n % array_length(codes, 1)], 'RNG', 'bench-' || n,
              'বেঞ্চ স্লট ' || n, 'Bench slot ' || n, 1000 + n, n % 3 = 0
         FROM offered, generate_series(1, $2::int) AS n`,
      [DEFAULT_MERCHANT_CODE, count],
    );
    await db.exec('ANALYZE');
  }
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM games g JOIN merchant_vendors mv
        ON mv.merchant_code = $1 AND mv.vendor_code = g.vendor_code AND mv.game_type = g.game_type AND mv.enabled
      WHERE g.game_type = 'RNG' AND g.enabled`,
    [DEFAULT_MERCHANT_CODE],
  );
  return row?.n ?? 0;
}

async function main(): Promise<void> {
  const started = Date.now();
  const database = await openBenchDatabase(process.env.DATABASE_URL, 'bench_games', Number(process.env.BENCH_POOL ?? 10));
  const counted = countedDb(database.db);
  let app: BenchApp | null = null;
  let requests = () => 0;
  const stop = serveParent(() => ({ requests: requests(), statements: counted.tallies() }), async () => {
    if (app) await closeServer(app);
    await database.drop().catch((error: unknown) => console.error('bench server: could not drop the database', error));
  });

  await reportSetup<ServerMessage>(async () => {
    await prepareDatabase(database.db);
    const catalogue = await addSyntheticCatalogue(database.db, Number(process.env.BENCH_CATALOGUE ?? 2000));
    const caches = process.env.BENCH_CACHE === 'off' ? { catalogue: { ttlMs: 0 }, merchants: { ttlMs: 0 } } : undefined;
    const port = await listenBenchApi(counted.db, (served) => {
      app = served;
      requests = requestCounter(served.server);
    }, { caches });
    return { kind: 'ready', port, engine: database.db.engine, schema: database.schema, pool: database.pool, catalogue, setupMs: Date.now() - started };
  }, stop);
}

void main();
