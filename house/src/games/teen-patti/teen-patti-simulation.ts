import { xoshiroInts } from '../simulation-random';
import { dealInto, dealWinner } from './teen-patti-engine';
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

/** Deals `deals` hands (xoshiro128**, see simulation-random.ts) through the real dealing and ranking code and sums the ante's returns. */
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
