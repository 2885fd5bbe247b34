import { FIGHT_SIDES, FIGHT_RESULTS, type FightSide } from '@khela/contracts/sportsbook';
import type { Fraction } from '../baccarat/baccarat-odds';
import { fightPayout, RESULT_SPACE, RESULT_WEIGHTS } from './cockfight-rules';

/**
 * A stake every price divides exactly (MERON returns 9/5 of it, WALA 97/47): at this stake no
 * payout is floored, so the returns below are the exact ones "before rounding".
 */
export const EXACT_STAKE = 5 * 47 * 100;

export interface CockfightOdds {
  /** The chance a bet on the side wins (DRAW: the fight is drawn). */
  winChance: Record<FightSide, Fraction>;
  /** What a unit staked returns on average (refunds included). */
  returnToPlayer: Record<FightSide, Fraction>;
  houseEdge: Record<FightSide, Fraction>;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
const reduced = (numerator: bigint, denominator: bigint): Fraction => {
  const g = gcd(numerator, denominator);
  return { numerator: numerator / g, denominator: denominator / g };
};

/** Every bet's exact odds, from the result weights and the contract's payouts. */
export function exactCockfightOdds(): CockfightOdds {
  const odds = { winChance: {}, returnToPlayer: {}, houseEdge: {} } as CockfightOdds;
  const space = BigInt(RESULT_SPACE);
  const stake = BigInt(EXACT_STAKE);
  for (const side of FIGHT_SIDES) {
    let returned = 0n;
    for (const result of FIGHT_RESULTS) returned += BigInt(RESULT_WEIGHTS[result]) * BigInt(fightPayout(side, EXACT_STAKE, result));
    odds.winChance[side] = reduced(BigInt(RESULT_WEIGHTS[side]), space);
    odds.returnToPlayer[side] = reduced(returned, space * stake);
    odds.houseEdge[side] = reduced(space * stake - returned, space * stake);
  }
  return odds;
}
