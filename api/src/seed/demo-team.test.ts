import { createRawTestDb, type TestDb } from '../test/test-db';
import { verifyPassword } from '../domains/identity/passwords/password-hash';
import type { ContractTier } from '../domains/agents/contract-model';
import { demoTeamWanted, prepareDatabase } from './prepare-database';
import { DEMO_TEAM, DEMO_TEAM_DAYS, DEMO_TEAM_PASSWORDS, demoBets, seedDemoTeam } from './demo-team';
import { dayIn } from './demo-fixtures';

// A start as the demo runs it (no DEMO_TEAM switch): the team is seeded.
let t: TestDb;
beforeAll(async () => {
  t = await createRawTestDb();
  await prepareDatabase(t.db, {});
}, 120_000);
afterAll(() => t.cleanup());

const q = <T>(sql: string, params: unknown[] = []) => t.db.query<T>(sql, params);

async function teamOf(account: string) {
  return q<{ account: string; type: number; depth: number }>(
    `SELECT d.account, d.type, t.depth FROM members a JOIN member_tree t ON t.ancestor_id = a.id JOIN members d ON d.id = t.descendant_id
      WHERE a.merchant_code = 'khela' AND a.account = $1 AND t.depth > 0 ORDER BY t.depth, d.account`,
    [account],
  );
}

/** Everything the seed moves, to compare before and after a restart. */
async function snapshot() {
  const [counts] = await q<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM members) AS members, (SELECT count(*)::int FROM bets) AS bets,
            (SELECT count(*)::int FROM ledger_transfers) AS transfers, (SELECT count(*)::int FROM deposit_orders) AS deposits,
            (SELECT count(*)::int FROM agent_contracts) AS contracts, (SELECT count(*)::int FROM withdrawal_orders) AS withdrawals`,
  );
  const balances = await q<{ id: string; balance: string; held: string }>('SELECT id::text, balance::text, held::text FROM ledger_accounts ORDER BY id');
  return { counts, balances };
}

test('agent01 has a team three levels deep: sub-agents and players under each, demo01 among its direct downlines', async () => {
  const team = await teamOf('agent01');
  const at = (depth: number) => team.filter((m) => m.depth === depth).map((m) => m.account);
  expect(at(1)).toEqual(['agent02', 'demo01', 'player11', 'player12', 'player13']);
  expect(at(2)).toEqual(['agent03', 'player21', 'player22', 'player23']);
  expect(at(3)).toEqual(['player31', 'player32']);
  expect(Math.max(...team.map((m) => m.depth))).toBe(3);
  expect(team.filter((m) => m.type === 1).map((m) => m.account)).toEqual(['agent02', 'agent03']);
  // Every sub-agent has players of its own.
  expect((await teamOf('agent02')).map((m) => m.account)).toEqual(['agent03', 'player21', 'player22', 'player23', 'player31', 'player32']);
  expect((await teamOf('agent03')).map((m) => m.account)).toEqual(['player31', 'player32']);
});

test('the demo accounts log in with the passwords the README gives', async () => {
  const rows = await q<{ account: string; type: number; password_hash: string }>(
    "SELECT account, type, password_hash FROM members WHERE merchant_code = 'khela' AND account IN ('agent02', 'player31')",
  );
  for (const row of rows) {
    const password = row.type === 1 ? DEMO_TEAM_PASSWORDS.agent : DEMO_TEAM_PASSWORDS.player;
    expect([row.account, await verifyPassword(password, row.password_hash)]).toEqual([row.account, true]);
  }
  expect(rows).toHaveLength(2);
});

test('the players bet at the house on every one of the last days; every bet is settled and booked in the ledger', async () => {
  const players = DEMO_TEAM.filter((m) => m.plays).map((m) => m.account);
  const bets = await q<{ account: string; vendor_code: string; status: string; stake: string; payout: string; placed_at: Date; settled_at: Date }>(
    `SELECT m.account, b.vendor_code, b.status, b.stake::text, b.payout::text, b.placed_at, b.settled_at
       FROM bets b JOIN members m ON m.id = b.member_id WHERE m.account = ANY($1::text[]) AND b.vendor_code = 'HOUSE'`,
    [players],
  );
  // (Some also bet on the lottery's past draws: seed/demo-lottery.test.ts.)
  expect(new Set(bets.map((b) => b.account))).toEqual(new Set(players));
  expect(bets.every((b) => b.vendor_code === 'HOUSE' && b.status === 'settled')).toBe(true);
  expect(bets.every((b) => b.settled_at.getTime() > b.placed_at.getTime() && b.placed_at.getTime() <= Date.now())).toBe(true);
  // Numbers on each of the last DEMO_TEAM_DAYS Dhaka days, and today.
  const days = new Set(bets.map((b) => dayIn(b.placed_at, 'Asia/Dhaka')));
  expect(days.size).toBeGreaterThanOrEqual(DEMO_TEAM_DAYS);
  expect(bets.some((b) => Number(b.payout) > 0) && bets.some((b) => b.payout === '0')).toBe(true);

  // The ledger holds each bet's stake (pending, then posted) and each win's payout.
  const [ledger] = await q<{ stakes: string; wins: string; open: number }>(
    `SELECT (SELECT sum(amount)::text FROM ledger_transfers WHERE kind = 'bet' AND flag = 'pending' AND idempotency_key LIKE 'vendor:HOUSE:bet:demo-team-%') AS stakes,
            (SELECT COALESCE(sum(amount), 0)::text FROM ledger_transfers WHERE kind = 'win' AND idempotency_key LIKE 'vendor:HOUSE:win:demo-team-%') AS wins,
            (SELECT count(*)::int FROM ledger_transfers p WHERE p.flag = 'pending' AND p.idempotency_key LIKE 'vendor:HOUSE:bet:demo-team-%'
               AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.pending_id = p.id)) AS open`,
  );
  expect(ledger!.stakes).toBe(String(bets.reduce((s, b) => s + BigInt(b.stake), 0n)));
  expect(ledger!.wins).toBe(String(bets.reduce((s, b) => s + BigInt(b.payout), 0n)));
  expect(ledger!.open).toBe(0);
});

test("each team member's balance is its deposits less its withdrawals and stakes plus its payouts and its net salaries and dividends, and agrees with the ledger", async () => {
  const rows = await q<{ account: string; balance: string; held: string; deposits: string; withdrawals: string; stakes: string; payouts: string; commissions: string; entries: string }>(
    `SELECT m.account, a.balance::text, a.held::text,
            (SELECT COALESCE(sum(amount), 0)::text FROM deposit_orders d WHERE d.member_id = m.id AND d.status = 'APPROVED') AS deposits,
            (SELECT COALESCE(sum(amount), 0)::text FROM withdrawal_orders w WHERE w.member_id = m.id AND w.status = 'APPROVED') AS withdrawals,
            (SELECT COALESCE(sum(stake), 0)::text FROM bets b WHERE b.member_id = m.id) AS stakes,
            (SELECT COALESCE(sum(payout), 0)::text FROM bets b WHERE b.member_id = m.id) AS payouts,
            (SELECT COALESCE(sum(e.amount), 0)::text FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transfer_id
              WHERE e.account_id = a.id AND t.kind = 'commission') AS commissions,
            (SELECT COALESCE(sum(e.amount), 0)::text FROM ledger_entries e WHERE e.account_id = a.id) AS entries
       FROM members m JOIN ledger_accounts a ON a.kind = 'member_main' AND a.owner_id = m.id AND a.ref = ''
      WHERE m.merchant_code = 'khela' AND m.account = ANY($1::text[]) ORDER BY m.account`,
    [['agent01', ...DEMO_TEAM.map((m) => m.account)]],
  );
  expect(rows.map((r) => r.account)).toEqual(['agent01', ...DEMO_TEAM.map((m) => m.account)].sort());
  for (const r of rows) {
    // The demo's settled history pays salaries and dividends down the chain (settlement seed, kind 'commission').
    const expected = BigInt(r.deposits) - BigInt(r.withdrawals) - BigInt(r.stakes) + BigInt(r.payouts) + BigInt(r.commissions);
    expect([r.account, r.balance, r.held, r.entries]).toEqual([r.account, String(expected), '0', String(expected)]);
    expect(BigInt(r.deposits)).toBeGreaterThan(0n);
  }
  // Deposits are approved orders with their ledger transfers, dated in the demo's days.
  const [orders] = await q<{ n: number; unbooked: number }>(
    `SELECT count(*)::int AS n, count(*) FILTER (WHERE t.id IS NULL OR t.amount <> d.amount OR t.kind <> 'deposit')::int AS unbooked
       FROM deposit_orders d LEFT JOIN ledger_transfers t ON t.id = d.transfer_id WHERE d.order_no LIKE 'DEMO-TEAM-%'`,
  );
  expect(orders!.n).toBe(1 + DEMO_TEAM.reduce((n, m) => n + m.deposits.length, 0));
  expect(orders!.unbooked).toBe(0);
  // Withdrawals: approved orders whose hold was posted to the bKash payout account.
  const withdrawals = await q<{ account: string; amount: string; posted: boolean }>(
    `SELECT m.account, w.amount::text, (r.flag = 'post' AND r.pending_id = h.id AND h.amount = w.amount) AS posted
       FROM withdrawal_orders w JOIN members m ON m.id = w.member_id
       JOIN ledger_transfers h ON h.id = w.hold_transfer_id JOIN ledger_transfers r ON r.id = w.resolve_transfer_id ORDER BY m.account`,
  );
  expect(withdrawals).toEqual([
    { account: 'player11', amount: '200000', posted: true },
    { account: 'player21', amount: '150000', posted: true },
    { account: 'player31', amount: '100000', posted: true },
  ]);
});

test('contracts at every level: the brand pays agent01, each agent offers its downline lower rates, and one offer waits for agent02', async () => {
  const rows = await q<{ agent: string; upline: string | null; kind: string; status: string; tiers: ContractTier[]; effective_from: Date | null }>(
    `SELECT a.account AS agent, o.account AS upline, c.kind, c.status, c.tiers, c.effective_from
       FROM agent_contracts c JOIN members a ON a.id = c.agent_id LEFT JOIN members o ON o.id = c.offered_by ORDER BY c.id`,
  );
  const inForce = rows.filter((r) => r.status === 'in_force');
  for (const [agent, upline] of [['agent01', null], ['agent02', 'agent01'], ['agent03', 'agent02']] as const) {
    const own = inForce.filter((r) => r.agent === agent);
    expect([agent, own.map((r) => r.kind).sort()]).toEqual([agent, ['daily', 'dividend', 'hourly', 'realtime']]);
    expect(own.every((r) => r.upline === upline && r.effective_from!.getTime() < Date.now() - 7 * 86_400_000)).toBe(true);
  }
  // The chain rule, tier by tier: a downline's rate never above its upline's.
  const rate = (agent: string, kind: string, status = 'in_force') => rows.find((r) => r.agent === agent && r.kind === kind && r.status === status)!.tiers.map((x) => Number(x.rate));
  for (const kind of ['daily', 'hourly', 'realtime', 'dividend']) {
    for (const [down, up] of [['agent02', 'agent01'], ['agent03', 'agent02']]) {
      rate(down!, kind).forEach((r, i) => expect(r).toBeLessThan(rate(up!, kind)[i]!));
    }
  }
  const offers = rows.filter((r) => r.status === 'offered');
  expect(offers.map((r) => [r.agent, r.upline, r.kind])).toEqual([['agent02', 'agent01', 'daily']]);
  rate('agent02', 'daily', 'offered').forEach((r, i) => {
    expect(r).toBeGreaterThan(rate('agent02', 'daily')[i]!);
    expect(r).toBeLessThanOrEqual(rate('agent01', 'daily')[i]!);
  });
});

test('a restart changes nothing: the team, its money and its contracts are written once', async () => {
  const before = await snapshot();
  await prepareDatabase(t.db, {});
  expect(await seedDemoTeam(t.db)).toBe(false);
  expect(await snapshot()).toEqual(before);
});

test('DEMO_TEAM=off leaves the team out (the api test databases)', () => {
  expect(demoTeamWanted({})).toBe(true);
  expect(demoTeamWanted({ DEMO_TEAM: 'on' })).toBe(true);
  for (const off of ['off', '0', 'false', 'OFF ']) expect(demoTeamWanted({ DEMO_TEAM: off })).toBe(false);
});

test('the play is the same on every database and never in the future, whatever the hour of the start', () => {
  for (const now of [new Date('2026-03-10T18:05:00Z'), new Date('2026-03-10T06:00:00Z'), new Date('2026-03-10T17:59:00Z')]) {
    const bets = demoBets('player11', 9, now);
    expect(demoBets('player11', 9, now)).toEqual(bets);
    expect(bets.every((b) => b.placedAt.getTime() < b.settledAt.getTime() && b.settledAt.getTime() < now.getTime())).toBe(true);
    // Every one of the last Dhaka days (just after midnight today's play is yesterday evening's); a round id is never used twice.
    expect(new Set(bets.map((b) => dayIn(b.placedAt, 'Asia/Dhaka'))).size).toBeGreaterThanOrEqual(DEMO_TEAM_DAYS);
    expect(new Set(bets.map((b) => b.roundId)).size).toBe(bets.length);
  }
});
