/**
 * bench/settlement: one day's daily-salary settlement of a big agent tree on PostgreSQL.
 *
 * A throwaway schema (migrated as a server would), one brand, BENCH_AGENTS agents (10,000) in a
 * 6-level tree (each level about three times the one above), BENCH_MEMBERS members (50,000) under
 * them, BENCH_BETS settled bets (1,000,000) spread over one Dhaka day, every agent with a daily
 * contract signed by its upline (the top ones by the brand), a third of the agents with money of
 * their own. Then the day is settled once (settlePeriod: the gate, the set-based team figures, every
 * bill and its payment through the ledger, in one transaction) and timed: seconds and bills/s.
 * A second call (the day already settled) is timed too.
 *
 * Env: BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test), BENCH_AGENTS (10000),
 * BENCH_MEMBERS (50000), BENCH_BETS (1000000), BENCH_KEEP=1 keeps the schema.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { openPgDb } from '@khela/server-kit/db';
import { prepareDatabase } from '../../api/src/seed/prepare-database';
import { Ledger } from '../../api/src/domains/wallet';
import { settlePeriod } from '../../api/src/domains/agents/settlement/settle';
import { fund, newBrand, placeMembersBulk, writeContracts } from '../../api/src/domains/agents/settlement/tests/settlement-kit';
import { adminQuery } from '../../api/src/test/test-db';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const agentCount = Number(process.env.BENCH_AGENTS ?? 10_000);
const memberCount = Number(process.env.BENCH_MEMBERS ?? 50_000);
const betCount = Number(process.env.BENCH_BETS ?? 1_000_000);
const LEVELS = 6;
const DAY_START = new Date('2026-03-02T00:00:00+06:00');
const DAY = { start: DAY_START, end: new Date(DAY_START.getTime() + 86_400_000) };

const seconds = (from: number) => (performance.now() - from) / 1000;
const say = (text: string) => process.stdout.write(`${text}\n`);

async function main(): Promise<void> {
  const schema = `bench_settle_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `CREATE SCHEMA ${schema}`);
  const db = openPgDb(url, { searchPath: schema, max: 4 });
  try {
    let t = performance.now();
    await prepareDatabase(db);
    const brand = await newBrand(db, {});
    // Level sizes 1 : 3 : 9 : 27 : 81 : 243 of the agents.
    const weights = Array.from({ length: LEVELS }, (_, k) => 3 ** k);
    const total = weights.reduce((a, b) => a + b, 0);
    const sizes = weights.map((w) => Math.max(1, Math.round((agentCount * w) / total)));
    sizes[LEVELS - 1] = Math.max(1, agentCount - sizes.slice(0, -1).reduce((a, b) => a + b, 0));
    const agents: string[] = [];
    const uplineOf = new Map<string, string | null>();
    let above: Array<string | null> = [null];
    for (const size of sizes) {
      const parents = Array.from({ length: size }, (_, i) => above[i % above.length]!);
      const ids = await placeMembersBulk(db, brand, parents, true);
      ids.forEach((id, i) => uplineOf.set(id, parents[i]!));
      agents.push(...ids);
      above = ids;
    }
    const members: string[] = [];
    for (let from = 0; from < memberCount; from += 10_000) {
      const parents = Array.from({ length: Math.min(10_000, memberCount - from) }, (_, i) => agents[(from + i) * 7919 % agents.length]!);
      members.push(...(await placeMembersBulk(db, brand, parents, false)));
    }
    say(`tree: ${agents.length} agents in ${LEVELS} levels (${sizes.join(' / ')}), ${members.length} members  [${seconds(t).toFixed(1)} s]`);

    t = performance.now();
    for (let from = 0; from < betCount; from += 200_000) {
      await db.query(
        `INSERT INTO bets (vendor_code, transaction_id, merchant_code, member_id, round_id, game_code, game_type, stake, payout, status, placed_at, settled_at)
         SELECT 'HOUSE', 'bench-' || g, $1, m.ids[1 + (g * 104729) % array_length(m.ids, 1)], 'r' || g, 'bench-game',
                CASE WHEN g % 3 = 0 THEN 'LIVE' ELSE 'RNG' END, 1000 + (g * 7) % 50000, ((g * 13) % 3) * (1000 + (g * 7) % 50000) / 2, 'settled',
                $2::timestamptz + ((g * 86399) % 86400) * interval '1 second' - interval '1 minute',
                $2::timestamptz + ((g * 86399) % 86400) * interval '1 second'
           FROM generate_series($3::bigint, $4::bigint) g, (SELECT $5::bigint[] AS ids) m`,
        [brand, DAY_START, from + 1, Math.min(betCount, from + 200_000), members],
      );
    }
    await writeContracts(db, brand, agents.map((agent, i) => ({
      agentId: agent, offeredBy: uplineOf.get(agent) ?? null, kind: 'daily',
      tiers: [
        { turnover: 0, activeMembers: 0, rateType: 'P' as const, rate: '0.002' },
        { turnover: 500_000, activeMembers: 3, rateType: 'P' as const, rate: (0.003 + (i % 4) * 0.001).toFixed(3) },
      ],
      effectiveFrom: DAY_START,
    })));
    const ledger = new Ledger(db);
    for (const [i, agent] of agents.entries()) if (i % 3 === 0 && i < 3_000) await fund(ledger, brand, agent, 100_000n);
    for (const table of ['bets', 'member_tree', 'agent_contracts', 'members', 'ledger_accounts']) await db.query(`VACUUM ANALYZE ${table}`);
    say(`data: ${betCount} settled bets in the day, ${agents.length} daily contracts  [${seconds(t).toFixed(1)} s]`);

    t = performance.now();
    const outcome = await settlePeriod(db, ledger, { merchantCode: brand, kind: 'daily', period: DAY, settledBy: 'bench' });
    const took = seconds(t);
    const [statuses] = await db.query<{ s: Record<string, number> }>(
      'SELECT jsonb_object_agg(status, n) AS s FROM (SELECT status, count(*)::int AS n FROM agent_bills WHERE merchant_code = $1 GROUP BY status) x', [brand],
    );
    say(`settlement: ${outcome.bills} bills, billed ${outcome.billed}, paid ${outcome.paid} (minor units); statuses ${JSON.stringify(statuses?.s ?? {})}`);
    say(`  ${took.toFixed(2)} s, ${(outcome.bills / took).toFixed(0)} bills/s  (goal: under 60 s)`);
    t = performance.now();
    const again = await settlePeriod(db, ledger, { merchantCode: brand, kind: 'daily', period: DAY, settledBy: 'bench' });
    say(`again (already settled: ${!again.settled}): ${(seconds(t) * 1000).toFixed(1)} ms`);
  } finally {
    await db.close();
    if (process.env.BENCH_KEEP !== '1') await adminQuery(url, `DROP SCHEMA ${schema} CASCADE`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
