import { runOnDatabase, type DatabaseCommand } from '../../../../cli/operator-backends';
import { parseOperatorCommand } from '../../../../cli/operator-command';
import { seedDemoAgentSettlements } from '../../../../seed/demo-agent-settlements';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { memberCall, memberWithSession, ops, type TestMember } from '../../../operator/operator-test-kit';
import { settlementJobName } from '../settlement-service';
import { commissionTotals, writeBets, writeContracts } from './settlement-kit';

/**
 * The agent's bill calls, the operators' history and re-run, and the scheduled job: a top agent
 * signed by the brand, a sub-agent it signed, a member betting under the sub-agent; one Dhaka day
 * settled by the job (injected slot), then read back by each side.
 */
let t: TestApp;
let top: TestMember;
let sub: TestMember;
let player: TestMember;
const DAY_START = new Date('2026-05-10T00:00:00+06:00');
const NEXT_DAY = new Date('2026-05-11T00:00:00+06:00');

beforeAll(async () => {
  t = await createTestApp();
  top = await memberWithSession(t.db, { type: 1, prefix: 'top' });
  sub = await memberWithSession(t.db, { type: 1, prefix: 'sub', uplineId: top.id });
  player = await memberWithSession(t.db, { prefix: 'pl', uplineId: sub.id });
  const tiers = (rate: string) => [{ turnover: 0, activeMembers: 0, rateType: 'P' as const, rate }];
  await writeContracts(t.db, 'khela', [
    { agentId: top.id, offeredBy: null, kind: 'daily', tiers: tiers('0.02'), effectiveFrom: DAY_START },
    { agentId: sub.id, offeredBy: top.id, kind: 'daily', tiers: tiers('0.01'), effectiveFrom: DAY_START },
  ]);
  await writeBets(t.db, 'khela', [
    { memberId: player.id, gameType: 'RNG', stake: 300_000n, payout: 100_000n, settledAt: new Date(DAY_START.getTime() + 3_600_000) },
    { memberId: player.id, gameType: 'LIVE', stake: 200_000n, payout: 0n, settledAt: new Date(DAY_START.getTime() + 7_200_000) },
    // Rolled back, open, and the next day: none of them counts.
    { memberId: player.id, gameType: 'RNG', stake: 999_000n, payout: 0n, settledAt: new Date(DAY_START.getTime() + 7_300_000), status: 'rolled_back' },
    { memberId: player.id, gameType: 'RNG', stake: 999_000n, payout: 0n, settledAt: new Date(DAY_START.getTime() + 7_400_000), status: 'open' },
    { memberId: player.id, gameType: 'RNG', stake: 999_000n, payout: 0n, settledAt: new Date(NEXT_DAY.getTime() + 60_000) },
  ]);
});
afterAll(() => t.close());

interface BillsAnswer {
  page: { records: Array<{ account: string; payer: string | null; teamTurnover: number; amount: number; paid: number; status: string; tier: number | null; downlineBilled: number }>; total: number };
  totals: { amount: number; paid: number; teamTurnover: number };
}

test('the daily job settles the Dhaka day once; each agent sees its bill and the bills it paid', async () => {
  const job = settlementJobName('daily');
  // The job's slot at 00:10 Dhaka the next day settles the day before.
  const outcome = await t.app.jobs.runSlot(job, new Date(NEXT_DAY.getTime() + 10 * 60_000));
  expect(outcome).toMatchObject({ ran: true, status: 'succeeded' });

  const own = await memberCall<BillsAnswer>(t.app, '/wps/agent/settlement/bills?kind=daily&from=2026-05-10&to=2026-05-10', top);
  expect(own.status).toBe(200);
  expect(own.value.page.records).toEqual([
    expect.objectContaining({ account: top.account, payer: null, teamTurnover: 500_000, amount: 10_000, paid: 10_000, status: 'issued', tier: 1, downlineBilled: 5_000 }),
  ]);
  const paidDown = await memberCall<BillsAnswer>(t.app, '/wps/agent/settlement/downline-bills?kind=daily', top);
  expect(paidDown.value.page.records).toEqual([expect.objectContaining({ account: sub.account, payer: top.account, amount: 5_000, paid: 5_000, status: 'issued' })]);
  expect(paidDown.value.totals).toMatchObject({ amount: 5_000, paid: 5_000, teamTurnover: 500_000 });
  const subOwn = await memberCall<BillsAnswer>(t.app, '/wps/agent/settlement/bills?kind=daily', sub);
  expect(subOwn.value.totals).toMatchObject({ amount: 5_000, paid: 5_000 });
  // Another day's filter: nothing.
  const empty = await memberCall<BillsAnswer>(t.app, '/wps/agent/settlement/bills?kind=daily&from=2026-05-11&to=2026-05-12', top);
  expect(empty.value.page.total).toBe(0);

  // The slot again (a second instance, a retry): nothing more.
  const before = await commissionTotals(t.db, 'khela');
  await t.app.jobs.tick(job, new Date(NEXT_DAY.getTime() + 10 * 60_000));
  expect(await commissionTotals(t.db, 'khela')).toEqual(before);
});

test('refusals: a non-agent, a trial, a bad range, a bad kind', async () => {
  expect((await memberCall(t.app, '/wps/agent/settlement/bills?kind=daily', player)).status).toBe(403);
  const answer = await memberCall(t.app, '/wps/agent/settlement/bills?kind=daily&from=2026-05-12&to=2026-05-10', top);
  expect(answer).toMatchObject({ status: 400, errorCode: 'settlement.range.invalid' });
  expect((await memberCall(t.app, '/wps/agent/settlement/bills?kind=weekly', top)).status).toBe(400);
});

test('operators read the history, and a re-run of a settled period changes nothing but is recorded', async () => {
  const history = await ops<{ page: { records: Array<{ kind: string; periodStart: string; bills: number; billed: number; paid: number; statuses: Record<string, number> }> }; jobRuns: Array<{ jobName: string }> }>(
    t.app, 'GET', '/ops/agents/settlements?merchant=khela&kind=daily',
  );
  expect(history.status).toBe(200);
  expect(history.value.page.records).toContainEqual(expect.objectContaining({ periodStart: DAY_START.toISOString(), bills: 2, billed: 15_000, paid: 15_000, statuses: { issued: 2 } }));
  expect(history.value.jobRuns.map((r) => r.jobName)).toContain(settlementJobName('daily'));

  const before = await commissionTotals(t.db, 'khela');
  const rerun = await ops<{ settled: boolean; periodStart: string }>(t.app, 'POST', '/ops/agents/settlements/rerun', { merchant: 'khela', kind: 'daily', at: new Date(DAY_START.getTime() + 5 * 3_600_000).toISOString() });
  expect(rerun).toMatchObject({ status: 200, value: { settled: false, periodStart: DAY_START.toISOString() } });
  expect(await commissionTotals(t.db, 'khela')).toEqual(before);
  const [action] = await t.db.query<{ action: string; target: string }>("SELECT action, target FROM operator_actions WHERE action = 'agents.settlement.rerun' ORDER BY id DESC LIMIT 1");
  expect(action).toEqual({ action: 'agents.settlement.rerun', target: `daily:${DAY_START.toISOString()}` });

  const open = await ops(t.app, 'POST', '/ops/agents/settlements/rerun', { merchant: 'khela', kind: 'daily', at: new Date(Date.now() + 86_400_000).toISOString() });
  expect(open).toMatchObject({ status: 400, errorCode: 'settlement.period.open' });
});

test('pnpm operator settlements / settlement rerun: the same answers on the database', async () => {
  const command = (argv: string[]) => parseOperatorCommand(argv) as DatabaseCommand;
  const history = (await runOnDatabase(t.db, command(['settlements', '--kind', 'daily', '--from', '2026-05-10', '--to', '2026-05-10']))) as { page: { records: Array<{ paid: number; bills: number }> } };
  expect(history.page.records).toEqual([expect.objectContaining({ bills: 2, paid: 15_000 })]);
  const before = await commissionTotals(t.db, 'khela');
  const rerun = await runOnDatabase(t.db, command(['settlement', 'rerun', 'daily', '--at', '2026-05-10T12:00:00+06:00']));
  expect(rerun).toMatchObject({ merchant: 'khela', kind: 'daily', settled: false, periodStart: DAY_START.toISOString() });
  expect(await commissionTotals(t.db, 'khela')).toEqual(before);
  const [action] = await t.db.query<{ operator_name: string }>("SELECT operator_name FROM operator_actions WHERE action = 'agents.settlement.rerun' ORDER BY id DESC LIMIT 1");
  expect(action).toEqual({ operator_name: 'system' });
  expect(() => parseOperatorCommand(['settlement', 'rerun', 'weekly', '--at', '2026-05-10T12:00:00Z'])).toThrow(/contract kind/);
  expect(() => parseOperatorCommand(['settlement', 'rerun', 'daily'])).toThrow(/--at/);
});

test('the demo seed settles the recent history of the demo contracts, and a second start changes nothing', async () => {
  const now = new Date();
  const demoTop = await memberWithSession(t.db, { type: 1, prefix: 'demo' });
  const demoPlayer = await memberWithSession(t.db, { prefix: 'dp', uplineId: demoTop.id });
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  await writeContracts(t.db, 'khela', [
    { agentId: demoTop.id, offeredBy: null, kind: 'hourly', tiers: [{ turnover: 0, activeMembers: 0, rateType: 'P', rate: '0.01' }], effectiveFrom: weekAgo },
  ]);
  await writeBets(t.db, 'khela', [{ memberId: demoPlayer.id, gameType: 'RNG', stake: 100_000n, payout: 0n, settledAt: new Date(now.getTime() - 3 * 3_600_000) }]);
  // 24 hours of the hourly contract, and 7 days of the daily contracts of the first test (still in force).
  expect(await seedDemoAgentSettlements(t.db, now)).toBe(31);
  const seeded = await t.db.query<{ kind: string; n: number }>("SELECT kind, count(*)::int AS n FROM agent_settlements WHERE settled_by = 'seed' GROUP BY kind ORDER BY kind");
  expect(seeded).toEqual([{ kind: 'daily', n: 7 }, { kind: 'hourly', n: 24 }]);
  const own = await memberCall<BillsAnswer>(t.app, '/wps/agent/settlement/bills?kind=hourly&pageSize=100', demoTop);
  expect(own.value.page.total).toBe(24);
  expect(own.value.totals).toMatchObject({ amount: 1_000, paid: 1_000 });
  const before = await commissionTotals(t.db, 'khela');
  expect(await seedDemoAgentSettlements(t.db, now)).toBe(0);
  expect(await commissionTotals(t.db, 'khela')).toEqual(before);
});
