import { DEFAULT_FIGHT_ODDS, FIGHT_STATES, type FightResult } from '@khela/contracts/sportsbook';
import type { TablePhase } from '../../table/table-service';
import { FairStream } from '../../fair/fair-stream';
import { chiSquareCritical99, chiSquareStatistic } from '../../stats/chi-square';
import { fixedServerSeed } from '../../stats/fixed-seed';
import { percent } from '../baccarat/baccarat-odds';
import { EXACT_STAKE, exactCockfightOdds } from './cockfight-odds';
import { fightFromStream, fightPayout, isFightStake, RESULT_SPACE, RESULT_WEIGHTS, resultOfRoll } from './cockfight-rules';
import { cockfightTableGame } from './cockfight-table-game';

const RESULTS: FightResult[] = ['MERON', 'WALA', 'DRAW', 'CANCEL'];

describe('the arena’s results and payouts', () => {
  it('splits the 1,000 rolls 480 / 420 / 90 / 10 in the documented order', () => {
    const counts = Object.fromEntries(RESULTS.map((r) => [r, 0])) as Record<FightResult, number>;
    for (let roll = 0; roll < RESULT_SPACE; roll += 1) counts[resultOfRoll(roll)] += 1;
    expect(counts).toEqual({ MERON: 480, WALA: 420, DRAW: 90, CANCEL: 10 });
    expect([resultOfRoll(0), resultOfRoll(479), resultOfRoll(480), resultOfRoll(899), resultOfRoll(900), resultOfRoll(989), resultOfRoll(990), resultOfRoll(999)]).toEqual(
      ['MERON', 'MERON', 'WALA', 'WALA', 'DRAW', 'DRAW', 'CANCEL', 'CANCEL'],
    );
    expect(() => resultOfRoll(1000)).toThrow(RangeError);
  });

  it('pays by the contract at Malay MERON 0.80 / WALA −0.94: sides refunded on a draw or cancel, draw 1:8', () => {
    expect(DEFAULT_FIGHT_ODDS).toEqual({ MERON: 800_000n, WALA: -940_000n });
    expect(fightPayout('MERON', 10_000, 'MERON')).toBe(18_000);
    expect(fightPayout('WALA', 9_400, 'WALA')).toBe(19_400); // risk 0.94 to win 1
    expect(fightPayout('WALA', 10_000, 'WALA')).toBe(20_638); // 10,000 × 97/47 = 20,638.29…, floored
    expect(fightPayout('MERON', 10_000, 'WALA')).toBe(0);
    expect(fightPayout('WALA', 10_000, 'MERON')).toBe(0);
    expect(fightPayout('MERON', 10_000, 'DRAW')).toBe(10_000);
    expect(fightPayout('WALA', 10_000, 'CANCEL')).toBe(10_000);
    expect(fightPayout('DRAW', 10_000, 'DRAW')).toBe(90_000);
    expect(fightPayout('DRAW', 10_000, 'MERON')).toBe(0);
    expect(fightPayout('DRAW', 10_000, 'CANCEL')).toBe(10_000);
    expect(cockfightTableGame.payout('WALA', 10_000, { result: 'WALA', roll: 500 })).toBe(20_638);
    expect(() => cockfightTableGame.payout('TIE', 10_000, { result: 'WALA', roll: 500 })).toThrow();
  });

  it('shows the contract’s fight states as the table’s phases, in order', () => {
    const phases: readonly TablePhase[] = ['open', 'last_call', 'closed', 'result'];
    expect(FIGHT_STATES).toEqual(phases);
  });

  it('takes ৳10 to ৳10,000 in whole taka', () => {
    expect([1_000, 1_100, 1_000_000].every(isFightStake)).toBe(true);
    expect([900, 1_050, 1_000_100, 1.5, Number.NaN].some(isFightStake)).toBe(false);
  });

  it('has the exact odds docs/house.md gives, counted over all 1,000 rolls with the real payouts', () => {
    const odds = exactCockfightOdds();
    // The count: every roll, the payout of a bet of EXACT_STAKE (no flooring at that stake).
    for (const side of ['MERON', 'WALA', 'DRAW'] as const) {
      let returned = 0;
      for (let roll = 0; roll < RESULT_SPACE; roll += 1) returned += fightPayout(side, EXACT_STAKE, resultOfRoll(roll));
      const rtp = odds.returnToPlayer[side];
      expect(BigInt(returned) * rtp.denominator).toBe(BigInt(RESULT_SPACE * EXACT_STAKE) * rtp.numerator);
    }
    expect(odds.returnToPlayer.MERON).toEqual({ numerator: 241n, denominator: 250n });
    expect(odds.returnToPlayer.WALA).toEqual({ numerator: 1136n, denominator: 1175n });
    expect(odds.returnToPlayer.DRAW).toEqual({ numerator: 41n, denominator: 50n });
    expect([percent(odds.houseEdge.MERON, 4), percent(odds.houseEdge.WALA, 4), percent(odds.houseEdge.DRAW, 4)]).toEqual(['3.6000%', '3.3191%', '18.0000%']);
    expect(odds.winChance.MERON).toEqual({ numerator: 12n, denominator: 25n });
  });
});

describe('fought results against the weights (chi-square, 99% confidence, 100,000 fights)', () => {
  const FIGHTS = 100_000;
  const expected = RESULTS.map((r) => (FIGHTS * RESULT_WEIGHTS[r]) / RESULT_SPACE);
  const count = (read: (stream: FairStream) => FightResult) => {
    const serverSeed = fixedServerSeed('cockfight results chi-square');
    const observed = RESULTS.map(() => 0);
    for (let nonce = 1; nonce <= FIGHTS; nonce += 1) observed[RESULTS.indexOf(read(new FairStream({ serverSeed, clientSeed: 'house-cockfight-x', nonce })))]! += 1;
    return observed;
  };

  it('MERON / WALA / DRAW / CANCEL come up as often as the weights say', () => {
    expect(chiSquareStatistic(count((stream) => fightFromStream(stream).result), expected)).toBeLessThan(chiSquareCritical99(3));
  });

  it('would catch a biased draw: one byte mod 1,000 instead of the unbiased integer fails the same test', () => {
    // A byte only reaches 0…255: no WALA beyond 255, no DRAW or CANCEL at all.
    const biased = (stream: FairStream) => resultOfRoll((stream.nextUint32() >>> 24) % RESULT_SPACE);
    expect(chiSquareStatistic(count(biased), expected)).toBeGreaterThan(chiSquareCritical99(3));
  });

  it('would catch a mislabelled result: MERON and WALA swapped fails the same test', () => {
    const swapped: Record<FightResult, FightResult> = { MERON: 'WALA', WALA: 'MERON', DRAW: 'DRAW', CANCEL: 'CANCEL' };
    expect(chiSquareStatistic(count((stream) => swapped[fightFromStream(stream).result]), expected)).toBeGreaterThan(chiSquareCritical99(3));
  });
});
