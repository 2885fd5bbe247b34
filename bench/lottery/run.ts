/**
 * bench/lottery: settling one draw with BENCH_LOTTERY_BETS (100,000) bets on PostgreSQL.
 *
 * A throwaway schema (migrated and seeded as a demo server), BENCH_LOTTERY_MEMBERS (10,000) funded
 * members, one open wingo_1 draw far ahead, every member's slip placed through lottery_place (the
 * function a real slip calls: holds, exposure, `bets` rows), BENCH_LOTTERY_BETS / members lines
 * each. Then the draw is drawn and settled once (LotteryEngine.settle: payouts computed in Node,
 * members settled 500 per transaction through ledger_settle) and timed; a second settle (nothing
 * left) is timed too, and the books are checked: every bet settled, held 0 for every member.
 *
 * Then slips over HTTP: the real app listening on loopback, BENCH_LOTTERY_CLIENTS (64) members each
 * sending one-line slips back to back on a keep-alive connection for BENCH_LOTTERY_SECONDS (20) on
 * one open draw (the last minute before a close, as far as the database is concerned): slips
 * accepted per second and latency percentiles.
 *
 * Env: BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test), BENCH_LOTTERY_BETS (100000),
 * BENCH_LOTTERY_MEMBERS (10000), BENCH_LOTTERY_CLIENTS (64), BENCH_LOTTERY_SECONDS (20),
 * BENCH_KEEP=1 keeps the schema.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../api/src/app';
import { memberWithSession } from '../../api/src/test/members';
import { performance } from 'node:perf_hooks';
import { openPgDb } from '@khela/server-kit/db';
import { defaultLotterySettings } from '@khela/contracts/lottery';
import { prepareDatabase } from '../../api/src/seed/prepare-database';
import { Ledger } from '../../api/src/domains/wallet';
import { LotteryEngine } from '../../api/src/domains/lottery';
import { placeMembersBulk } from '../../api/src/domains/agents/settlement/tests/settlement-kit';
import { adminQuery } from '../../api/src/test/test-db';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const betCount = Number(process.env.BENCH_LOTTERY_BETS ?? 100_000);
const memberCount = Number(process.env.BENCH_LOTTERY_MEMBERS ?? 10_000);
const seconds = (from: number) => (performance.now() - from) / 1000;
const say = (text: string) => process.stdout.write(`${text}\n`);

async function main(): Promise<void> {
  const schema = `bench_lottery_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `CREATE SCHEMA ${schema}`);
  const db = openPgDb(url, { searchPath: schema, max: 4 });
  try {
    let t = performance.now();
    await prepareDatabase(db, { ...process.env, DEMO_TEAM: 'off' });
    const members = await placeMembersBulk(db, 'khela', Array.from({ length: memberCount }, () => null), false);
    // Opening balances: one adjustment transfer per member, in one statement.
    await db.query(
      `SELECT ledger_transfer('khela', 'bench-fund:' || m, 'adjustment', 'single', ledger_account('khela', 'adjustment', 0, '', true),
                              ledger_account('khela', 'member_main', m, '', false), 10000000, NULL, '{}'::jsonb)
         FROM unnest($1::bigint[]) m`,
      [members],
    );
    const engine = new LotteryEngine(db, new Ledger(db));
    const at = new Date(Math.ceil((Date.now() + 30 * 86_400_000) / 60_000) * 60_000);
    await engine.advance(new Date(at.getTime() + 1_000), 'khela');
    const [draw] = await db.query<{ id: string; seed: string; draw_no: string; draw_at: Date }>(
      "SELECT id::text, seed, draw_no, draw_at FROM lottery_draws WHERE game_code = 'wingo_1' AND status = 'open' ORDER BY draw_at LIMIT 1",
    );
    say(`setup: ${members.length} funded members, draw ${draw!.id}  [${seconds(t).toFixed(1)} s]`);

    t = performance.now();
    const perMember = Math.max(1, Math.round(betCount / memberCount));
    const types = ['number', 'colour', 'size', 'parity'];
    const rules = defaultLotterySettings('wingo');
    const selection = (k: number) => [[String(k % 10)], [['red', 'green', 'violet'][k % 3]!], [k % 2 ? 'big' : 'small'], [k % 2 ? 'odd' : 'even']][k % 4]!;
    for (let from = 0; from < members.length; from += 500) {
      const chunk = members.slice(from, from + 500);
      // One lottery_place per member (all its lines), as a slip would call it.
      await db.query(
        `SELECT p.status FROM unnest($1::bigint[]) m,
           LATERAL lottery_place('khela', m, $2::bigint, 'wingo_1', 'KELOTT', 'ELOTT', $3::text[], $4::jsonb, $5::bigint[], $6::integer[], $5::bigint[],
                                 $7::text[], $8::text[], '{}'::text[], '{}'::bigint[], '{}'::bigint[], 100000000000, $9::timestamptz) p`,
        [
          chunk, draw!.id,
          Array.from({ length: perMember }, (_, k) => types[k % 4]), JSON.stringify(Array.from({ length: perMember }, (_, k) => selection(k))),
          Array.from({ length: perMember }, (_, k) => String(1_000 + (k % 7) * 500)), Array.from({ length: perMember }, () => 1),
          Array.from({ length: perMember }, (_, k) => rules.betTypes[types[k % 4]!]!.odds), Array.from({ length: perMember }, (_, k) => rules.betTypes[types[k % 4]!]!.oddsAlt),
          new Date(at.getTime() + 2_000),
        ],
      );
    }
    const [placed] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM lottery_bets WHERE draw_id = $1', [draw!.id]);
    for (const table of ['lottery_bets', 'bets', 'ledger_transfers', 'ledger_accounts']) await db.query(`VACUUM ANALYZE ${table}`);
    say(`placed: ${placed!.n} bets (${perMember} per member) through lottery_place  [${seconds(t).toFixed(1)} s]`);

    await db.query("UPDATE lottery_draws SET status = 'closed' WHERE id = $1", [draw!.id]);
    t = performance.now();
    await engine.draw({ id: draw!.id, gameCode: 'wingo_1', drawNo: draw!.draw_no, seed: draw!.seed }, 'wingo', new Date(draw!.draw_at));
    let batches = 0;
    const drawnAt = performance.now();
    let firstBatch = 0;
    await engine.settle(draw!.id, 'wingo', new Date(), {
      onBatch: () => {
        batches += 1;
        if (batches === 1) firstBatch = performance.now();
      },
    });
    const lastBatch = performance.now();
    say(`  (draw ${((drawnAt - t) / 1000).toFixed(2)} s; payouts + first batch ${((firstBatch - drawnAt) / 1000).toFixed(2)} s; the other ${batches - 1} batches ${((lastBatch - firstBatch) / 1000).toFixed(2)} s)`);
    const settleSeconds = seconds(t);
    say(`settled: ${placed!.n} bets of ${members.length} members in ${batches} batches: ${settleSeconds.toFixed(2)} s (${Math.round(placed!.n / settleSeconds)} bets/s)`);

    t = performance.now();
    await engine.settle(draw!.id, 'wingo', new Date());
    say(`settle again (nothing left): ${(seconds(t) * 1000).toFixed(0)} ms`);
    const [check] = await db.query<{ open: number; held: string; paid: string }>(
      `SELECT (SELECT count(*)::int FROM lottery_bets WHERE draw_id = $1 AND status = 'open') AS open,
              (SELECT COALESCE(sum(held), 0)::text FROM ledger_accounts WHERE merchant_code = 'khela' AND kind = 'member_main') AS held,
              (SELECT COALESCE(sum(payout), 0)::text FROM lottery_bets WHERE draw_id = $1) AS paid`,
      [draw!.id],
    );
    say(`books: ${check!.open} open bets, ${check!.held} held, ${check!.paid} paisa paid`);
    await slipsOverHttp(db, engine, at);
  } finally {
    await db.close();
    if (process.env.BENCH_KEEP !== '1') await adminQuery(url, `DROP SCHEMA ${schema} CASCADE`);
  }
}

const clients = Number(process.env.BENCH_LOTTERY_CLIENTS ?? 64);
const durationMs = Number(process.env.BENCH_LOTTERY_SECONDS ?? 20) * 1000;

async function slipsOverHttp(db: ReturnType<typeof openPgDb>, engine: LotteryEngine, at: Date): Promise<void> {
  // Limits out of the way: this measures throughput, not refusals.
  await db.query(`UPDATE lottery_games SET settings = '{"maxStakePerDraw":100000000000,"betTypes":{"number":{"maxPayoutPerNumber":1000000000000}}}' WHERE game_code = 'wingo_5'`);
  await engine.advance(new Date(at.getTime() + 5 * 60_000 + 1_000), 'khela');
  const [draw] = await db.query<{ id: string }>("SELECT id::text FROM lottery_draws WHERE game_code = 'wingo_5' AND status = 'open' ORDER BY draw_at LIMIT 1");
  const members = [];
  for (let i = 0; i < clients; i += 1) {
    const member = await memberWithSession(db, { prefix: 'lb' });
    await db.query(
      `SELECT ledger_transfer('khela', 'bench-fund:' || $1, 'adjustment', 'single', ledger_account('khela', 'adjustment', 0, '', true),
                              ledger_account('khela', 'member_main', $1::bigint, '', false), 100000000000, NULL, '{}'::jsonb)`,
      [member.id],
    );
    members.push(member);
  }
  const app = await buildApp({ db, siteDir: null, operatorToken: null, startJobs: false, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const post = (token: string, body: string) =>
    new Promise<number>((resolve, reject) => {
      const call = request(
        { host: '127.0.0.1', port, method: 'POST', path: '/wps/lottery/bets', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), merchant: 'khela', authorization: token } },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      call.on('error', reject);
      call.end(body);
    });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const until = performance.now() + durationMs;
  const start = performance.now();
  await Promise.all(
    members.map(async (member, c) => {
      for (let k = 0; performance.now() < until; k += 1) {
        const body = JSON.stringify({ requestId: randomUUID(), gameCode: 'wingo_5', drawId: draw!.id, bets: [{ betType: 'number', selection: [String((c + k) % 10)], stake: 1_000 }] });
        const sent = performance.now();
        const status = await post(member.token, body);
        latencies.push(performance.now() - sent);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  await app.close();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))]!.toFixed(1);
  const accepted = statuses.get(200) ?? 0;
  say(`slips over HTTP: ${clients} clients, ${elapsed.toFixed(1)} s: ${accepted} accepted (${Math.round(accepted / elapsed)}/s), answers ${JSON.stringify(Object.fromEntries(statuses))}; latency p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms`);
}

void main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
