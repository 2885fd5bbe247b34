import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { FightResult } from '@khela/contracts/sportsbook';
import type { Db } from '@khela/server-kit/db';
import { SeamlessWalletClient } from '@khela/server-kit/vendor';
import { migrate } from '../../db/migrate';
import { hashServerSeed } from '../../fair/seeds';
import { openSession, type PlayerSession } from '../../sessions/session-repo';
import { FakeClock } from '../../table/table-clock';
import type { TableGame } from '../../table/table-game';
import { tableRoutes, Tables } from '../../table/table-routes';
import { fakeApiPerTest } from '../../testing/fake-api-per-test';
import { reopenableDb, SECRET } from '../../testing/test-house';
import { cockfightTableGame } from './cockfight-table-game';

/**
 * The cockfight arena on the live table engine (docs/house.md, "Cockfight arena"), on a fake clock:
 * open 60 s → last call 10 s → closed (the fight) 20 s → result, shown 10 s before the next fight.
 */
const GAME = 'house-cockfight';
const OPEN_MS = 60_000;
const LAST_CALL_MS = 10_000;
const FIGHT_MS = 20_000;
const RESULT_MS = 10_000;
jest.setTimeout(60_000);

const quiet = { warn: () => undefined, error: () => undefined, info: () => undefined };

let clock: FakeClock;
let table: { app: FastifyInstance; tables: Tables; db: Db; url: string } | null = null;
const each = fakeApiPerTest(reopenableDb, () => stopTable());
beforeEach(() => {
  clock = new FakeClock();
});

const walletFor = () => new SeamlessWalletClient({ apiUrl: each.apiUrl, secret: SECRET, timeoutMs: 2000 }).forVendor('HOUSE');

/** The arena with its own timing (the game's defaults), optionally with every fight's result fixed. */
async function startArena(fixed?: FightResult): Promise<void> {
  const game: TableGame = fixed ? { ...cockfightTableGame, deal: () => ({ result: fixed, roll: 0 }) } : cockfightTableGame;
  const db = await each.storage.open();
  await migrate(db);
  const tables = new Tables({ db, wallet: walletFor(), retryDelaysMs: [5, 5], backoffFirstMs: 1000, backoffMaxMs: 4000, clock, games: [game] }, quiet);
  const app = Fastify();
  await app.register(formbody);
  await app.register(tableRoutes, { db, tables, clock });
  await tables.start();
  await app.listen({ port: 0, host: '127.0.0.1' });
  table = { app, tables, db, url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

async function stopTable(): Promise<void> {
  if (!table) return;
  await table.tables.stop();
  await table.app.close();
  await table.db.close();
  table = null;
}

const tick = () => table!.tables.services.get(GAME)!.tick();

async function http<T>(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${table!.url}${path}`, { method, ...(payload ? { body: JSON.stringify(payload), headers: { 'content-type': 'application/json' } } : {}) });
  return { status: response.status, body: (await response.json()) as T };
}

async function player(playerId: string, balance: number): Promise<PlayerSession> {
  const reply = await walletFor().call('authenticate', { launchToken: each.api.launch(playerId, balance) });
  if (!reply.heard) throw new Error('authenticate unanswered');
  return openSession(table!.db, {
    playerId, walletSession: String(reply.answer.sessionToken), fun: false, funBalance: null, currency: 'BDT', language: 'en', gameCode: GAME, backUrl: null, nickname: null,
  });
}

const bet = (sessionId: string, side: string, stake: number) => http<{ status: string; message: string; balance: number | null }>('POST', `/table/${GAME}/bet`, { sessionId, side, stake });

interface Round { id: string; number: number; state: string; phase: string; secondsLeft: number; serverSeedHash: string; serverSeed: string | null; nonce: number; clientSeed: string; result: { result: FightResult; roll: number } | null }
const state = async () => (await http<{ round: Round; lastResults: { number: number; result: { result: FightResult } }[] }>('GET', `/table/${GAME}/state`)).body;

/** Bets on both sides and the draw, by three players: what each gets back for each result. */
async function threeBets() {
  const meron = await player('meron_fan', 100_000);
  const wala = await player('wala_fan', 100_000);
  const draw = await player('draw_fan', 100_000);
  expect((await bet(meron.id, 'MERON', 10_000)).body.balance).toBe(90_000);
  expect((await bet(wala.id, 'WALA', 9_400)).body.balance).toBe(90_600);
  expect((await bet(draw.id, 'DRAW', 1_000)).body.balance).toBe(99_000);
}

/** Runs the open round through the last call, the fight and the result. */
async function fight(): Promise<void> {
  clock.advance(OPEN_MS + LAST_CALL_MS);
  await tick();
  clock.advance(FIGHT_MS);
  await tick();
}

describe('the cockfight arena', () => {
  it('runs open → last call → closed → result, with the seed committed before betting and revealed after', async () => {
    await startArena();
    const opened = (await state()).round;
    expect(opened).toMatchObject({ number: 1, state: 'open', phase: 'open', secondsLeft: 70, serverSeed: null, result: null });
    expect(opened.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const rahim = await player('rahim', 50_000);

    clock.advance(OPEN_MS);
    await tick();
    expect((await state()).round).toMatchObject({ state: 'open', phase: 'last_call', secondsLeft: 10 });
    // The last call still takes bets.
    expect((await bet(rahim.id, 'MERON', 5_000)).body.status).toBe('accepted');

    clock.advance(LAST_CALL_MS);
    await tick();
    expect((await state()).round).toMatchObject({ state: 'closed', phase: 'closed', serverSeed: null, result: null });
    const late = await bet(rahim.id, 'WALA', 5_000);
    expect([late.status, late.body.status]).toEqual([409, 'closed']);

    clock.advance(FIGHT_MS - 1);
    await tick();
    expect((await state()).round.state).toBe('closed');
    clock.advance(1);
    await tick();
    const fought = (await state()).round;
    expect(fought).toMatchObject({ number: 1, state: 'settled', phase: 'result' });
    expect(hashServerSeed(fought.serverSeed!)).toBe(opened.serverSeedHash);
    expect(fought.result).toEqual(cockfightTableGame.deal({ serverSeed: fought.serverSeed!, clientSeed: fought.clientSeed, nonce: fought.nonce }));
    expect(each.api.balanceOf('rahim')).toBe(45_000 + cockfightTableGame.payout('MERON', 5_000, fought.result!));
    const verified = await http<{ verification: { hashMatches: boolean; resultMatches: boolean } }>('GET', `/table/${GAME}/rounds/1`);
    expect(verified.body.verification).toMatchObject({ hashMatches: true, resultMatches: true });

    clock.advance(RESULT_MS);
    await tick();
    const next = await state();
    expect(next.round).toMatchObject({ number: 2, phase: 'open' });
    expect(next.lastResults.map((r) => [r.number, r.result.result])).toEqual([[1, fought.result!.result]]);
  });

  const cases: [FightResult, Record<string, number>][] = [
    ['MERON', { meron_fan: 108_000, wala_fan: 90_600, draw_fan: 99_000 }],
    ['WALA', { meron_fan: 90_000, wala_fan: 110_000, draw_fan: 99_000 }],
    ['DRAW', { meron_fan: 100_000, wala_fan: 100_000, draw_fan: 108_000 }],
    ['CANCEL', { meron_fan: 100_000, wala_fan: 100_000, draw_fan: 100_000 }],
  ];
  for (const [result, balances] of cases) {
    it(`pays a ${result} by the contract: ${result === 'DRAW' ? 'sides refunded, draw 1:8' : result === 'CANCEL' ? 'every bet refunded' : 'the winning side at its Malay odds'}`, async () => {
      await startArena(result);
      await threeBets();
      await fight();
      expect(Object.fromEntries(Object.keys(balances).map((id) => [id, each.api.balanceOf(id)]))).toEqual(balances);
      expect(each.api.openBets()).toHaveLength(0);
      expect(each.api.winsApplied).toHaveLength(3);
    });
  }

  it('refuses bets the arena does not offer, translated, and moves no money', async () => {
    await startArena();
    const rahim = await player('rahim', 50_000);
    for (const [side, stake] of [['player', 1_000], ['CANCEL', 1_000], ['MERON', 999], ['WALA', 1_050]] as const) {
      const refused = await bet(rahim.id, side, stake);
      expect([refused.status, refused.body.message]).toEqual([400, 'That bet is not offered: choose Meron, Wala or Draw, ৳10 to ৳10,000 in whole taka.']);
    }
    expect(each.api.calls.filter((call) => call.action !== 'authenticate')).toHaveLength(0);
  });

  it('pays each bet once when restarted mid-fight: the closed fight is fought from its committed seed', async () => {
    await startArena('WALA');
    await threeBets();
    clock.advance(OPEN_MS + LAST_CALL_MS + 5_000);
    await tick();
    expect((await state()).round.state).toBe('closed');
    await stopTable();

    await startArena('WALA');
    expect((await http<{ round: Round }>('GET', `/table/${GAME}/rounds/1`)).body.round).toMatchObject({ state: 'settled', result: { result: 'WALA' } });
    expect([each.api.balanceOf('meron_fan'), each.api.balanceOf('wala_fan'), each.api.balanceOf('draw_fan')]).toEqual([90_000, 110_000, 99_000]);
    await tick();
    expect(each.api.winsApplied).toHaveLength(3);
    expect(each.api.openBets()).toHaveLength(0);
  });
});
