import { FairStream } from '../../fair/fair-stream';
import { chiSquareCritical99, chiSquareStatistic } from '../../stats/chi-square';
import { fixedServerSeed } from '../../stats/fixed-seed';
import { drawStops, STRIP_LENGTHS } from './slot-engine';
import { REEL_STRIPS, SYMBOLS } from './slot-rules';

const FIXED_SERVER_SEED = fixedServerSeed('slot chi-square');

const SPINS = 100_000;

/** Stops of SPINS rounds drawn exactly as real rounds draw them: one seed pair, nonce 0, 1, 2… */
function fairStopCounts(): number[][] {
  const counts = STRIP_LENGTHS.map((length) => new Array<number>(length).fill(0));
  const serverSeed = FIXED_SERVER_SEED;
  for (let nonce = 0; nonce < SPINS; nonce += 1) {
    drawStops(new FairStream({ serverSeed, clientSeed: 'chi-square', nonce })).forEach((stop, reel) => (counts[reel]![stop]! += 1));
  }
  return counts;
}

describe('the slot’s reel stops (chi-square, 99% confidence)', () => {
  const counts = fairStopCounts();

  it.each(STRIP_LENGTHS.map((length, reel) => [reel + 1, length]))('reel %i stops uniformly on its %i positions', (reel, length) => {
    const statistic = chiSquareStatistic(counts[reel - 1]!, new Array<number>(length).fill(SPINS / length));
    expect(statistic).toBeLessThan(chiSquareCritical99(length - 1));
  });

  it('shows each symbol on the middle row as often as the strips hold it', () => {
    REEL_STRIPS.forEach((strip, reel) => {
      const observed = SYMBOLS.map(() => 0);
      // A stop s puts strip[s + 1] on the middle row.
      counts[reel]!.forEach((n, stop) => (observed[SYMBOLS.indexOf(strip[(stop + 1) % strip.length]!)]! += n));
      const expected = SYMBOLS.map((symbol) => (SPINS * strip.filter((s) => s === symbol).length) / strip.length);
      expect(chiSquareStatistic(observed, expected)).toBeLessThan(chiSquareCritical99(SYMBOLS.length - 1));
    });
  });

  it('would catch a biased draw: one byte modulo the strip length fails the same test', () => {
    const length = STRIP_LENGTHS[0]!;
    const observed = new Array<number>(length).fill(0);
    const serverSeed = FIXED_SERVER_SEED;
    for (let nonce = 0; nonce < SPINS; nonce += 1) {
      const byte = new FairStream({ serverSeed, clientSeed: 'biased', nonce }).nextUint32() >>> 24;
      observed[byte % length]! += 1;
    }
    expect(chiSquareStatistic(observed, new Array<number>(length).fill(SPINS / length))).toBeGreaterThan(chiSquareCritical99(length - 1));
  });
});
