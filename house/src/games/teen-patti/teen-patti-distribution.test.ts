import { FairStream } from '../../fair/fair-stream';
import { chiSquareCritical99, chiSquareStatistic } from '../../stats/chi-square';
import { fixedServerSeed } from '../../stats/fixed-seed';
import { DECK_SIZE } from './teen-patti-cards';
import { dealInto } from './teen-patti-engine';
import { categoryOfKey, HAND_CATEGORIES, handKey } from './teen-patti-hands';
import { categoryCounts } from './teen-patti-rtp';

const serverSeed = fixedServerSeed('teen-patti chi-square');
const DEALS = 200_000;
const POSITIONS = 6;

/** DEALS fair deals exactly as rounds deal them (one seed pair, nonce 0, 1, 2…): cards per position, player categories. */
function fairDeals() {
  const byPosition = Array.from({ length: POSITIONS }, () => new Array<number>(DECK_SIZE).fill(0));
  const categories = new Array<number>(HAND_CATEGORIES.length).fill(0);
  const dealt = new Int32Array(POSITIONS);
  const draws = new Int32Array(POSITIONS);
  for (let nonce = 0; nonce < DEALS; nonce += 1) {
    dealInto(new FairStream({ serverSeed, clientSeed: 'chi-square', nonce }), dealt, draws);
    dealt.forEach((card, position) => (byPosition[position]![card]! += 1));
    categories[HAND_CATEGORIES.indexOf(categoryOfKey(handKey(dealt[0]!, dealt[2]!, dealt[4]!)))]! += 1;
  }
  return { byPosition, categories };
}

describe('the Teen Patti deal (chi-square, 99% confidence)', () => {
  const { byPosition, categories } = fairDeals();
  const uniform = new Array<number>(DECK_SIZE).fill(DEALS / DECK_SIZE);

  it.each(Array.from({ length: POSITIONS }, (_, i) => [i + 1]))('deals every card equally often at position %i', (position) => {
    expect(chiSquareStatistic(byPosition[position - 1]!, uniform)).toBeLessThan(chiSquareCritical99(DECK_SIZE - 1));
  });

  it('gives the player each hand category with its exact chance (52 trails, 48 pure sequences … of 22,100 hands)', () => {
    const exact = categoryCounts();
    const expected = HAND_CATEGORIES.map((category) => (DEALS * exact[category]) / 22_100);
    expect(chiSquareStatistic(categories, expected)).toBeLessThan(chiSquareCritical99(HAND_CATEGORIES.length - 1));
  });

  it('would catch a biased shuffle: one byte modulo 52 for the top card fails the same test', () => {
    const observed = new Array<number>(DECK_SIZE).fill(0);
    for (let nonce = 0; nonce < DEALS; nonce += 1) observed[(new FairStream({ serverSeed, clientSeed: 'biased', nonce }).nextUint32() >>> 24) % DECK_SIZE]! += 1;
    expect(chiSquareStatistic(observed, uniform)).toBeGreaterThan(chiSquareCritical99(DECK_SIZE - 1));
  });
});
