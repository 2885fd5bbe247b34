import { FairStream } from '../../fair/fair-stream';
import { chiSquareCritical99, chiSquareStatistic } from '../../stats/chi-square';
import { fixedServerSeed } from '../../stats/fixed-seed';
import { cardName, dealFromStream, Shoe } from './baccarat-engine';
import { exactBaccaratOdds, percent, toNumber } from './baccarat-odds';
import { SHOE_SIZE, type Winner } from './baccarat-rules';

const ROUNDS = 100_000;
const WINNERS: readonly Winner[] = ['player', 'banker', 'tie'];
const odds = exactBaccaratOdds();

/** Results of ROUNDS table rounds dealt exactly as the table deals them: one seed, client seed = a round id, nonce = round number. */
function countWinners(deal: (stream: FairStream) => Winner): number[] {
  const counts = [0, 0, 0];
  const serverSeed = fixedServerSeed('baccarat winners chi-square');
  for (let nonce = 1; nonce <= ROUNDS; nonce += 1) counts[WINNERS.indexOf(deal(new FairStream({ serverSeed, clientSeed: `house-baccarat-${nonce}`, nonce })))]! += 1;
  return counts;
}

const expected = WINNERS.map((winner) => ROUNDS * toNumber(odds.probability[winner]));

describe('baccarat’s exact odds (8-deck shoe, card removal)', () => {
  it('sums to exactly one over the 416·415·…·411 ways the first six cards fall', () => {
    const { player, banker, tie } = odds.probability;
    expect(player.denominator).toBe(416n * 415n * 414n * 413n * 412n * 411n);
    expect(player.numerator + banker.numerator + tie.numerator).toBe(player.denominator);
  });

  it('agrees with the published 8-deck values and gives the house edges', () => {
    expect(toNumber(odds.probability.player)).toBeCloseTo(0.446247, 6);
    expect(toNumber(odds.probability.banker)).toBeCloseTo(0.458597, 6);
    expect(toNumber(odds.probability.tie)).toBeCloseTo(0.095156, 6);
    expect(odds.probability.player.numerator).toBe(2230518282592256n);
    expect(odds.probability.banker.numerator).toBe(2292252566437888n);
    expect(odds.probability.tie.numerator).toBe(475627426473216n);
    expect([percent(odds.houseEdge.player), percent(odds.houseEdge.banker), percent(odds.houseEdge.tie)]).toEqual(['1.2351%', '1.0579%', '14.3596%']);
  });
});

describe('the shoe', () => {
  it('deals all 416 cards once each: every one of the 52 cards exactly 8 times', () => {
    const shoe = new Shoe(new FairStream({ serverSeed: fixedServerSeed('baccarat shoe'), clientSeed: 'shoe', nonce: 1 }));
    const seen = new Map<string, number>();
    for (let i = 0; i < SHOE_SIZE; i += 1) {
      const name = cardName(shoe.next());
      seen.set(name, (seen.get(name) ?? 0) + 1);
    }
    expect(seen.size).toBe(52);
    expect([...seen.values()].every((n) => n === 8)).toBe(true);
  });

  it('deals the same coup from the same seeds, and another from the next nonce', () => {
    const input = { serverSeed: 'table-seed', clientSeed: 'house-baccarat-7-abc', nonce: 7 };
    expect(dealFromStream(new FairStream(input))).toEqual(dealFromStream(new FairStream({ ...input })));
    const later = Array.from({ length: 5 }, (_, i) => dealFromStream(new FairStream({ ...input, nonce: 8 + i })));
    expect(later.some((coup) => JSON.stringify(coup) !== JSON.stringify(dealFromStream(new FairStream(input))))).toBe(true);
  });
});

describe('dealt outcomes against the exact odds (chi-square, 99% confidence, 100,000 rounds)', () => {
  it('player / banker / tie come up as often as the exact probabilities say', () => {
    const observed = countWinners((stream) => dealFromStream(stream).winner);
    expect(chiSquareStatistic(observed, expected)).toBeLessThan(chiSquareCritical99(2));
  });

  it('the first card’s rank is uniform over the 13 ranks', () => {
    const ranks = new Array<number>(13).fill(0);
    const serverSeed = fixedServerSeed('baccarat ranks chi-square');
    for (let nonce = 1; nonce <= ROUNDS; nonce += 1) ranks[new Shoe(new FairStream({ serverSeed, clientSeed: 'ranks', nonce })).next().rank]! += 1;
    expect(chiSquareStatistic(ranks, new Array<number>(13).fill(ROUNDS / 13))).toBeLessThan(chiSquareCritical99(12));
  });

  it('would catch a dealer who mixes up the hands: the real coup reported the wrong way round fails the same test', () => {
    // Only the labels differ (player ↔ banker), about 1.2 points each way: the statistic's expectation is about 70.
    const swapped: Record<Winner, Winner> = { player: 'banker', banker: 'player', tie: 'tie' };
    const observed = countWinners((stream) => swapped[dealFromStream(stream).winner]);
    expect(chiSquareStatistic(observed, expected)).toBeGreaterThan(chiSquareCritical99(2));
  });
});
