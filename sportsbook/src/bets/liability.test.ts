import type { Queryable } from '@khela/server-kit/db';
import { BookHarness } from '../testing/book-harness';
import { migrate } from '../db/migrate';

jest.setTimeout(60_000);

/**
 * The running liability (liability.ts, `selection_liability`) against the sum placement used to
 * take at each bet: kept here as the oracle, word for word the query the book ran before
 * migration 004. Whatever happens to the bets, each (market, selection) total equals it.
 */
async function oracle(db: Queryable): Promise<Record<string, number>> {
  const rows = await db.query<{ market_id: string; code: string; liability: string | number }>(
    `SELECT s.market_id, s.code, COALESCE(SUM(b.potential_return - b.hold), 0) AS liability
       FROM selections s
       LEFT JOIN bet_legs l ON l.market_id = s.market_id AND l.selection_code = s.code
       LEFT JOIN bets b ON b.id = l.bet_id AND b.state IN ('created', 'open')
      GROUP BY s.market_id, s.code`,
  );
  return Object.fromEntries(rows.map((row) => [`${row.market_id}/${row.code}`, Number(row.liability)]));
}

/** The running totals, every selection (no row: 0), in the oracle's shape. */
async function running(db: Queryable): Promise<Record<string, number>> {
  const rows = await db.query<{ market_id: string; code: string; liability: string | number }>(
    `SELECT s.market_id, s.code, COALESCE(t.liability, 0) AS liability
       FROM selections s LEFT JOIN selection_liability t ON t.market_id = s.market_id AND t.selection_code = s.code`,
  );
  return Object.fromEntries(rows.map((row) => [`${row.market_id}/${row.code}`, Number(row.liability)]));
}

const ONE_X_TWO = [
  { code: 'home', price: '2.00' },
  { code: 'draw', price: '3.40' },
  { code: 'away', price: '3.80' },
];

let h: BookHarness;
beforeEach(async () => {
  h = new BookHarness();
  await h.open({ inPlayDelayMs: 0 });
});
afterEach(async () => h.close());

async function expectTotalsMatch(step: string): Promise<Record<string, number>> {
  const expected = await oracle(h.db);
  expect({ step, totals: await running(h.db) }).toEqual({ step, totals: expected });
  return expected;
}

const leg = (marketId: string, selectionCode: string, price: string) => ({ marketId, selectionCode, price });

it('keeps every running total equal to the full sum through singles, parlays, refusals, rollbacks, cancels, settlement, void, a correction and a restart', async () => {
  const a = await h.market({ type: 'football_1x2', selections: ONE_X_TWO, home: 'A' });
  const b = await h.market({ type: 'football_1x2', selections: ONE_X_TWO, home: 'B' });
  const c = await h.market({ type: 'football_over_under', specifiers: { total: '2.5' }, selections: [{ code: 'over', price: '1.86' }, { code: 'under', price: '1.96' }], home: 'C' });
  const d = await h.market({ type: 'football_1x2', selections: ONE_X_TWO, home: 'D' });
  const s = await h.market({ sport: 'cricket', type: 'cricket_session', specifiers: { total: '46', overNumber: 6 }, selections: [{ code: 'yes', rate: 100 }, { code: 'no', rate: 90 }], home: 'S' });
  const rich = await h.player('rich', 10_000_000);
  const poor = await h.player('poor', 1_500);
  const accepted = async (session: string, stake: number, legs: object[]) => {
    const placed = await h.bet(session, { stake, acceptance: 'any', legs });
    expect(placed.body.status).toBe('accepted');
    return placed.body.bet.id as string;
  };

  // Singles, a session NO (held at its risk, so its profit is not stake × (price − 1)) and parlays.
  await accepted(rich, 10_000, [leg(a.marketId, 'home', '2.00')]);
  await accepted(rich, 3_000, [leg(a.marketId, 'away', '3.80')]);
  const cancelled = await accepted(rich, 4_000, [leg(a.marketId, 'draw', '3.40')]);
  await accepted(rich, 2_000, [leg(b.marketId, 'draw', '3.40')]);
  await accepted(rich, 10_000, [leg(s.marketId, 'no', '1.90')]);
  await accepted(rich, 5_000, [leg(s.marketId, 'yes', '2.00')]);
  const parlayWon = await accepted(rich, 1_000, [leg(a.marketId, 'home', '2.00'), leg(b.marketId, 'away', '3.80'), leg(c.marketId, 'over', '1.86')]);
  const parlayLost = await accepted(rich, 2_000, [leg(a.marketId, 'draw', '3.40'), leg(d.marketId, 'home', '2.00')]);
  const parlayVoid = await accepted(rich, 1_500, [leg(c.marketId, 'under', '1.96'), leg(d.marketId, 'away', '3.80')]);
  let totals = await expectTotalsMatch('placed');
  // A parlay's whole profit on each leg: 1,000 × 2.00 × 3.80 × 1.86 − 1,000 = 13,136 on A home, B away and C over.
  expect(totals[`${b.marketId}/away`]).toBe(13_136);
  expect(totals[`${a.marketId}/home`]).toBe(10_000 + 13_136);

  // Refused by the wallet (insufficient funds) and a debit never answered (rolled back): nothing stays.
  expect((await h.bet(poor, { stake: 2_000, legs: [leg(a.marketId, 'home', '2.00')] })).body.status).toBe('insufficient');
  h.api.failNext('bet', 2); // both tries of the harness's retryDelaysMs [1]
  expect((await h.bet(rich, { stake: 2_000, legs: [leg(b.marketId, 'home', '2.00')] })).body.status).toBe('failed');
  await expectTotalsMatch('refused and rolled back');

  // A trader's cancel (rollback of an open bet).
  expect((await h.ops('POST', `/ops/bets/${cancelled}/cancel`, { reason: 'palpable error' })).body).toEqual({ state: 'rolled_back' });
  await expectTotalsMatch('cancelled');

  // A settles home: its singles leave; the winning parlay stays live on B and C (and on A's home, as
  // the full sum counts it), the parlay lost on A's draw leaves everywhere, D included.
  await h.ops('POST', `/ops/markets/${a.marketId}/result`, { result: { kind: 'score', home: 2, away: 0 } });
  totals = await expectTotalsMatch('A settled');
  expect(totals[`${a.marketId}/home`]).toBe(13_136);
  expect(totals[`${d.marketId}/home`]).toBe(0);

  // D voided: the void leg's parlay stays live on C (its other leg).
  await h.ops('POST', `/ops/markets/${d.marketId}/void`, { reason: 'abandoned' });
  await expectTotalsMatch('D voided');
  // A corrected (away now): settled bets are re-settled by the difference, nothing comes back to life.
  await h.ops('POST', `/ops/markets/${a.marketId}/result`, { result: { kind: 'score', home: 0, away: 1 } });
  await expectTotalsMatch('A corrected');
  // The session line.
  await h.ops('POST', `/ops/markets/${s.marketId}/result`, { result: { kind: 'session', session: { runs: 44, penaltyRuns: 0, end: 'completed' } } });
  await expectTotalsMatch('session settled');

  // A bet whose debit's fate a crash left unknown (`created`): the restart rolls it back.
  const unknown = await accepted(rich, 1_000, [leg(b.marketId, 'home', '2.00')]);
  await h.db.query(`UPDATE bets SET state = 'created' WHERE id = $1`, [unknown]);
  await expectTotalsMatch('created before the restart');
  await h.restart({ inPlayDelayMs: 0 });
  await expectTotalsMatch('restarted');
  expect((await h.db.query<{ state: string }>('SELECT state FROM bets WHERE id = $1', [unknown]))[0]!.state).toBe('rolled_back');

  await h.ops('POST', `/ops/markets/${b.marketId}/result`, { result: { kind: 'score', home: 0, away: 1 } });
  await h.ops('POST', `/ops/markets/${c.marketId}/result`, { result: { kind: 'score', home: 2, away: 1 } });
  totals = await expectTotalsMatch('all settled');
  expect(Object.values(totals).every((amount) => amount === 0)).toBe(true);
  const states = await h.db.query<{ id: string; state: string }>('SELECT id, state FROM bets WHERE id = ANY($1::text[]) ORDER BY id', [[parlayWon, parlayLost, parlayVoid]]);
  expect(states.map((row) => row.state)).toEqual(['settled', 'settled', 'settled']);

  // The ops view reads the same totals.
  const view = await h.ops('GET', `/ops/markets/${b.marketId}/liability`);
  expect(view.body).toMatchObject({ bySelection: { home: 0, draw: 0, away: 0 } });
});

it('refuses over the maximum liability at the same bet the full sum did, and takes bets again once exposure is released', async () => {
  const cap = 20_000;
  const a = await h.market({ type: 'football_1x2', selections: ONE_X_TWO, maxLiability: cap, home: 'A' });
  const b = await h.market({ type: 'football_1x2', selections: ONE_X_TWO, home: 'B' });
  const session = await h.player('p', 10_000_000);
  // A fixed mixed sequence of singles and parlays with a leg on A: each is expected refused exactly
  // when the oracle's total on its A selection plus its profit goes over the cap.
  const slips = [
    { stake: 4_000, legs: [leg(a.marketId, 'home', '2.00')] },
    { stake: 3_000, legs: [leg(a.marketId, 'home', '2.00'), leg(b.marketId, 'draw', '3.40')] },
    { stake: 5_000, legs: [leg(a.marketId, 'away', '3.80')] },
    { stake: 1_000, legs: [leg(a.marketId, 'home', '2.00')] },
    { stake: 2_500, legs: [leg(a.marketId, 'away', '3.80')] },
    { stake: 1_000, legs: [leg(a.marketId, 'home', '2.00')] },
    { stake: 1_000, legs: [leg(a.marketId, 'draw', '3.40'), leg(b.marketId, 'home', '2.00')] },
    { stake: 1_000, legs: [leg(a.marketId, 'home', '2.00')] },
  ];
  const prices: Record<string, number> = { home: 2, draw: 3.4, away: 3.8 };
  const outcomes: string[] = [];
  const expected: string[] = [];
  const placedIds: string[] = [];
  for (const slip of slips) {
    const before = await oracle(h.db);
    const onA = slip.legs.find((l) => l.marketId === a.marketId)!;
    const profit = Math.round(slip.stake * slip.legs.reduce((product, l) => product * prices[l.selectionCode]!, 1)) - slip.stake;
    expected.push(before[`${a.marketId}/${onA.selectionCode}`]! + profit > cap ? 'liability_exceeded' : 'accepted');
    const placed = await h.bet(session, { ...slip, acceptance: 'any' });
    outcomes.push(placed.body.status);
    if (placed.body.status === 'accepted') placedIds.push(placed.body.bet.id);
    await expectTotalsMatch(`slip ${outcomes.length}`);
  }
  expect(outcomes).toEqual(expected);
  // The sequence does reach the cap (home: 4,000 + 3,000 × 6.8 − 3,000 = 21,400 would be over: refused).
  expect(outcomes).toEqual(['accepted', 'liability_exceeded', 'accepted', 'accepted', 'liability_exceeded', 'accepted', 'accepted', 'accepted']);
  expect((await h.ops('GET', `/ops/markets/${a.marketId}/liability`)).body).toMatchObject({ bySelection: { home: 7_000, draw: 5_800, away: 14_000 } });

  // At the cap on away (14,000 + 7,000 > 20,000: refused); a cancel releases 14,000 and the same bet goes through.
  expect((await h.bet(session, { stake: 2_500, acceptance: 'any', legs: [leg(a.marketId, 'away', '3.80')] })).body.status).toBe('liability_exceeded');
  const awayBet = placedIds[1]!;
  await h.ops('POST', `/ops/bets/${awayBet}/cancel`, { reason: 'palpable error' });
  expect((await h.bet(session, { stake: 2_500, acceptance: 'any', legs: [leg(a.marketId, 'away', '3.80')] })).body.status).toBe('accepted');
  await expectTotalsMatch('after the cancel');
});

it('backfills the running totals of the bets live when migration 004 runs', async () => {
  const a = await h.market({ type: 'football_1x2', selections: ONE_X_TWO, home: 'A' });
  const b = await h.market({ type: 'football_1x2', selections: ONE_X_TWO, home: 'B' });
  const session = await h.player('p', 1_000_000);
  await h.bet(session, { stake: 1_000, legs: [leg(a.marketId, 'home', '2.00')] });
  await h.bet(session, { stake: 2_000, legs: [leg(a.marketId, 'away', '3.80'), leg(b.marketId, 'draw', '3.40')] });
  const settled = await h.market({ type: 'football_1x2', selections: ONE_X_TWO, home: 'C' });
  await h.bet(session, { stake: 3_000, legs: [leg(settled.marketId, 'draw', '3.40')] });
  await h.ops('POST', `/ops/markets/${settled.marketId}/result`, { result: { kind: 'score', home: 1, away: 1 } });
  const before = await expectTotalsMatch('before');
  expect(before[`${b.marketId}/draw`]).toBe(Math.round(2_000 * 3.8 * 3.4) - 2_000);

  // As a book of migrations 001–003 holding these bets: the table gone, 004 not recorded; migrate runs it.
  await h.db.query('DROP TABLE selection_liability');
  await h.db.query(`DELETE FROM book_migrations WHERE name LIKE '004_%'`);
  expect(await migrate(h.db)).toEqual(['004_selection_liability.sql']);
  expect(await running(h.db)).toEqual(before);
  expect((await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM selection_liability WHERE liability <> 0'))[0]!.n).toBe(3);
});
