import { FairStream } from '../../fair/fair-stream';
import { chiSquareCritical99, chiSquareStatistic } from '../../stats/chi-square';
import { fixedServerSeed } from '../../stats/fixed-seed';
import { diceGame } from './dice-game';
import { drawRoll } from './dice-engine';

const FIXED_SERVER_SEED = fixedServerSeed('dice chi-square');

const ROUNDS = 200_000;
const BUCKETS = 100;

/** Rolls of ROUNDS rounds drawn as real rounds draw them (one seed pair, nonce 0, 1, 2…), by whole number 0…99. */
function bucketCounts(draw: (stream: FairStream) => number): number[] {
  const counts = new Array<number>(BUCKETS).fill(0);
  const serverSeed = FIXED_SERVER_SEED;
  for (let nonce = 0; nonce < ROUNDS; nonce += 1) counts[Math.floor(draw(new FairStream({ serverSeed, clientSeed: 'dice-chi-square', nonce })) / 100)]! += 1;
  return counts;
}

const uniform = new Array<number>(BUCKETS).fill(ROUNDS / BUCKETS);

describe('the dice’s rolls (chi-square, 99% confidence)', () => {
  it('fall uniformly into the 100 whole numbers 00…99', () => {
    expect(chiSquareStatistic(bucketCounts(drawRoll), uniform)).toBeLessThan(chiSquareCritical99(BUCKETS - 1));
  });

  it('win as often as the target says, through the game itself', () => {
    const serverSeed = FIXED_SERVER_SEED;
    const rounds = 50_000;
    for (const target of [2, 50, 98]) {
      let wins = 0;
      for (let nonce = 0; nonce < rounds; nonce += 1) if (diceGame.play({ serverSeed, clientSeed: `t${target}`, nonce }, { stake: 100, target }).result.won) wins += 1;
      const expectedWins = (rounds * target) / 100;
      expect(chiSquareStatistic([wins, rounds - wins], [expectedWins, rounds - expectedWins])).toBeLessThan(chiSquareCritical99(1));
    }
  });

  it('would catch a biased roll: two bytes modulo 10,000 fail the same test', () => {
    // 65,536 = 6 × 10,000 + 5,536: rolls below 5,536 come 7 times in 65,536, the rest 6.
    const biased = bucketCounts((stream) => (stream.nextUint32() >>> 16) % 10_000);
    expect(chiSquareStatistic(biased, uniform)).toBeGreaterThan(chiSquareCritical99(BUCKETS - 1));
  });
});
