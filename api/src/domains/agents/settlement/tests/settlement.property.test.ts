import fc from 'fast-check';
import { createTestDb, type TestDb } from '../../../../test/test-db';
import { Ledger } from '../../../wallet';
import type { CarryPolicy, ContractTier } from '../../contract-model';
import { settlePeriods } from '../settle';
import { balances, commissionTotals, fund, newBrand, placeMembers, readBills, type TestBet, writeBets, writeContracts } from './settlement-kit';

/**
 * Settlement arithmetic against a model of its own: random trees of agents and members, bets over
 * three days, random contracts (tiers, rates in basis points, fixed amounts, carry policies, game
 * types, contracts that start late or end early) and opening balances. The model walks the tree
 * itself, pays top-down with its own balances; the database must agree bill by bill and balance by
 * balance, pay exactly the sum it billed as paid, leave no balance negative, and a second run must
 * change nothing.
 */
const DAY = 24 * 3600_000;
const ACTIVE_MIN = 100_00n;

interface Node {
  parent: number | null;
  agent: boolean;
}
interface WorldContract {
  agent: number;
  gameType: 'CONS' | 'RNG';
  tiers: Array<{ turnover: number; netLoss?: number; activeMembers: number; rateType: 'P' | 'F'; bp: number }>;
  carryPolicy: CarryPolicy;
  startDay: number;
  endDay: number | null;
}
interface World {
  kind: 'daily' | 'dividend';
  nodes: Node[];
  contracts: WorldContract[];
  bets: Array<{ member: number; day: number; gameType: 'RNG' | 'LIVE'; stake: number; payout: number; rolledBack: boolean }>;
  opening: number[];
  firstDay: number;
}

const rateText = (bp: number) => (bp / 10_000).toFixed(4);

const world: fc.Arbitrary<World> = fc
  .record({
    kind: fc.constantFrom('daily' as const, 'dividend' as const),
    size: fc.integer({ min: 2, max: 9 }),
    firstDay: fc.integer({ min: 0, max: 40 }),
  })
  .chain(({ kind, size, firstDay }) =>
    fc.record({
      kind: fc.constant(kind),
      firstDay: fc.constant(firstDay),
      nodes: fc.tuple(...Array.from({ length: size }, (_, i) =>
        fc.record({ parent: i === 0 ? fc.constant(null) : fc.option(fc.integer({ min: Math.max(0, i - 3), max: i - 1 }), { freq: 6 }), agent: fc.boolean() }),
      )),
      contracts: fc.array(
        fc.record({
          agent: fc.integer({ min: 0, max: size - 1 }),
          gameType: fc.constantFrom('CONS' as const, 'CONS' as const, 'RNG' as const),
          tiers: fc.array(
            fc.record({
              turnover: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 30_000 })),
              netLoss: fc.option(fc.integer({ min: -5_000, max: 10_000 }), { nil: undefined, freq: 3 }),
              activeMembers: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 2 })),
              rateType: fc.constantFrom('P' as const, 'P' as const, 'P' as const, 'F' as const),
              bp: fc.integer({ min: 1, max: 5_000 }),
            }),
            { minLength: 1, maxLength: 3 },
          ),
          carryPolicy: fc.constantFrom<CarryPolicy>('none', 'forever', 'previous', 'half_month'),
          startDay: fc.integer({ min: 0, max: 1 }),
          endDay: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
        }),
        { minLength: size, maxLength: size * 2 },
      ),
      bets: fc.array(
        fc.record({
          member: fc.integer({ min: 0, max: size - 1 }),
          day: fc.integer({ min: 0, max: 2 }),
          gameType: fc.constantFrom('RNG' as const, 'LIVE' as const),
          stake: fc.integer({ min: 1, max: 30_000 }),
          payout: fc.integer({ min: 0, max: 60_000 }),
          rolledBack: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
        }),
        { maxLength: 60 },
      ),
      opening: fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 3_000 })), { minLength: size, maxLength: size }),
    }),
  );

interface ModelBill {
  agent: number;
  gameType: string;
  day: number;
  turnover: bigint;
  netLoss: bigint;
  active: number;
  carriedIn: bigint;
  carryOut: bigint;
  tier: number | null;
  amount: bigint;
  paid: bigint;
  payer: number | null;
  status: string;
}

/** Days in Dhaka: day d of the world starts at 2031-01-01 00:00 +06:00 plus firstDay + d days. */
const dayStart = (w: World, day: number) => new Date(Date.UTC(2031, 0, 1) - 6 * 3600_000 + (w.firstDay + day) * DAY);
const halfMonth = (w: World, day: number) => {
  const local = new Date(dayStart(w, day).getTime() + 6 * 3600_000);
  return `${local.getUTCFullYear()}-${local.getUTCMonth()}-${local.getUTCDate() >= 16 ? 2 : 1}`;
};

/** One contract per (agent, game type): the first drawn. */
function contractsOf(w: World): WorldContract[] {
  const seen = new Set<string>();
  return w.contracts.filter((c) => {
    const key = `${c.agent}:${c.gameType}`;
    if (seen.has(key) || (c.endDay !== null && c.endDay <= c.startDay)) return false;
    seen.add(key);
    return true;
  });
}

function model(w: World): { bills: ModelBill[]; balance: bigint[] } {
  const parentOf = (i: number) => w.nodes[i]!.parent;
  const isBelow = (member: number, agent: number) => {
    for (let p = parentOf(member); p !== null; p = parentOf(p)) if (p === agent) return true;
    return false;
  };
  const depth = (i: number) => {
    let d = 0;
    for (let p = parentOf(i); p !== null; p = parentOf(p)) d += 1;
    return d;
  };
  const balance = w.opening.map(BigInt);
  const bills: ModelBill[] = [];
  const contracts = contractsOf(w);
  const lastBill = new Map<string, ModelBill>();
  for (let day = 0; day < 3; day += 1) {
    const counting = contracts.filter((c) => c.startDay <= day && (c.endDay === null || c.endDay > day));
    const valid = w.bets.filter((b) => b.day === day && !b.rolledBack);
    const turnoverOf = (m: number) => valid.filter((b) => b.member === m).reduce((s, b) => s + BigInt(b.stake), 0n);
    const dayBills: ModelBill[] = [];
    for (const c of counting) {
      const team = valid.filter((b) => isBelow(b.member, c.agent) && (c.gameType === 'CONS' || b.gameType === c.gameType));
      const turnover = team.reduce((s, b) => s + BigInt(b.stake), 0n);
      const netLoss = team.reduce((s, b) => s + BigInt(b.stake - b.payout), 0n);
      const active = w.nodes.filter((_, m) => isBelow(m, c.agent) && turnoverOf(m) >= ACTIVE_MIN).length;
      const previous = lastBill.get(`${c.agent}:${c.gameType}`);
      let carriedIn = 0n;
      if (w.kind === 'dividend' && previous) {
        if (c.carryPolicy === 'forever') carriedIn = previous.carryOut;
        if (c.carryPolicy === 'previous' && previous.day === day - 1) carriedIn = previous.netLoss < 0n ? previous.netLoss : 0n;
        if (c.carryPolicy === 'half_month' && halfMonth(w, previous.day) === halfMonth(w, day)) carriedIn = previous.carryOut;
      }
      let carryOut = 0n;
      if (w.kind === 'dividend') {
        if (c.carryPolicy === 'previous') carryOut = netLoss < 0n ? netLoss : 0n;
        else if (c.carryPolicy !== 'none') carryOut = netLoss + carriedIn < 0n ? netLoss + carriedIn : 0n;
      }
      let tier: number | null = null;
      c.tiers.forEach((t, i) => {
        if (turnover >= BigInt(t.turnover) && active >= t.activeMembers && (t.netLoss === undefined || netLoss >= BigInt(t.netLoss))) tier = i;
      });
      let amount = 0n;
      if (tier !== null) {
        const t = c.tiers[tier]!;
        const base = w.kind === 'dividend' ? netLoss + carriedIn : turnover;
        if (t.rateType === 'F') amount = w.kind === 'dividend' && base <= 0n ? 0n : BigInt(Math.floor(t.bp / 10_000));
        else amount = base > 0n ? (base * BigInt(t.bp)) / 10_000n : 0n;
      }
      const bill: ModelBill = { agent: c.agent, gameType: c.gameType, day, turnover, netLoss, active, carriedIn, carryOut, tier, amount, paid: 0n, payer: parentOf(c.agent), status: '' };
      dayBills.push(bill);
    }
    // Top-down, then by member order (ids rise with the index), then game type.
    dayBills.sort((a, b) => depth(a.agent) - depth(b.agent) || a.agent - b.agent || (a.gameType < b.gameType ? -1 : a.gameType > b.gameType ? 1 : 0));
    for (const bill of dayBills) {
      if (bill.amount > 0n) {
        const pay = bill.payer === null ? bill.amount : balance[bill.payer]! < bill.amount ? balance[bill.payer]! : bill.amount;
        if (bill.payer !== null) balance[bill.payer] = balance[bill.payer]! - pay;
        balance[bill.agent] = balance[bill.agent]! + pay;
        bill.paid = pay;
      }
      bill.status = bill.tier === null ? 'not_reached' : bill.paid === bill.amount ? 'issued' : bill.paid === 0n ? 'insufficient' : 'partial';
      lastBill.set(`${bill.agent}:${bill.gameType}`, bill);
      bills.push(bill);
    }
  }
  return { bills, balance };
}

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.cleanup());

test('settled bills and balances match the model; paid = sum of payments; a second run changes nothing', async () => {
  const { db } = testDb;
  const ledger = new Ledger(db);
  await fc.assert(
    fc.asyncProperty(world, async (w) => {
      const brand = await newBrand(db, { dividend: { period: 'daily', carryPolicy: 'forever' } });
      const ids = await placeMembers(db, brand, w.nodes);
      const contracts = contractsOf(w);
      await writeContracts(db, brand, contracts.map((c) => ({
        agentId: ids[c.agent]!,
        offeredBy: w.nodes[c.agent]!.parent === null ? null : ids[w.nodes[c.agent]!.parent!]!,
        kind: w.kind,
        gameType: c.gameType,
        carryPolicy: c.carryPolicy,
        tiers: c.tiers.map((t): ContractTier => ({
          turnover: t.turnover, activeMembers: t.activeMembers, rateType: t.rateType, rate: t.rateType === 'F' ? String(Math.floor(t.bp / 10_000)) : rateText(t.bp),
          ...(t.netLoss !== undefined ? { netLoss: t.netLoss } : {}),
        })),
        effectiveFrom: dayStart(w, c.startDay),
        endedAt: c.endDay === null ? null : dayStart(w, c.endDay),
      })));
      const bets: TestBet[] = w.bets.map((b, i) => ({
        memberId: ids[b.member]!, gameType: b.gameType, stake: BigInt(b.stake), payout: b.rolledBack ? 0n : BigInt(b.payout),
        settledAt: new Date(dayStart(w, b.day).getTime() + ((i * 7919) % DAY)), status: b.rolledBack ? 'rolled_back' : 'settled',
      }));
      await writeBets(db, brand, bets);
      for (const [i, amount] of w.opening.entries()) await fund(ledger, brand, ids[i]!, BigInt(amount));

      const first = await settlePeriods(db, ledger, brand, w.kind, dayStart(w, 0), dayStart(w, 3), 'test');
      expect(first.map((o) => o.settled)).toEqual([true, true, true]);

      const expected = model(w);
      const bills = await readBills(db, brand, w.kind);
      expect(bills.map((b) => ({
        agent: ids.indexOf(b.agentId), gameType: b.gameType, periodStart: b.periodStart, turnover: b.turnover, netLoss: b.netLoss, active: b.activeMembers,
        carriedIn: b.carriedIn, carryOut: b.carryOut, tier: b.tierIndex, amount: b.amount, paid: b.paid, status: b.status,
        payer: b.payerId === null ? null : ids.indexOf(b.payerId),
      }))).toEqual(
        [...expected.bills]
          .sort((a, b) => a.day - b.day || Number(BigInt(ids[a.agent]!) - BigInt(ids[b.agent]!)) || a.gameType.localeCompare(b.gameType))
          .map((b) => ({
            agent: b.agent, gameType: b.gameType, periodStart: dayStart(w, b.day).toISOString(), turnover: b.turnover.toString(), netLoss: b.netLoss.toString(),
            active: b.active, carriedIn: b.carriedIn.toString(), carryOut: b.carryOut.toString(), tier: b.tier, amount: b.amount.toString(), paid: b.paid.toString(),
            status: b.status, payer: b.payer,
          })),
      );
      const after = await balances(db, brand, ids);
      expect(ids.map((id) => after.get(id)!)).toEqual(expected.balance);
      expect([...after.values()].every((v) => v >= 0n)).toBe(true);
      const paid = await commissionTotals(db, brand);
      expect(paid.sum).toBe(bills.reduce((s, b) => s + BigInt(b.paid), 0n));
      expect(paid.count).toBe(bills.filter((b) => BigInt(b.paid) > 0n).length);
      // Each payer's own bill records what it owed and paid its direct downlines.
      for (const bill of bills) {
        const owed = bills.filter((d) => d.payerId === bill.agentId && d.periodStart === bill.periodStart && d.gameType === bill.gameType);
        expect([bill.downlineBilled, bill.downlinePaid]).toEqual([
          owed.reduce((s, d) => s + BigInt(d.amount), 0n).toString(), owed.reduce((s, d) => s + BigInt(d.paid), 0n).toString(),
        ]);
      }

      const again = await settlePeriods(db, ledger, brand, w.kind, dayStart(w, 0), dayStart(w, 3), 'test');
      expect(again.map((o) => o.settled)).toEqual([false, false, false]);
      expect(await readBills(db, brand, w.kind)).toEqual(bills);
      expect(await commissionTotals(db, brand)).toEqual(paid);
      expect(await balances(db, brand, ids)).toEqual(after);
    }),
    { numRuns: 30, interruptAfterTimeLimit: 150_000 },
  );
}, 200_000);

test('a written bill can be neither changed nor removed', async () => {
  const { db } = testDb;
  const ledger = new Ledger(db);
  const brand = await newBrand(db);
  const [top, member] = await placeMembers(db, brand, [{ parent: null, agent: true }, { parent: 0, agent: false }]);
  const day = new Date('2031-03-01T00:00:00+06:00');
  await writeContracts(db, brand, [{ agentId: top!, offeredBy: null, kind: 'daily', tiers: [{ turnover: 0, activeMembers: 0, rateType: 'P', rate: '0.01' }], effectiveFrom: day }]);
  await writeBets(db, brand, [{ memberId: member!, gameType: 'RNG', stake: 50_000n, payout: 0n, settledAt: new Date(day.getTime() + 3600_000) }]);
  await settlePeriods(db, ledger, brand, 'daily', day, new Date(day.getTime() + DAY), 'test');
  await expect(db.query("UPDATE agent_bills SET paid = 0, status = 'insufficient' WHERE merchant_code = $1", [brand])).rejects.toThrow(/never changed/);
  await expect(db.query('DELETE FROM agent_bills WHERE merchant_code = $1', [brand])).rejects.toThrow(/never changed/);
  expect((await readBills(db, brand, 'daily')).map((b) => [b.amount, b.paid, b.status])).toEqual([['500', '500', 'issued']]);
});

test('dividend carry-over by policy: one deficit in net-loss units, the rate applied once', async () => {
  const { db } = testDb;
  const ledger = new Ledger(db);
  const brand = await newBrand(db, { dividend: { period: 'daily', carryPolicy: 'forever' } });
  const policies: CarryPolicy[] = ['none', 'forever', 'previous', 'half_month'];
  // One agent per policy, each with one member; days 14, 15 and 16 of a month (16: a new half).
  const ids = await placeMembers(db, brand, policies.flatMap((_, i) => [{ parent: null, agent: true }, { parent: 2 * i, agent: false }]));
  const day = (n: number) => new Date(Date.UTC(2031, 6, 14 + n) - 6 * 3600_000);
  await writeContracts(db, brand, policies.map((carryPolicy, i) => ({
    agentId: ids[2 * i]!, offeredBy: null, kind: 'dividend' as const, carryPolicy, effectiveFrom: day(0),
    tiers: [{ turnover: 0, activeMembers: 0, rateType: 'P' as const, rate: '0.5' }],
  })));
  // The team wins 10,000 on the 14th, loses 6,000 on the 15th and 8,000 on the 16th.
  const netLosses = [-10_000, 6_000, 8_000];
  await writeBets(db, brand, policies.flatMap((_, i) => netLosses.map((loss, d) => ({
    memberId: ids[2 * i + 1]!, gameType: 'RNG', stake: 20_000n, payout: BigInt(20_000 - loss), settledAt: new Date(day(d).getTime() + 3600_000),
  }))));
  await settlePeriods(db, ledger, brand, 'dividend', day(0), day(3), 'test');
  const bills = await readBills(db, brand, 'dividend');
  const of = (i: number) => bills.filter((b) => b.agentId === ids[2 * i]).map((b) => [b.carriedIn, b.amount, b.carryOut]);
  expect(of(0)).toEqual([['0', '0', '0'], ['0', '3000', '0'], ['0', '4000', '0']]);
  expect(of(1)).toEqual([['0', '0', '-10000'], ['-10000', '0', '-4000'], ['-4000', '2000', '0']]);
  expect(of(2)).toEqual([['0', '0', '-10000'], ['-10000', '0', '0'], ['0', '4000', '0']]);
  expect(of(3)).toEqual([['0', '0', '-10000'], ['-10000', '0', '-4000'], ['0', '4000', '0']]);
});
