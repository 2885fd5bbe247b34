/**
 * The api for bench/wallet, in a process of its own so the load generator does not share its
 * event loop: a fresh database (in-memory PGlite, or with DATABASE_URL a throwaway schema on
 * PostgreSQL, dropped at the end), the demo data, N funded players with a launch token each for the
 * HOUSE seamless vendor, then the real app listening on loopback. Driven over IPC by run.ts.
 *
 * Env: DATABASE_URL (PostgreSQL; PGlite otherwise), BENCH_PLAYERS, BENCH_POOL (the api's pool size
 * on PostgreSQL; the server's own default, 10, unless set).
 */
import { issueLaunchToken } from '../../api/src/domains/vendor-wallet/launch-tokens';
import { fundMember, HOUSE, newMember } from '../../api/src/domains/vendor-wallet/tests/seamless-kit';
import type { Db } from '../../api/src/platform/db/db';
import { DEFAULT_MERCHANT_CODE } from '@khela/contracts';
import { prepareDatabase } from '../../api/src/seed/prepare-database';
import { listenBenchApi, reportSetup } from '../support/bench-api';
import { openBenchDatabase } from '../support/bench-database';
import { PLAYER_FUNDS, type ServerMessage } from './protocol';
import { benchServerLife } from '../support/child-server';

/** Members with money and a launch token, a few at a time. */
async function createPlayers(db: Db, count: number): Promise<string[]> {
  const tokens: string[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      const memberId = await newMember(db, DEFAULT_MERCHANT_CODE);
      await fundMember(db, DEFAULT_MERCHANT_CODE, memberId, PLAYER_FUNDS);
      tokens[index] = await issueLaunchToken(db, {
        merchantCode: DEFAULT_MERCHANT_CODE,
        memberId,
        vendorCode: HOUSE,
        language: 'en',
        currency: 'BDT',
        funPlay: false,
      });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return tokens;
}

async function main(): Promise<void> {
  const started = Date.now();
  const database = await openBenchDatabase(process.env.DATABASE_URL, 'bench_wallet', Number(process.env.BENCH_POOL ?? 10));
  const { serving, shutdown } = benchServerLife(database);

  await reportSetup<ServerMessage>(async () => {
    await prepareDatabase(database.db);
    const launchTokens = await createPlayers(database.db, Number(process.env.BENCH_PLAYERS ?? 128));
    const port = await listenBenchApi(database.db, serving);
    return { kind: 'ready', port, engine: database.db.engine, schema: database.schema, pool: database.pool, launchTokens, setupMs: Date.now() - started };
  }, shutdown);
}

void main();
