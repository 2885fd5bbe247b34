import Fastify from 'fastify';
import type { Db } from '@khela/server-kit/db';
import { hashServerSeed } from '../fair/seeds';
import { baccaratTableGame } from '../games/baccarat/baccarat-table-game';
import { openSession } from '../sessions/session-repo';
import { tablesPlugin } from './table-routes';
import { tableForEachTest } from './table-test-support';

const GAME = 'house-baccarat';
const BETTING_MS = 15_000;
const RESULT_MS = 5_000;
// PGlite on disk, opened again for restarts: slow on a busy machine.
jest.setTimeout(60_000);

const table = tableForEachTest(GAME);
const { each, walletFor, http, tick, bet, player: realPlayer, stop: stopTable } = table;
const startTable = () => table.start({ bettingMs: BETTING_MS, resultMs: RESULT_MS });

interface StateAnswer {
  round: { id: string; number: number; state: string; secondsLeft: number; serverSeedHash: string; clientSeed: string; nonce: number; serverSeed: string | null; result: { winner: 'player' | 'banker' | 'tie' } | null };
  lastResults: { number: number }[];
  you: { bets: { side: string; payout: number | null; state: string }[]; funBalance: number | null } | null;
}

async function state(query = ''): Promise<StateAnswer> {
  return (await http<StateAnswer>('GET', `/table/${GAME}/state${query}`)).body;
}

async function betRows(db: Db) {
  return (await db.query<{ id: string; side: string; stake: string; payout: string | null; state: string; player_id: string }>('SELECT * FROM table_bets ORDER BY created_at, id')).map((row) => ({
    id: row.id, side: row.side, stake: Number(row.stake), payout: row.payout === null ? null : Number(row.payout), state: row.state, playerId: row.player_id,
  }));
}

/** The result the round's committed seed deals, recomputed here from the revealed seed. */
const recompute = (round: StateAnswer['round']) => baccaratTableGame.deal({ serverSeed: round.serverSeed!, clientSeed: round.clientSeed, nonce: round.nonce });
const payoutOf = (side: string, stake: number, round: StateAnswer['round']) => baccaratTableGame.payout(side, stake, recompute(round));

describe('the live baccarat table', () => {
  it('takes two players’ bets in one round, closes, deals and settles every bet exactly once', async () => {
    await startTable();
    const opened = await state();
    expect(opened.round).toMatchObject({ number: 1, state: 'open', secondsLeft: 15, serverSeed: null, result: null, nonce: 1 });
    expect(opened.round.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);

    const rahim = await realPlayer('khela_1', 100_000);
    const karim = await realPlayer('khela_2', 100_000);
    const first = await bet(rahim.id, 'banker', 10_000);
    expect(first).toMatchObject({ status: 200, body: { status: 'accepted', message: 'Bet accepted: ৳100.00.', balance: 90_000 } });
    expect((await bet(karim.id, 'player', 5_000)).status).toBe(200);
    expect((await bet(karim.id, 'tie', 1_000)).body.balance).toBe(94_000);
    // The stakes are held at Khela while the window is open; nothing is paid yet.
    expect(each.api.openBets()).toHaveLength(3);
    expect(each.api.callsOf('bet').every((call) => call.body.roundId === opened.round.id && call.body.gameCode === GAME && call.body.gameType === 'LIVE')).toBe(true);

    table.clock.advance(BETTING_MS);
    await tick();
    const dealt = await state(`?session=${karim.id}`);
    expect(dealt.round).toMatchObject({ number: 1, state: 'settled', secondsLeft: 0 });
    expect(hashServerSeed(dealt.round.serverSeed!)).toBe(opened.round.serverSeedHash);
    expect(dealt.round.result).toEqual(recompute(dealt.round));

    const rahimGets = payoutOf('banker', 10_000, dealt.round);
    const karimGets = payoutOf('player', 5_000, dealt.round) + payoutOf('tie', 1_000, dealt.round);
    expect(each.api.balanceOf('khela_1')).toBe(90_000 + rahimGets);
    expect(each.api.balanceOf('khela_2')).toBe(94_000 + karimGets);
    expect(each.api.openBets()).toHaveLength(0);
    expect(each.api.winsApplied).toHaveLength(3);
    expect(dealt.you!.bets.map((b) => [b.side, b.state])).toEqual([['player', 'settled'], ['tie', 'settled']]);
    expect((await betRows(table.db)).every((row) => row.state === 'settled')).toBe(true);

    // Later ticks (the result pause, the next round) pay nothing again.
    await tick();
    table.clock.advance(RESULT_MS);
    await tick();
    expect(each.api.callsOf('win')).toHaveLength(3);
    expect((await state()).round).toMatchObject({ number: 2, state: 'open' });
    expect((await state()).lastResults.map((r) => r.number)).toEqual([1]);
  });

  it('refuses a bet once the window has closed and moves no money', async () => {
    await startTable();
    const rahim = await realPlayer('khela_3', 50_000);
    table.clock.advance(BETTING_MS);
    const late = await bet(rahim.id, 'player', 1_000);
    expect(late).toMatchObject({ status: 409, body: { status: 'closed', message: 'Betting on this round has closed. Bet on the next round.' } });
    await tick();
    const again = await bet(rahim.id, 'player', 1_000);
    expect(again.body.status).toBe('closed'); // dealt, and the next round opens only after the result pause
    expect(each.api.calls.filter((call) => call.action !== 'authenticate')).toHaveLength(0);
    expect(each.api.balanceOf('khela_3')).toBe(50_000);
    expect(await betRows(table.db)).toEqual([]);
  });

  it('refuses bad bets with a translated 4xx and nothing recorded', async () => {
    await startTable();
    const rahim = await realPlayer('khela_4', 50_000);
    for (const [side, stake] of [['dragon', 1000], ['player', 999], ['player', 1050], ['banker', '1e4'], ['tie', -1000]] as const) {
      const refused = await bet(rahim.id, side, stake);
      expect([side, stake, refused.status, refused.body.status]).toEqual([side, stake, 400, 'invalidBet']);
    }
    const bengali = await http('POST', `/table/${GAME}/bet?language=bn`, { sessionId: 'x'.repeat(32), side: 'player', stake: 1000 });
    expect(bengali.status).toBe(401);
    expect(bengali.body).toMatchObject({ status: 'unknownSession', message: 'এই গেম সেশনটি পাওয়া যায়নি। সাইট থেকে গেমটি আবার খুলুন।' });
    expect((await http('GET', '/table/nope/state?language=en')).status).toBe(404);
    const poor = await bet((await realPlayer('khela_5', 500)).id, 'player', 1_000);
    expect(poor).toMatchObject({ status: 409, body: { status: 'insufficient', message: 'Not enough money (balance ৳5.00).' } });
    expect(each.api.calls.filter((call) => call.action === 'win')).toHaveLength(0);
  });

  it('retries a win call that fails, inline and then in the background, and pays it once', async () => {
    await startTable();
    const rahim = await realPlayer('khela_6', 50_000);
    const karim = await realPlayer('khela_7', 50_000);
    // Round 1: the win fails once and is retried at once with the same transaction id.
    await bet(rahim.id, 'player', 2_000);
    each.api.faults.win.push('fail');
    table.clock.advance(BETTING_MS);
    await tick();
    const first = (await state()).round;
    expect(first.state).toBe('settled');
    const [rahimBet] = await betRows(table.db);
    expect(each.api.callsOf('win').map((call) => call.body.transactionId)).toEqual([`${rahimBet!.id}:win`, `${rahimBet!.id}:win`]);
    expect(each.api.balanceOf('khela_6')).toBe(48_000 + payoutOf('player', 2_000, first));

    // Round 2: the win fails past the inline retries: the round is dealt, the bet owed (pending work).
    table.clock.advance(RESULT_MS);
    await tick();
    await bet(karim.id, 'banker', 2_000);
    each.api.faults.win.push('fail', 'fail', 'fail');
    table.clock.advance(BETTING_MS);
    await tick();
    const second = (await state()).round;
    expect(second).toMatchObject({ number: 2, state: 'dealt' });
    expect((await betRows(table.db)).map((row) => row.state)).toEqual(['settled', 'debited']);
    expect(each.api.balanceOf('khela_7')).toBe(48_000);

    // The backoff's first wait later, the sweep pays it and the round is settled.
    table.clock.advance(1_000);
    await tick();
    expect((await betRows(table.db)).map((row) => row.state)).toEqual(['settled', 'settled']);
    expect((await http<{ round: { state: string } }>('GET', `/table/${GAME}/rounds/2`)).body.round.state).toBe('settled');
    expect(each.api.winsApplied).toHaveLength(2);
    expect(each.api.balanceOf('khela_7')).toBe(48_000 + payoutOf('banker', 2_000, second));
    expect(each.api.openBets()).toHaveLength(0);
  });

  it('settles exactly once when the service restarts between the deal and the settlement', async () => {
    await startTable();
    const rahim = await realPlayer('khela_8', 50_000);
    await bet(rahim.id, 'banker', 5_000);
    // The credit is applied but its answer is lost, then Khela stops answering: the bet stays debited.
    each.api.faults.win.push('lose', 'fail', 'fail');
    table.clock.advance(BETTING_MS);
    await tick();
    const dealt = (await state()).round;
    expect(dealt.state).toBe('dealt');
    expect((await betRows(table.db))[0]!.state).toBe('debited');
    await stopTable();

    await startTable();
    const [row] = await betRows(table.db);
    expect(row!.state).toBe('settled');
    expect(each.api.winsApplied).toEqual([{ transactionId: `${row!.id}:win`, amount: payoutOf('banker', 5_000, dealt) }]);
    expect(each.api.balanceOf('khela_8')).toBe(45_000 + payoutOf('banker', 5_000, dealt));
    const rounds = await table.db.query<{ round_number: number; state: string }>('SELECT round_number, state FROM table_rounds ORDER BY round_number');
    expect(rounds[0]).toEqual({ round_number: 1, state: 'settled' });
    expect(each.api.openBets()).toHaveLength(0);
  });

  it('deals a round left open by a stopped service from its committed seed on restart, and settles it', async () => {
    await startTable();
    const committed = (await state()).round;
    const rahim = await realPlayer('khela_9', 50_000);
    const karim = await realPlayer('khela_10', 50_000);
    await bet(rahim.id, 'player', 3_000);
    await bet(karim.id, 'tie', 1_000);
    table.clock.advance(5_000);
    await stopTable();

    await startTable();
    const history = (await http<{ rounds: StateAnswer['round'][] }>('GET', `/table/${GAME}/history`)).body;
    const round = history.rounds.find((r) => r.number === 1)!;
    expect(round).toMatchObject({ id: committed.id, state: 'settled', serverSeedHash: committed.serverSeedHash });
    expect(hashServerSeed(round.serverSeed!)).toBe(committed.serverSeedHash);
    expect(round.result).toEqual(recompute(round));
    expect(each.api.balanceOf('khela_9')).toBe(47_000 + payoutOf('player', 3_000, round));
    expect(each.api.balanceOf('khela_10')).toBe(49_000 + payoutOf('tie', 1_000, round));
    expect(each.api.winsApplied).toHaveLength(2);
    expect(each.api.openBets()).toHaveLength(0);
    // The table goes on with a new round (after the result pause).
    table.clock.advance(RESULT_MS);
    await tick();
    expect((await state()).round).toMatchObject({ number: 2, state: 'open' });
  });

  it('rolls back a bet whose debit was never answered, on restart, so no stake stays held', async () => {
    await startTable();
    const rahim = await realPlayer('khela_11', 50_000);
    each.api.faults.bet.push('lose', 'fail', 'fail');
    each.api.faults.rollback.push('fail', 'fail', 'fail');
    const lost = await bet(rahim.id, 'player', 1_000);
    expect(lost).toMatchObject({ status: 502, body: { status: 'failed' } });
    expect(each.api.openBets()).toHaveLength(1);
    await stopTable();

    await startTable();
    expect(each.api.openBets()).toHaveLength(0);
    expect(each.api.balanceOf('khela_11')).toBe(50_000);
    expect((await betRows(table.db)).map((row) => row.state)).toEqual(['rolled_back']);
    expect(each.api.callsOf('win')).toHaveLength(0);
    expect((await state()).lastResults[0]).toMatchObject({ number: 1 });
  });

  it('shows the commitment before the deal and lets anyone verify the round after it', async () => {
    await startTable();
    const open = await http('GET', `/table/${GAME}/rounds/1`);
    expect(open.body).toMatchObject({ round: { serverSeed: null, state: 'open' }, verification: null });
    table.clock.advance(BETTING_MS);
    await tick();
    const verified = (await http<{ round: StateAnswer['round']; verification: { hashMatches: boolean; resultMatches: boolean } }>('GET', `/table/${GAME}/rounds/1`)).body;
    expect(verified.verification).toMatchObject({ hashMatches: true, resultMatches: true });
    expect(verified.round.clientSeed).toBe(verified.round.id);
    expect((await http('GET', `/table/${GAME}/rounds/99?language=en`)).body).toMatchObject({ status: 'roundNotFound', message: 'That round was not found.' });
  });

  it('plays free play against the session’s fun balance, with no wallet call', async () => {
    await startTable();
    const fun = await openSession(table.db, { playerId: null, walletSession: null, fun: true, funBalance: 100_000, currency: 'BDT', language: 'bn', gameCode: GAME, backUrl: null, nickname: null });
    const placed = await bet(fun.id, 'banker', 20_000);
    expect(placed).toMatchObject({ status: 200, body: { status: 'accepted', balance: 80_000, message: 'বাজি নেওয়া হয়েছে: ৳২০০.০০।' } });
    table.clock.advance(BETTING_MS);
    await tick();
    const after = await state(`?session=${fun.id}`);
    expect(after.you!.funBalance).toBe(80_000 + payoutOf('banker', 20_000, after.round));
    expect(after.you!.bets).toEqual([expect.objectContaining({ side: 'banker', state: 'settled', payout: payoutOf('banker', 20_000, after.round) })]);
    expect(each.api.calls).toHaveLength(0);
  });
});

describe('the table plugin on the real clock', () => {
  it('runs rounds by itself once the app is ready, and stops when the app closes', async () => {
    const db = await each.storage.open();
    const app = Fastify();
    await app.register(tablesPlugin, { db, wallet: walletFor(), retryDelaysMs: [5], bettingMs: 120, resultMs: 40, sweepMs: 50 });
    await app.ready();
    const count = async () => Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM table_rounds WHERE state = $1', ['settled']))[0]!.n);
    for (let i = 0; i < 60 && (await count()) < 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await count()).toBeGreaterThanOrEqual(2);
    await app.close();
    const total = async () => Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM table_rounds'))[0]!.n);
    const atClose = await total();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await total()).toBe(atClose);
    await db.close();
  });
});
