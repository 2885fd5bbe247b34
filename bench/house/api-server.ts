/**
 * The api for bench/house, in a process of its own: a throwaway schema on PostgreSQL (dropped at
 * the end), the demo data with the HOUSE vendor's launch address at HOUSE_URL and its wallet
 * secret from HOUSE_VENDOR_SECRET, COHORTS × BENCH_PLAYERS funded members, then the real app on
 * loopback. Asked for a cohort's launch, it runs the api's own launch (`launchGame`: a one-time
 * token, the vendor's game address) for each member of it, as POST /wps/game/launchGame would.
 *
 * Env: DATABASE_URL, HOUSE_URL, HOUSE_VENDOR_SECRET, BENCH_PLAYERS, BENCH_POOL (10).
 */
import { launchGame } from '../../api/src/domains/games/launch';
import { fundMember, newMember } from '../../api/src/domains/vendor-wallet/tests/seamless-kit';
import type { Db } from '../../api/src/platform/db/db';
import { DEFAULT_MERCHANT_CODE } from '@khela/contracts';
import { prepareDatabase } from '../../api/src/seed/prepare-database';
import { type BenchApp, failedMessage, listenBenchApi, reportSetup } from '../support/bench-api';
import { openBenchDatabase } from '../support/bench-database';
import { closeServer, shutdownOnce, tellParent } from '../support/child-server';
import { type ApiMessage, type ApiRequest, COHORTS, PLAYER_FUNDS } from './protocol';

const SLOT = { vendor: 'HOUSE', gameCode: 'house-slot' };

const tell = (message: ApiMessage) => tellParent(message);

async function fundedMembers(db: Db, count: number): Promise<string[]> {
  const members: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const memberId = await newMember(db, DEFAULT_MERCHANT_CODE);
    await fundMember(db, DEFAULT_MERCHANT_CODE, memberId, PLAYER_FUNDS);
    members.push(memberId);
  }
  return members;
}

async function main(): Promise<void> {
  const started = Date.now();
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('bench/house needs DATABASE_URL (PostgreSQL)');
  const database = await openBenchDatabase(url, 'bench_house_api', Number(process.env.BENCH_POOL ?? 10));
  const perCohort = Number(process.env.BENCH_PLAYERS ?? 16);
  let members: string[] = [];
  let app: BenchApp | null = null;
  const shutdown = shutdownOnce(async () => {
    if (app) await closeServer(app);
    await database.drop().catch((error: unknown) => console.error('bench/house api: could not drop its schema', error));
  });

  const launchCohort = async (cohort: number) => {
    const mine = members.slice(cohort * perCohort, (cohort + 1) * perCohort);
    const urls = await Promise.all(mine.map(async (memberId) => {
      const launched = await launchGame(database.db, { merchantCode: DEFAULT_MERCHANT_CODE, currency: 'BDT', memberId, language: 'en' }, { ...SLOT, language: 'en' });
      return launched.url;
    }));
    tell({ kind: 'launched', cohort, urls });
  };

  process.on('message', (message: ApiRequest) => {
    if (message.kind === 'launch') {
      launchCohort(message.cohort).catch((error: unknown) => tell(failedMessage(error)));
    } else if (message.kind === 'stop') shutdown(0);
  });

  await reportSetup<ApiMessage>(async () => {
    await prepareDatabase(database.db);
    members = await fundedMembers(database.db, COHORTS * perCohort);
    const port = await listenBenchApi(database.db, (served) => (app = served));
    return { kind: 'ready', port, schema: database.schema, pool: database.pool, setupMs: Date.now() - started };
  }, shutdown);
}

void main();
