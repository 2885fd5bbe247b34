import { cards } from './teen-patti-cards';
import { ANTE_COUNTS, ANTE_RTP, anteRtp, categoryCounts, countAnteOutcomes, countAnteOutcomesByBruteForce, formatAnteRtp } from './teen-patti-rtp';
import { simulateAnte } from './teen-patti-simulation';

const DEAL_PAIRS = 22_100 * 18_424;

describe('the Teen Patti ante’s return to player', () => {
  it('counts every (player, dealer) pair of the 52-card deck: wins and losses equal, ties the rest', () => {
    expect(ANTE_COUNTS).toEqual({ playerHands: 22_100, dealerHands: 18_424, wins: 203_359_936, ties: 450_528, losses: 203_359_936 });
    expect(ANTE_COUNTS.wins + ANTE_COUNTS.ties + ANTE_COUNTS.losses).toBe(DEAL_PAIRS);
  });

  it('is (1.95 · wins + ties) / pairs = 9,543,327 / 9,787,750 = 97.50%, exactly', () => {
    expect([ANTE_RTP.numerator, ANTE_RTP.denominator]).toEqual([9_543_327n, 9_787_750n]);
    expect(ANTE_RTP.numerator * BigInt(DEAL_PAIRS) * 100n).toBe(ANTE_RTP.denominator * (195n * BigInt(ANTE_COUNTS.wins) + 100n * BigInt(ANTE_COUNTS.ties)));
    expect(formatAnteRtp()).toBe('97.50%');
    // An even-money ante would return exactly 100%: the reason for the commission.
    const evenMoney = 2 * ANTE_COUNTS.wins + ANTE_COUNTS.ties;
    expect(evenMoney).toBe(DEAL_PAIRS);
  });

  it('counts by inclusion–exclusion exactly what comparing every pair counts, on smaller decks', () => {
    // Every rank near the ace (A-K-Q, A-2-3, K-Q-J, 4-3-2 …) in all suits: 6 ranks × 4 suits.
    const nearAces = cards(...['2', '3', '4', 'Q', 'K', 'A'].flatMap((rank) => ['S', 'H', 'D', 'C'].map((suit) => rank + suit)));
    expect(countAnteOutcomes(nearAces)).toEqual(countAnteOutcomesByBruteForce(nearAces));
    // An uneven deck: missing suits and ranks, so wins and losses differ per hand.
    const uneven = cards('AS', 'AH', 'KS', 'KD', 'QS', '2S', '2H', '2D', '3S', '3C', '7H', '7D', '8H', '9H', 'TH', 'JC', '5D');
    const counts = countAnteOutcomes(uneven);
    expect(counts).toEqual(countAnteOutcomesByBruteForce(uneven));
    expect(counts.ties).toBeGreaterThan(0);
    const rtp = anteRtp(counts);
    expect(rtp.numerator * BigInt(counts.playerHands * counts.dealerHands) * 100n).toBe(rtp.denominator * BigInt(195 * counts.wins + 100 * counts.ties));
  });

  it('has the well-known hand counts of a 52-card deck', () => {
    expect(categoryCounts()).toEqual({ trail: 52, pureSequence: 48, sequence: 720, colour: 1096, pair: 3744, highCard: 16_440 });
  });

  it('agrees with 5 million simulated deals within 4 standard errors', () => {
    const simulation = simulateAnte(5_000_000, 20260601);
    // One deal returns 0, 1 or 1.95 stakes: σ ≈ 0.97, so the standard error is about 0.00043.
    expect(simulation.standardError).toBeGreaterThan(0.0004);
    expect(simulation.standardError).toBeLessThan(0.0005);
    expect(Math.abs(simulation.rtp - ANTE_RTP.value)).toBeLessThan(4 * simulation.standardError);
    const tieChance = ANTE_COUNTS.ties / DEAL_PAIRS;
    expect(Math.abs(simulation.ties / simulation.deals - tieChance)).toBeLessThan(4 * Math.sqrt((tieChance * (1 - tieChance)) / simulation.deals));
  }, 60_000);
});
