import type { FairStream } from '../../fair/fair-stream';
import { RETURN_PERCENT, ROLL_OUTCOMES } from './dice-rules';

/** A dice round's result, as stored with the round. */
export interface DiceOutcome {
  /** 0…9999; the player reads it as roll / 100 (00.00…99.99). */
  roll: number;
  /** The target the bet chose: wins when roll < target × 100. */
  target: number;
  won: boolean;
  /** What the round pays (0 when lost). */
  payout: number;
}

/** The roll: the stream's first unbiased integer in [0, 10000). */
export const drawRoll = (stream: FairStream): number => stream.nextInt(ROLL_OUTCOMES);

/** What a win pays: stake × 99 / target, rounded down to the paisa (integers only, so exact). */
export const winPayout = (stake: number, target: number): number => Math.floor((stake * RETURN_PERCENT) / target);

/** The round's outcome from its roll. */
export function diceOutcome(roll: number, stake: number, target: number): DiceOutcome {
  const won = roll < target * (ROLL_OUTCOMES / 100);
  return { roll, target, won, payout: won ? winPayout(stake, target) : 0 };
}

/** The multiplier a win pays before rounding, as shown: 99 / target with at most 4 decimals (1.98, 49.5, 1.0102). */
export const multiplierText = (target: number): string => String(Number((RETURN_PERCENT / target).toFixed(4)));
