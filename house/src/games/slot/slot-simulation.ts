import { spinLineBets as engineSpin, STRIP_LENGTHS as stripLengths } from './slot-engine';

// Local copies: an imported binding compiled to CommonJS is a getter call on every read in a hot loop.
const spinLineBets = engineSpin;
const STRIP_LENGTHS = stripLengths;
// And a global (Math) read in a loop is slow inside a vm context such as jest's: read it once.
const imul = Math.imul;

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

/**
 * xoshiro128** (Blackman & Vigna): a fast generator unrelated to the fair core, so the simulation
 * checks the slot's arithmetic, not the seeds. 32-bit state words, no allocation per draw.
 */
export function xoshiro128(seed: number): () => number {
  // splitmix32 spreads the seed over the state.
  let s = seed >>> 0;
  const next32 = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = next32();
  let b = next32();
  let c = next32();
  let d = next32();
  return () => {
    const result = Math.imul(rotl(Math.imul(b, 5) >>> 0, 7), 9) >>> 0;
    const t = (b << 9) >>> 0;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d >>> 0, 11);
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    return result;
  };
}

const rotl = (x: number, k: number) => ((x << k) | (x >>> (32 - k))) >>> 0;

/**
 * Plays `spins` spins with random stops through the real engine. The generator is xoshiro128**
 * (Blackman & Vigna), unrelated to the fair core, kept in local variables: no allocation and no
 * call per draw, so ten million spins take seconds.
 */
export function simulateSlot(spins: number, seed: number): SimulationSummary {
  const start = xoshiro128(seed);
  let a = start() | 0;
  let b = start() | 0;
  let c = start() | 0;
  let d = start() | 0;
  const reels = STRIP_LENGTHS.length;
  const lengths = Int32Array.from(STRIP_LENGTHS);
  const limits = STRIP_LENGTHS.map((n) => 0x1_0000_0000 - (0x1_0000_0000 % n));
  const stops = new Int32Array(reels);
  const lines = 10;
  let sum = 0;
  let sumOfSquares = 0;
  for (let spin = 0; spin < spins; spin += 1) {
    for (let reel = 0; reel < reels; reel += 1) {
      const n = lengths[reel]!;
      const limit = limits[reel]!;
      for (;;) {
        // xoshiro128** step.
        const r = imul(b, 5);
        const value = imul((r << 7) | (r >>> 25), 9) >>> 0;
        const t = b << 9;
        c ^= a;
        d ^= b;
        b ^= c;
        a ^= d;
        c ^= t;
        d = (d << 11) | (d >>> 21);
        if (value < limit) {
          stops[reel] = value % n;
          break;
        }
      }
    }
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
