import { parlayReturn } from '@khela/contracts/sportsbook';
import { SeamlessWalletClient } from '@khela/server-kit/vendor';
import { sweepDue } from './bets/recovery';
import { BookHarness, dyingAfterWins, SECRET } from './testing/book-harness';

jest.setTimeout(30_000);

const ONE_X_TWO = [
  { code: 'home', price: '2.00' },
  { code: 'draw', price: '3.40' },
  { code: 'away', price: '3.80' },
];

let h: BookHarness;
beforeEach(async () => {
  h = new BookHarness();
  await h.open();
});
afterEach(async () => h.close());

const winsOf = (betId: string) => h.api.winsApplied.filter((w) => w.transactionId === `${betId}:win`);

describe('settlement through the service', () => {
  it('holds the stake, pays a won single once, and a second identical result changes nothing', async () => {
    const { marketId } = await h.market({ type: 'football_1x2', selections: ONE_X_TWO });
    const session = await h.player('m1', 100_000);
    const placed = await h.bet(session, { stake: 10_000, acceptance: 'ask', legs: [{ marketId, selectionCode: 'home', price: '2.00' }] });
    expect(placed.status).toBe(200);
    expect(placed.body.status).toBe('accepted');
    expect(h.api.balanceOf('m1')).toBe(90_000);

    const settled = await h.ops('POST', `/ops/markets/${marketId}/result`, { result: { kind: 'score', home: 2, away: 0 } });
    expect(settled.body).toMatchObject({ settled: 1, unchanged: false });
    expect(h.api.balanceOf('m1')).toBe(110_000);
    const again = await h.ops('POST', `/ops/markets/${marketId}/result`, { result: { kind: 'score', home: 2, away: 0 } });
    expect(again.body).toMatchObject({ unchanged: true });
    expect(winsOf(placed.body.bet.id)).toEqual([{ transactionId: `${placed.body.bet.id}:win`, amount: 20_000 }]);
    expect(h.api.openBets()).toHaveLength(0);

    const mine = await h.request('GET', `/api/sessions/${session}/bets`);
    expect(mine.body.bets[0]).toMatchObject({ state: 'settled', payout: 20_000, kind: 'single' });
  });

  it('pays a lost bet a win of 0 and a voided market the stake back', async () => {
    const lost = await h.market({ type: 'football_1x2', selections: ONE_X_TWO });
    const voided = await h.market({ type: 'football_1x2', selections: ONE_X_TWO });
    const session = await h.player('m2', 100_000);
    const a = await h.bet(session, { stake: 5_000, legs: [{ marketId: lost.marketId, selectionCode: 'home', price: '2.00' }] });
    const b = await h.bet(session, { stake: 7_000, legs: [{ marketId: voided.marketId, selectionCode: 'away', price: '3.80' }] });
    await h.ops('POST', `/ops/markets/${lost.marketId}/result`, { result: { kind: 'score', home: 0, away: 1 } });
    await h.ops('POST', `/ops/markets/${voided.marketId}/void`, { reason: 'abandoned' });
    expect(winsOf(a.body.bet.id)[0]!.amount).toBe(0);
    expect(winsOf(b.body.bet.id)[0]!.amount).toBe(7_000);
    expect(h.api.balanceOf('m2')).toBe(95_000);
  });

  it('pays a parlay with a void leg and a half-won leg as the contract says', async () => {
    const over = await h.market({ type: 'football_over_under', specifiers: { total: '2.75' }, selections: [{ code: 'over', price: '1.86' }, { code: 'under', price: '1.96' }] });
    const voidLeg = await h.market({ type: 'football_1x2', selections: ONE_X_TWO });
    const win = await h.market({ type: 'football_1x2', selections: ONE_X_TWO });
    const session = await h.player('m3', 100_000);
    const placed = await h.bet(session, {
      stake: 10_000,
      acceptance: 'ask',
      legs: [
        { marketId: over.marketId, selectionCode: 'over', price: '1.86' },
        { marketId: voidLeg.marketId, selectionCode: 'draw', price: '3.40' },
        { marketId: win.marketId, selectionCode: 'home', price: '2.00' },
      ],
    });
    expect(placed.body).toMatchObject({ status: 'accepted', bet: { kind: 'parlay', potentialReturn: parlayReturn(10_000, ['1.86', '3.40', '2.00'].map((price) => ({ price, settlement: { outcome: 'won' } }))) } });
    await h.ops('POST', `/ops/markets/${over.marketId}/result`, { result: { kind: 'score', home: 2, away: 1 } });
    await h.ops('POST', `/ops/markets/${voidLeg.marketId}/void`, { reason: 'not played in time' });
    expect(winsOf(placed.body.bet.id)).toHaveLength(0);
    await h.ops('POST', `/ops/markets/${win.marketId}/result`, { result: { kind: 'score', home: 1, away: 0 } });
    // 3 goals on over 2.75: half won, (1.86 − 1)/2 + 1 = 1.43; the void leg 1.00; the won leg 2.00.
    const expected = parlayReturn(10_000, [
      { price: '1.86', settlement: { outcome: 'half_won' } },
      { price: '3.40', settlement: { outcome: 'void' } },
      { price: '2.00', settlement: { outcome: 'won' } },
    ]);
    expect(expected).toBe(28_600);
    expect(winsOf(placed.body.bet.id)).toEqual([{ transactionId: `${placed.body.bet.id}:win`, amount: expected }]);
  });

  it('re-settles a corrected result by booking only the difference, once', async () => {
    const { marketId } = await h.market({ type: 'football_1x2', selections: ONE_X_TWO });
    const session = await h.player('m4', 100_000);
    const placed = await h.bet(session, { stake: 10_000, legs: [{ marketId, selectionCode: 'home', price: '2.00' }] });
    await h.ops('POST', `/ops/markets/${marketId}/result`, { result: { kind: 'score', home: 1, away: 0 } });
    const corrected = await h.ops('POST', `/ops/markets/${marketId}/result`, { result: { kind: 'score', home: 1, away: 1 } });
    expect(corrected.body).toMatchObject({ corrected: 1, deltaTotal: -20_000, resultVersion: 2 });
    const repeated = await h.ops('POST', `/ops/markets/${marketId}/result`, { result: { kind: 'score', home: 1, away: 1 } });
    expect(repeated.body).toMatchObject({ unchanged: true, corrected: 0 });
    const rows = await h.db.query<{ version: number; payout: string; delta: string; kind: string }>('SELECT version, payout, delta, kind FROM bet_settlements WHERE bet_id = $1 ORDER BY version', [placed.body.bet.id]);
    expect(rows.map((r) => [r.version, Number(r.payout), Number(r.delta), r.kind])).toEqual([
      [1, 20_000, 20_000, 'first'],
      [2, 0, -20_000, 'correction'],
    ]);
    // Khela's wallet moved the difference with `adjust`, keyed by the correction's key.
    const id = placed.body.bet.id;
    expect(h.api.balanceOf('m4')).toBe(90_000);
    expect(h.api.adjustmentsApplied).toEqual([{ transactionId: `${id}:resettle:2`, betTransactionId: `${id}:bet`, amount: -20_000, shortfall: 0 }]);
    // Back to the first result: +20,000, booked as version 3.
    const back = await h.ops('POST', `/ops/markets/${marketId}/result`, { result: { kind: 'score', home: 1, away: 0 } });
    expect(back.body).toMatchObject({ corrected: 1, deltaTotal: 20_000 });
    expect(winsOf(id)).toHaveLength(1);
    expect(h.api.adjustmentsApplied.map((a) => [a.transactionId, a.amount])).toEqual([
      [`${id}:resettle:2`, -20_000],
      [`${id}:resettle:3`, 20_000],
    ]);
    expect(h.api.balanceOf('m4')).toBe(110_000);
    expect(h.api.bets.get(`${id}:bet`)).toMatchObject({ status: 'settled', payout: 20_000 });
    const acknowledged = await h.db.query<{ version: number; adjust_status: string | null }>('SELECT version, adjust_status FROM bet_settlements WHERE bet_id = $1 ORDER BY version', [id]);
    expect(acknowledged).toEqual([
      { version: 1, adjust_status: null },
      { version: 2, adjust_status: 'OK' },
      { version: 3, adjust_status: 'OK' },
    ]);
  });

  it('sends a correction Khela did not answer again (the sweep, then a restart), moving it once, and only after the bet\'s win', async () => {
    const { marketId } = await h.market({ type: 'football_1x2', selections: ONE_X_TWO });
    const session = await h.player('m5', 100_000);
    const id = (await h.bet(session, { stake: 10_000, legs: [{ marketId, selectionCode: 'home', price: '2.00' }] })).body.bet.id;
    // The win goes unanswered (answer lost, then a failure): the bet stays `settling`.
    h.api.failNext('win', 1, 'lose');
    h.api.failNext('win', 2);
    await h.ops('POST', `/ops/markets/${marketId}/result`, { result: { kind: 'score', home: 1, away: 0 } });
    // The correction is booked in the book, but not sent while the win is unanswered.
    h.api.failNext('adjust', 1, 'lose');
    h.api.failNext('adjust', 2);
    await h.ops('POST', `/ops/markets/${marketId}/result`, { result: { kind: 'score', home: 0, away: 0 } });
    expect(h.api.callsOf('adjust')).toHaveLength(0);
    // The sweep, once the win's retry is due (made due here, not waited for: a sweep that ran before
    // the backoff ended found nothing to do whenever the correction above was fast):
    // the win first (repeated, applied once), then the correction, whose answer is lost and then fails.
    await h.db.query(`UPDATE bets SET next_attempt_at = now() - interval '1 second' WHERE id = $1`, [id]);
    await sweepDue(h.db, h.book.money);
    expect(winsOf(id)).toHaveLength(1);
    expect(h.api.adjustmentsApplied).toHaveLength(1);
    const [pending] = await h.db.query<{ adjusted_at: string | null; attempts: number }>('SELECT adjusted_at, attempts FROM bet_settlements WHERE bet_id = $1 AND version = 2', [id]);
    expect(pending).toMatchObject({ adjusted_at: null, attempts: 1 });
    // A restart sends it again: Khela answers its first answer, nothing moves twice.
    await h.restart();
    expect(h.api.callsOf('adjust').length).toBeGreaterThanOrEqual(3);
    expect(new Set(h.api.callsOf('adjust').map((call) => call.body.transactionId))).toEqual(new Set([`${id}:resettle:2`]));
    expect(h.api.adjustmentsApplied).toEqual([{ transactionId: `${id}:resettle:2`, betTransactionId: `${id}:bet`, amount: -20_000, shortfall: 0 }]);
    expect(h.api.balanceOf('m5')).toBe(90_000);
    const [done] = await h.db.query<{ adjust_status: string }>('SELECT adjust_status FROM bet_settlements WHERE bet_id = $1 AND version = 2', [id]);
    expect(done!.adjust_status).toBe('OK');
  });

  it('records the shortfall when a take-back is more than the player has left', async () => {
    const first = await h.market({ type: 'football_1x2', selections: ONE_X_TWO });
    const other = await h.market({ type: 'football_1x2', selections: ONE_X_TWO });
    const session = await h.player('m6', 10_000);
    const id = (await h.bet(session, { stake: 10_000, legs: [{ marketId: first.marketId, selectionCode: 'home', price: '2.00' }] })).body.bet.id;
    await h.ops('POST', `/ops/markets/${first.marketId}/result`, { result: { kind: 'score', home: 1, away: 0 } });
    expect(h.api.balanceOf('m6')).toBe(20_000);
    // The player stakes 15,000 of the 20,000 elsewhere; the correction takes back 20,000.
    await h.bet(session, { stake: 15_000, legs: [{ marketId: other.marketId, selectionCode: 'home', price: '2.00' }] });
    await h.ops('POST', `/ops/markets/${first.marketId}/result`, { result: { kind: 'score', home: 0, away: 1 } });
    expect(h.api.balanceOf('m6')).toBe(0);
    const [row] = await h.db.query<{ delta: string; adjust_status: string; shortfall: string }>('SELECT delta, adjust_status, shortfall FROM bet_settlements WHERE bet_id = $1 AND version = 2', [id]);
    expect({ ...row, delta: Number(row!.delta), shortfall: Number(row!.shortfall) }).toEqual({ delta: -20_000, adjust_status: 'OK', shortfall: 15_000 });
  });

  it('settles a bet whose debit was still on its way when its market settled', async () => {
    const { marketId } = await h.market({ type: 'football_1x2', selections: ONE_X_TWO });
    const session = await h.player('m8', 100_000);
    h.api.holds.bet = 'after';
    const placing = h.bet(session, { stake: 10_000, legs: [{ marketId, selectionCode: 'away', price: '3.80' }] });
    while (h.api.heldCount('bet') === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const settled = await h.ops('POST', `/ops/markets/${marketId}/result`, { result: { kind: 'score', home: 0, away: 2 } });
    expect(settled.body).toMatchObject({ settled: 0 });
    h.api.holds.bet = undefined;
    await h.api.releaseHeld();
    const placed = await placing;
    expect(placed.body.status).toBe('accepted');
    expect(winsOf(placed.body.bet.id)).toEqual([{ transactionId: `${placed.body.bet.id}:win`, amount: 38_000 }]);
    expect(h.api.balanceOf('m8')).toBe(128_000);
  });

  it('pays the bets of a market several at a time, each win once, with the sweep running alongside', async () => {
    await h.restart({ creditConcurrency: 4, sweepMs: 20 });
    const { marketId } = await h.market({ type: 'football_1x2', selections: ONE_X_TWO });
    const sessions = [await h.player('p1', 1_000_000), await h.player('p2', 1_000_000), await h.player('p3', 1_000_000)];
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const placed = await h.bet(sessions[i % 3]!, { stake: 1_000, acceptance: 'any', legs: [{ marketId, selectionCode: i % 2 ? 'home' : 'away', price: i % 2 ? '2.00' : '3.80' }] });
      ids.push(placed.body.bet.id);
    }
    h.api.holds.win = 'before';
    const settling = h.ops('POST', `/ops/markets/${marketId}/result`, { result: { kind: 'score', home: 1, away: 0 } });
    const until = Date.now() + 5_000;
    while (h.api.heldCount('win') < 4 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
    // Several sweeps (every 20 ms) go by: none of them pays a bet the settlement is paying.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(h.api.heldCount('win')).toBe(4);
    delete h.api.holds.win;
    await h.api.releaseHeld();
    expect((await settling).body).toMatchObject({ settled: 12 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(h.api.callsOf('win').map((call) => call.body.transactionId).sort()).toEqual(ids.map((id) => `${id}:win`).sort());
    expect(h.api.winsApplied.reduce((sum, win) => sum + win.amount, 0)).toBe(6 * 2_000);
    expect(h.api.openBets()).toHaveLength(0);
    const states = await h.db.query<{ state: string }>('SELECT DISTINCT state FROM bets');
    expect(states).toEqual([{ state: 'settled' }]);
  });
});

describe('placement', () => {
  it('applies the acceptance policy when the price moved', async () => {
    const { marketId } = await h.market({ type: 'football_1x2', selections: ONE_X_TWO });
    const session = await h.player('m5', 100_000);
    await h.ops('POST', `/ops/markets/${marketId}/prices`, { prices: { home: '2.10' } });
    const leg = { marketId, selectionCode: 'home', price: '2.00' };
    const asked = await h.bet(session, { stake: 1_000, acceptance: 'ask', legs: [leg] });
    expect(asked.status).toBe(409);
    expect(asked.body).toMatchObject({ status: 'price_changed', currentPrice: '2.10', message: 'The odds have changed. Check the new odds and confirm.' });
    const better = await h.bet(session, { stake: 1_000, acceptance: 'better', legs: [leg] });
    expect(better.body).toMatchObject({ status: 'accepted', bet: { potentialReturn: 2_100 } });
    await h.ops('POST', `/ops/markets/${marketId}/prices`, { prices: { home: '1.90' } });
    const worse = await h.bet(session, { stake: 1_000, acceptance: 'better', legs: [leg] }, 'bn');
    expect(worse.body).toMatchObject({ status: 'price_changed', message: 'অডস বদলেছে। নতুন অডস দেখে নিশ্চিত করুন।' });
    const any = await h.bet(session, { stake: 1_000, acceptance: 'any', legs: [leg] });
    expect(any.body).toMatchObject({ status: 'accepted', bet: { legs: [{ price: '1.90' }] } });
    expect(h.api.balanceOf('m5')).toBe(98_000);
  });

  it('waits the in-play delay and decides at the price then current', async () => {
    const { eventId, marketId } = await h.market({ type: 'football_1x2', selections: ONE_X_TWO });
    await h.ops('POST', `/ops/events/${eventId}/state`, { state: 'live', score: { home: 0, away: 0 } });
    const session = await h.player('m6', 100_000);
    h.clock.duringSleep = async () => void (await h.ops('POST', `/ops/markets/${marketId}/prices`, { prices: { home: '1.80' } }));
    const refused = await h.bet(session, { stake: 1_000, acceptance: 'ask', legs: [{ marketId, selectionCode: 'home', price: '2.00' }] });
    expect(h.clock.slept).toEqual([5000]);
    expect(refused.body).toMatchObject({ status: 'price_changed', currentPrice: '1.80' });
    h.clock.duringSleep = async () => void (await h.ops('POST', `/ops/markets/${marketId}/suspend`));
    const suspended = await h.bet(session, { stake: 1_000, acceptance: 'any', legs: [{ marketId, selectionCode: 'home', price: '1.80' }] });
    expect(suspended.body.status).toBe('market_suspended');
    expect(h.api.callsOf('bet')).toHaveLength(0);
  });

  it('refuses a suspended market, two legs of one event, a stake out of limits and a bet over the liability cap', async () => {
    const { marketId } = await h.market({ type: 'football_1x2', selections: ONE_X_TWO, maxLiability: 5_000 });
    const session = await h.player('m7', 100_000);
    await h.ops('POST', `/ops/markets/${marketId}/suspend`);
    expect((await h.bet(session, { stake: 1_000, legs: [{ marketId, selectionCode: 'home', price: '2.00' }] })).body.status).toBe('market_suspended');
    await h.ops('POST', `/ops/markets/${marketId}/resume`);
    expect((await h.bet(session, { stake: 500, legs: [{ marketId, selectionCode: 'home', price: '2.00' }] })).body.status).toBe('stake_below_min');
    const twice = await h.bet(session, { stake: 1_000, legs: [{ marketId, selectionCode: 'home', price: '2.00' }, { marketId, selectionCode: 'draw', price: '3.40' }] });
    expect(twice.body.status).toBe('same_event_twice');
    const eleven = Array.from({ length: 11 }, () => ({ marketId, selectionCode: 'home', price: '2.00' }));
    expect((await h.bet(session, { stake: 1_000, legs: eleven })).body.status).toBe('too_many_legs');
    // Liability on home: profit 1,000 × (2.00 − 1) each; the cap 5,000 takes 4,000 + 1,000 and refuses the next.
    expect((await h.bet(session, { stake: 4_000, legs: [{ marketId, selectionCode: 'home', price: '2.00' }] })).body.status).toBe('accepted');
    expect((await h.bet(session, { stake: 1_000, legs: [{ marketId, selectionCode: 'home', price: '2.00' }] })).body.status).toBe('accepted');
    const over = await h.bet(session, { stake: 1_000, legs: [{ marketId, selectionCode: 'home', price: '2.00' }] });
    expect(over).toMatchObject({ status: 409, body: { status: 'liability_exceeded', marketId, selectionCode: 'home' } });
    const liability = await h.ops('GET', `/ops/markets/${marketId}/liability`);
    expect(liability.body).toMatchObject({ maxLiability: 5_000, bySelection: { home: 5_000, draw: 0, away: 0 } });
    expect(h.api.balanceOf('m7')).toBe(95_000);
  });
});

describe('restart', () => {
  it('pays every bet exactly once after a kill mid-settlement, and rolls back a debit of unknown fate', async () => {
    const { marketId } = await h.market({ type: 'football_1x2', selections: ONE_X_TWO });
    const players = ['p1', 'p2', 'p3', 'p4', 'p5'];
    const ids: string[] = [];
    for (const player of players) {
      const session = await h.player(player, 50_000);
      ids.push((await h.bet(session, { stake: 10_000, legs: [{ marketId, selectionCode: 'home', price: '2.00' }] })).body.bet.id);
    }
    // A bet whose debit Khela applied but whose answer the book never recorded (killed in between): `created`.
    const lost = await h.player('p6', 50_000);
    const unknown = (await h.bet(lost, { stake: 10_000, legs: [{ marketId, selectionCode: 'draw', price: '3.40' }] })).body.bet.id;
    await h.db.query(`UPDATE bets SET state = 'created' WHERE id = $1`, [unknown]);
    expect(h.api.balanceOf('p6')).toBe(40_000);

    const real = new SeamlessWalletClient({ apiUrl: h.apiUrl, secret: SECRET, timeoutMs: 2000 }).forVendor('KBOOK');
    await h.restart({ wallet: dyingAfterWins(real, 2) });
    const killed = await h.ops('POST', `/ops/markets/${marketId}/result`, { result: { kind: 'score', home: 3, away: 1 } });
    expect(killed.status).toBe(500);
    expect(h.api.winsApplied).toHaveLength(2);

    const { resumed } = await h.restart();
    expect(resumed).toBe(3);
    for (const id of ids) expect(winsOf(id)).toEqual([{ transactionId: `${id}:win`, amount: 20_000 }]);
    for (const player of players) expect(h.api.balanceOf(player)).toBe(60_000);
    // The unknown debit was rolled back: p6 has its stake back and nothing is held.
    expect(h.api.balanceOf('p6')).toBe(50_000);
    expect(h.api.openBets()).toHaveLength(0);
    expect(h.api.callsOf('win')).toHaveLength(5); // 2 before the kill, the 3 left after it: none repeated
    const states = await h.db.query<{ state: string; n: number }>('SELECT state, count(*)::int AS n FROM bets GROUP BY state ORDER BY state');
    expect(states).toEqual([
      { state: 'rolled_back', n: 1 },
      { state: 'settled', n: 5 },
    ]);
  });
});
