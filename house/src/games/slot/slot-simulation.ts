import { xoshiroInts } from '../simulation-random';
import { spinLineBets as engineSpin, STRIP_LENGTHS as stripLengths } from './slot-engine';

// Local copies: an imported binding compiled to CommonJS is a getter call on every read in a hot loop.
const spinLineBets = engineSpin;
const STRIP_LENGTHS = stripLengths;

/** Running sums over simulated spins, in line bets per spin, and what they estimate. */
export interface SimulationSummary {
  spins: number;
  /** Mean return per unit staked. */
  rtp: number;
  /** Standard deviation of one spin's return per unit staked (sample). */
  spinStdDev: number;
  /** Standard error of `rtp`. */
  standardError: number;
}

/** Plays `spins` spins with random stops (xoshiro128**, see simulation-random.ts) through the real engine. */
export function simulateSlot(spins: number, seed: number): SimulationSummary {
  const ints = xoshiroInts(seed);
  const reels = STRIP_LENGTHS.length;
  const lengths = Int32Array.from(STRIP_LENGTHS);
  const stops = new Int32Array(reels);
  const lines = 10;
  let sum = 0;
  let sumOfSquares = 0;
  for (let spin = 0; spin < spins; spin += 1) {
    for (let reel = 0; reel < reels; reel += 1) stops[reel] = ints.nextInt(lengths[reel]!);
    const paid = spinLineBets(stops);
    sum += paid;
    sumOfSquares += paid * paid;
  }
  // In line bets; a spin stakes `lines` line bets.
  const mean = sum / spins;
  const variance = (sumOfSquares - spins * mean * mean) / (spins - 1);
  return { spins, rtp: mean / lines, spinStdDev: Math.sqrt(variance) / lines, standardError: Math.sqrt(variance / spins) / lines };
}

/** Every stop combination once: the total paid in line bets (an exact integer, well under 2⁵³). */
export function enumerateEveryStop(): { combinations: number; paidLineBets: number } {
  const [l0, l1, l2, l3, l4] = STRIP_LENGTHS as [number, number, number, number, number];
  const stops = new Int32Array(5);
  let paid = 0;
  for (let a = 0; a < l0; a += 1) {
    stops[0] = a;
    for (let b = 0; b < l1; b += 1) {
      stops[1] = b;
      for (let c = 0; c < l2; c += 1) {
        stops[2] = c;
        for (let d = 0; d < l3; d += 1) {
          stops[3] = d;
          for (let e = 0; e < l4; e += 1) {
            stops[4] = e;
            paid += spinLineBets(stops);
          }
        }
      }
    }
  }
  return { combinations: l0 * l1 * l2 * l3 * l4, paidLineBets: paid };
}
