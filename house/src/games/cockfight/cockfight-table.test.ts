import type { FightResult } from '@khela/contracts/sportsbook';
import { hashServerSeed } from '../../fair/seeds';
import { tableForEachTest } from '../../table/table-test-support';
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

const table = tableForEachTest(GAME);
const { each, http, tick, bet, player, stop: stopTable } = table;

/** The arena with its own timing (the game's defaults), optionally with every fight's result fixed. */
const startArena = (fixed?: FightResult) => table.start({ games: [fixed ? { ...cockfightTableGame, deal: () => ({ result: fixed, roll: 0 }) } : cockfightTableGame] });

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
  table.clock.advance(OPEN_MS + LAST_CALL_MS);
  await tick();
  table.clock.advance(FIGHT_MS);
  await tick();
}

describe('the cockfight arena', () => {
  it('runs open → last call → closed → result, with the seed committed before betting and revealed after', async () => {
    await startArena();
    const opened = (await state()).round;
    expect(opened).toMatchObject({ number: 1, state: 'open', phase: 'open', secondsLeft: 70, serverSeed: null, result: null });
    expect(opened.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const rahim = await player('rahim', 50_000);

    table.clock.advance(OPEN_MS);
    await tick();
    expect((await state()).round).toMatchObject({ state: 'open', phase: 'last_call', secondsLeft: 10 });
    // The last call still takes bets.
    expect((await bet(rahim.id, 'MERON', 5_000)).body.status).toBe('accepted');

    table.clock.advance(LAST_CALL_MS);
    await tick();
    expect((await state()).round).toMatchObject({ state: 'closed', phase: 'closed', serverSeed: null, result: null });
    const late = await bet(rahim.id, 'WALA', 5_000);
    expect([late.status, late.body.status]).toEqual([409, 'closed']);

    table.clock.advance(FIGHT_MS - 1);
    await tick();
    expect((await state()).round.state).toBe('closed');
    table.clock.advance(1);
    await tick();
    const fought = (await state()).round;
    expect(fought).toMatchObject({ number: 1, state: 'settled', phase: 'result' });
    expect(hashServerSeed(fought.serverSeed!)).toBe(opened.serverSeedHash);
    expect(fought.result).toEqual(cockfightTableGame.deal({ serverSeed: fought.serverSeed!, clientSeed: fought.clientSeed, nonce: fought.nonce }));
    expect(each.api.balanceOf('rahim')).toBe(45_000 + cockfightTableGame.payout('MERON', 5_000, fought.result!));
    // The arena's bets are recorded under its own category at Khela, not the live casino's.
    expect(each.api.callsOf('bet').map((call) => call.body.gameType)).toEqual(['COCKFIGHT']);
    const verified = await http<{ verification: { hashMatches: boolean; resultMatches: boolean } }>('GET', `/table/${GAME}/rounds/1`);
    expect(verified.body.verification).toMatchObject({ hashMatches: true, resultMatches: true });

    table.clock.advance(RESULT_MS);
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
    table.clock.advance(OPEN_MS + LAST_CALL_MS + 5_000);
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
