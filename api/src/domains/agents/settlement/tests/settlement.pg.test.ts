import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../../../../app';
import { openPgDb } from '../../../../platform/db/pg-db';
import { testEngine } from '../../../../test/test-db';
import { Ledger } from '../../../wallet';
import { openPgSchema, type PgSchema } from '../../../wallet/tests/pg-schema';
import { auditLedger } from '../../../wallet/tests/ledger-audit';
import { settlePeriods } from '../settle';
import { settlementJobName } from '../settlement-service';
import { auditSettlement } from './settlement-audit';
import { commissionTotals, fund, newBrand, placeMembersBulk, type TestBet, writeBets, writeContracts } from './settlement-kit';

/**
 * PostgreSQL only. Exactly once: two app instances (each its own pool and scheduler) settle the
 * same period at the same moment, through the job and directly; then a settlement process is
 * killed with SIGKILL in the middle of a run of hourly periods and the run is done again. Each bill
 * exists once, each payment is booked once, and the ledger stays sound.
 */
const onPg = testEngine() === 'pg' ? describe : describe.skip;
const HOUR = 3_600_000;
const DAY_START = new Date('2026-03-02T00:00:00+06:00');

/** A tree of agents three levels deep under two top agents, members under every agent, a day of bets. */
async function world(pg: PgSchema, agentsPerLevel: number[], kind: 'daily' | 'hourly'): Promise<{ brand: string; agents: string[] }> {
  const brand = await newBrand(pg.db, { dividend: { period: 'daily', carryPolicy: 'forever' } });
  const ledger = new Ledger(pg.db);
  let level: Array<string | null> = [null, null];
  const agents: string[] = [];
  const uplineOf = new Map<string, string | null>();
  for (const count of agentsPerLevel) {
    const parents = Array.from({ length: count }, (_, i) => level[i % level.length]!);
    const ids = await placeMembersBulk(pg.db, brand, parents, true);
    ids.forEach((id, i) => uplineOf.set(id, parents[i]!));
    agents.push(...ids);
    level = ids;
  }
  const members = await placeMembersBulk(pg.db, brand, agents.flatMap((a) => [a, a]), false);
  await writeContracts(pg.db, brand, agents.map((agent, i) => ({
    agentId: agent, offeredBy: uplineOf.get(agent) ?? null, kind,
    tiers: [
      { turnover: 0, activeMembers: 0, rateType: 'P' as const, rate: '0.004' },
      { turnover: 50_000, activeMembers: 1, rateType: 'P' as const, rate: (0.006 + (i % 3) * 0.002).toFixed(3) },
    ],
    effectiveFrom: DAY_START,
  })));
  const bets: TestBet[] = members.flatMap((member, i) => Array.from({ length: 6 }, (_, j) => ({
    memberId: member, gameType: j % 2 ? 'RNG' : 'LIVE', stake: BigInt(5_000 + ((i * 37 + j * 11) % 40) * 1_000), payout: BigInt(((i + j) % 3) * 6_000),
    settledAt: new Date(DAY_START.getTime() + ((i * 7 + j * 3_613) % 24) * HOUR + j * 60_000),
  })));
  await writeBets(pg.db, brand, bets);
  // Some agents have money of their own, some none: partial and insufficient bills happen.
  for (const [i, agent] of agents.entries()) if (i % 3 === 0) await fund(ledger, brand, agent, BigInt(i * 50));
  return { brand, agents };
}

onPg('settlement exactly once on PostgreSQL', () => {
  let pg: PgSchema;
  beforeAll(async () => {
    pg = await openPgSchema('settle_once', 6);
  }, 120_000);
  afterAll(() => pg?.drop());

  test('two app instances settling the same day at once: one set of bills, one payment each', async () => {
    const { brand, agents } = await world(pg, [4, 12, 36], 'daily');
    const dbs = [openPgDb(pg.url, { max: 4 }), openPgDb(pg.url, { max: 4 })];
    const apps = await Promise.all(dbs.map((db) => buildApp({ db, siteDir: null, operatorToken: null, startJobs: false })));
    await Promise.all(apps.map((app) => app.ready()));
    try {
      const slot = new Date(DAY_START.getTime() + 24 * HOUR + 10 * 60_000);
      const job = settlementJobName('daily');
      // The job's slot on both instances, and the settlement itself on both pools, all at once.
      const [a, b] = await Promise.all([
        apps[0]!.jobs.runSlot(job, slot),
        apps[1]!.jobs.runSlot(job, slot),
        settlePeriods(dbs[0]!, apps[0]!.ledger, brand, 'daily', DAY_START, new Date(DAY_START.getTime() + 24 * HOUR), 'test-a'),
        settlePeriods(dbs[1]!, apps[1]!.ledger, brand, 'daily', DAY_START, new Date(DAY_START.getTime() + 24 * HOUR), 'test-b'),
      ]);
      expect([a, b].filter((o) => o.ran)).toHaveLength(1);
      // The day once (the job also looked back over the days before: no contract counted then).
      const settled = await pg.db.query<{ period_start: Date; bills: number }>('SELECT period_start, bills FROM agent_settlements WHERE merchant_code = $1 AND bills > 0', [brand]);
      expect(settled).toEqual([{ period_start: DAY_START, bills: agents.length }]);
      const [bills] = await pg.db.query<{ n: number; statuses: string[] }>(
        'SELECT count(*)::int AS n, array_agg(DISTINCT status ORDER BY status) AS statuses FROM agent_bills WHERE merchant_code = $1', [brand],
      );
      expect(bills!.n).toBe(agents.length);
      expect(bills!.statuses).toEqual(expect.arrayContaining(['issued', 'insufficient']));
      expect(await auditSettlement(pg.db, brand)).toEqual([]);
      expect(await auditLedger(pg.db, brand)).toEqual([]);
      const paid = await commissionTotals(pg.db, brand);
      expect(paid.count).toBeGreaterThan(agents.length / 2);

      // And once more from both: nothing.
      await Promise.all(dbs.map((db, i) => settlePeriods(db, apps[i]!.ledger, brand, 'daily', DAY_START, new Date(DAY_START.getTime() + 24 * HOUR), 'again')));
      expect(await commissionTotals(pg.db, brand)).toEqual(paid);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await Promise.all(dbs.map((db) => db.close()));
    }
  }, 180_000);

  test('SIGKILL in the middle of a run of hourly periods, then the run again: every bill once, every payment once', async () => {
    const { brand, agents } = await world(pg, [6, 30, 120], 'hourly');
    const from = DAY_START.toISOString();
    const to = new Date(DAY_START.getTime() + 24 * HOUR).toISOString();
    // One process (node --import tsx), so the kill hits the settlement itself, not a launcher.
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'settle-worker.ts'), brand, 'hourly', from, to], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', DATABASE_URL: pg.url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let lines = 0;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const killed = new Promise<void>((resolve) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        lines = output.split('\n').filter((l) => l.startsWith('settled')).length;
        // A few periods in: the next one is in its transaction now.
        if (lines === 4) void sleep(40).then(() => { child.kill('SIGKILL'); resolve(); });
      });
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      void exited.then(() => resolve());
    });
    await killed;
    await exited;
    expect(child.signalCode).toBe('SIGKILL');
    const [partly] = await pg.db.query<{ n: number }>('SELECT count(*)::int AS n FROM agent_settlements WHERE merchant_code = $1', [brand]);
    expect(partly!.n).toBeGreaterThanOrEqual(4);
    expect(partly!.n).toBeLessThan(24);
    expect(await auditSettlement(pg.db, brand)).toEqual([]);

    const ledger = new Ledger(pg.db);
    const rest = await settlePeriods(pg.db, ledger, brand, 'hourly', DAY_START, new Date(to), 'after-crash');
    expect(rest.filter((o) => o.settled)).toHaveLength(24 - partly!.n);
    const [all] = await pg.db.query<{ n: number; bills: number }>('SELECT count(*)::int AS n, sum(bills)::int AS bills FROM agent_settlements WHERE merchant_code = $1', [brand]);
    expect(all).toEqual({ n: 24, bills: 24 * agents.length });
    const [unique] = await pg.db.query<{ n: number }>('SELECT count(DISTINCT (agent_id, period_start))::int AS n FROM agent_bills WHERE merchant_code = $1', [brand]);
    expect(unique!.n).toBe(24 * agents.length);
    expect(await auditSettlement(pg.db, brand)).toEqual([]);
    expect(await auditLedger(pg.db, brand)).toEqual([]);
  }, 240_000);
});
