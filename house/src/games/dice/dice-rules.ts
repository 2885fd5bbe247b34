/**
 * "Lucky Dice" as data. The player picks a target N (2…98) and a stake; the roll is a fair integer
 * 0…9999 shown as 00.00…99.99; the round wins when roll < N × 100, i.e. with chance N %, and then
 * pays stake × 99 / N rounded down to the paisa (a 1 % house edge before the rounding).
 */
export const DICE_GAME_CODE = 'house-dice';

/** The roll's range: 10,000 equally likely values, 0…9999 (shown divided by 100). */
export const ROLL_OUTCOMES = 10_000;

export const MIN_TARGET = 2;
export const MAX_TARGET = 98;
export const DEFAULT_TARGET = 50;

/** What the player gets back for each 100 % of win chance: 99 → a 1 % edge. */
export const RETURN_PERCENT = 99;

/** The stakes offered (paisa): ৳1 … ৳100. */
export const DICE_STAKES: readonly number[] = [100, 200, 500, 1000, 2000, 5000, 10000];
export const DEFAULT_DICE_STAKE = 1000;
