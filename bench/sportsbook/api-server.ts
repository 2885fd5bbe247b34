/**
 * The api for bench/sportsbook, in a process of its own: a fresh database (in-memory PGlite, or a
 * throwaway schema on BENCH_DATABASE_URL dropped at the end), the demo data, the book's vendor
 * wallet row KBOOK (seamless, signed with SPORTSBOOK_VENDOR_SECRET: the row the api's wiring will
 * seed, docs/sportsbook.md "Not yet"), BENCH_SPORTSBOOK_MEMBERS funded members, then the real app on
 * loopback. It counts the seamless wallet calls it answers (by action) so run.ts can rate them, and
 * issues launch tokens for KBOOK as the api's launch does (`issueLaunchToken`, what
 * POST /wps/game/launchGame hands the vendor) — the catalogue's KBOOK games are the wiring's.
 *
 * Env: BENCH_DATABASE_URL, SPORTSBOOK_VENDOR_SECRET, BENCH_SPORTSBOOK_MEMBERS (64), BENCH_POOL (10).
 */
import { DEFAULT_MERCHANT_CODE } from '@khela/contracts';
import { issueLaunchToken } from '../../api/src/domains/vendor-wallet/launch-tokens';
import { fundMember, newMember } from '../../api/src/domains/vendor-wallet/tests/seamless-kit';
import { applyVendorSecret } from '../../api/src/platform/secrets/vendor-secrets';
import { prepareDatabase } from '../../api/src/seed/prepare-database';
import { failedMessage, listenBenchApi, reportSetup } from '../support/bench-api';
import { openBenchDatabase } from '../support/bench-database';
import { benchServerLife, cpuAnswer, tellParent } from '../support/child-server';
import { type ApiBooks, type ApiMessage, type ApiRequest, MEMBER_FUNDS } from './protocol';

const VENDOR = 'KBOOK';
const tell = (message: ApiMessage) => tellParent(message);

async function main(): Promise<void> {
  const started = Date.now();
  const secret = process.env.SPORTSBOOK_VENDOR_SECRET ?? 'sportsbook-vendor-secret';
  const count = Number(process.env.BENCH_SPORTSBOOK_MEMBERS ?? 64);
  const database = await openBenchDatabase(process.env.BENCH_DATABASE_URL, 'bench_kbook_api', Number(process.env.BENCH_POOL ?? 10));
  const { db } = database;
  const { serving, shutdown } = benchServerLife(database);
  const calls: Record<string, number> = {};
  const members: string[] = [];

  const books = async (): Promise<ApiBooks> => {
    const [row] = await db.query<{ open: number; settled: number; rolled_back: number; paid: string; held: string }>(
      `SELECT count(*) FILTER (WHERE status = 'open')::int AS open, count(*) FILTER (WHERE status = 'settled')::int AS settled,
              count(*) FILTER (WHERE status = 'rolled_back')::int AS rolled_back, COALESCE(sum(payout), 0)::text AS paid,
              (SELECT COALESCE(sum(held), 0)::text FROM ledger_accounts WHERE merchant_code = $2 AND kind = 'member_main') AS held
         FROM bets WHERE vendor_code = $1`,
      [VENDOR, DEFAULT_MERCHANT_CODE],
    );
    return { open: row!.open, settled: row!.settled, rolledBack: row!.rolled_back, paid: row!.paid, held: row!.held };
  };

  process.on('message', (message: ApiRequest) => {
    if (message.kind === 'tokens') {
      const grant = (memberId: string) => issueLaunchToken(db, { merchantCode: DEFAULT_MERCHANT_CODE, memberId, vendorCode: VENDOR, language: 'en', currency: 'BDT', funPlay: false });
      Promise.all(members.slice(0, message.count).map(grant))
        .then((tokens) => tell({ kind: 'tokens', tokens }))
        .catch((error: unknown) => tell(failedMessage(error)));
    } else if (message.kind === 'wallet') {
      books()
        .then((counted) => tell({ kind: 'wallet', calls: { ...calls }, books: counted }))
        .catch((error: unknown) => tell(failedMessage(error)));
    } else if (message.kind === 'cpu') tell(cpuAnswer());
    else if (message.kind === 'stop') shutdown(0);
  });

  await reportSetup<ApiMessage>(async () => {
    await prepareDatabase(db);
    await db.query(`INSERT INTO vendor_wallets (vendor_code, name, mode, secret) VALUES ($1, 'Khela Sportsbook', 'seamless', $2) ON CONFLICT (vendor_code) DO NOTHING`, [VENDOR, secret]);
    await applyVendorSecret(db, VENDOR, secret);
    for (let i = 0; i < count; i += 1) {
      const memberId = await newMember(db, DEFAULT_MERCHANT_CODE);
      await fundMember(db, DEFAULT_MERCHANT_CODE, memberId, MEMBER_FUNDS);
      members.push(memberId);
    }
    const port = await listenBenchApi(db, (app) => {
      serving(app);
      app.addHook('onResponse', async (request) => {
        const action = /^\/vendor-wallet\/v1\/([a-z]+)/.exec(request.url)?.[1];
        if (action) calls[action] = (calls[action] ?? 0) + 1;
      });
    });
    return { kind: 'ready', port, engine: db.engine, schema: database.schema, pool: database.pool, members: count, setupMs: Date.now() - started };
  }, shutdown);
}

void main();
