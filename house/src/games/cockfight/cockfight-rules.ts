import { cockfightReturn, DEFAULT_FIGHT_ODDS, FIGHT_SIDES, type FightResult, type FightSide } from '@khela/contracts/sportsbook';
import type { FairStream } from '../../fair/fair-stream';

/**
 * "Khela Cockfight" at the house's live table (docs/house.md, "Cockfight arena"): one fight per
 * round, its result drawn from the round's committed seed. The betting rules and the money are the
 * sportsbook contract's (contracts/src/sportsbook/cockfight.ts): fixed Malay odds MERON 0.80 /
 * WALA −0.94, DRAW 1:8, MERON and WALA refunded on a DRAW, everything refunded on a CANCEL.
 */

export const COCKFIGHT_GAME_CODE = 'house-cockfight';
export const COCKFIGHT_NAMES = { bn: 'খেলা মোরগ লড়াই', en: 'Khela Cockfight' } as const;

export const SIDES = FIGHT_SIDES;
export const isFightSide = (raw: unknown): raw is FightSide => typeof raw === 'string' && (FIGHT_SIDES as readonly string[]).includes(raw);

/** The arena's fixed prices, Malay millionths (the contract's opening quotes, never moved). */
export const FIGHT_ODDS = DEFAULT_FIGHT_ODDS;

/** Limits in paisa: ৳10 to ৳10,000 a bet, whole taka. */
export const MIN_STAKE = 1_000;
export const MAX_STAKE = 1_000_000;
export const STAKE_STEP = 100;
export const isFightStake = (stake: number): boolean => Number.isSafeInteger(stake) && stake >= MIN_STAKE && stake <= MAX_STAKE && stake % STAKE_STEP === 0;

/**
 * How a fight ends, out of RESULT_SPACE: one `nextInt(1000)` per fight, read against these bands in
 * this order (MERON 0–479, WALA 480–899, DRAW 900–989, CANCEL 990–999). MERON is the favourite (it
 * pays less), DRAW is uncommon and CANCEL rare.
 */
export const RESULT_SPACE = 1000;
export const RESULT_WEIGHTS: Readonly<Record<FightResult, number>> = { MERON: 480, WALA: 420, DRAW: 90, CANCEL: 10 };
const RESULT_ORDER = ['MERON', 'WALA', 'DRAW', 'CANCEL'] as const;

/** The result a draw (0 … RESULT_SPACE − 1) falls on. */
export function resultOfRoll(roll: number): FightResult {
  let upTo = 0;
  for (const result of RESULT_ORDER) {
    upTo += RESULT_WEIGHTS[result];
    if (roll < upTo) return result;
  }
  throw new RangeError(`cockfight: roll ${roll} outside 0…${RESULT_SPACE - 1}`);
}

/** A fought (or cancelled) fight as stored and shown: the result and the draw that decided it. */
export interface Fight {
  result: FightResult;
  roll: number;
}

/** The fight a round's fair stream decides. */
export function fightFromStream(stream: FairStream): Fight {
  const roll = stream.nextInt(RESULT_SPACE);
  return { result: resultOfRoll(roll), roll };
}

/** What a bet returns in total (stake included, 0 lost): the contract's rule at the arena's fixed odds. */
export const fightPayout = (side: FightSide, stake: number, result: FightResult): number => cockfightReturn(side, stake, FIGHT_ODDS, result);
