import { xoshiro128 } from '../slot/slot-simulation';
import { dealInto, dealWinner, type IntSource } from './teen-patti-engine';
import { TIE_RETURNS_PERCENT, WIN_RETURNS_PERCENT } from './teen-patti-rules';

export interface AnteSimulation {
  deals: number;
  wins: number;
  ties: number;
  losses: number;
  /** Mean return per unit staked. */
  rtp: number;
  /** Standard error of `rtp`, from the sample variance of one deal's return. */
  standardError: number;
}

/**
 * Unbiased integers from xoshiro128** (rejection sampling as in the fair stream): a generator
 * unrelated to the fair core, so the simulation checks the dealing and ranking, not the seeds.
 */
export function xoshiroInts(seed: number): IntSource {
  // The state in local variables and Math.imul read once: a global read in a loop is slow inside a
  // vm context such as jest's (see slot-simulation.ts).
  const start = xoshiro128(seed);
  const imul = Math.imul;
  let a = start() | 0;
  let b = start() | 0;
  let c = start() | 0;
  let d = start() | 0;
  return {
    nextInt(n) {
      const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
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
        if (value < limit) return value % n;
      }
    },
  };
}

/** Deals `deals` hands through the real dealing and ranking code and sums the ante's returns. */
export function simulateAnte(deals: number, seed: number): AnteSimulation {
  const ints = xoshiroInts(seed);
  let wins = 0;
  let ties = 0;
  const dealt = new Int32Array(6);
  const draws = new Int32Array(6);
  for (let i = 0; i < deals; i += 1) {
    dealInto(ints, dealt, draws);
    const winner = dealWinner(dealt);
    if (winner === 'player') wins += 1;
    else if (winner === 'tie') ties += 1;
  }
  const win = WIN_RETURNS_PERCENT / 100;
  const tie = TIE_RETURNS_PERCENT / 100;
  const mean = (wins * win + ties * tie) / deals;
  const meanOfSquares = (wins * win * win + ties * tie * tie) / deals;
  const variance = ((meanOfSquares - mean * mean) * deals) / (deals - 1);
  return { deals, wins, ties, losses: deals - wins - ties, rtp: mean, standardError: Math.sqrt(variance / deals) };
}
