import { randomInt } from 'node:crypto';

/** The stakes the page offers, in minor units (৳10, ৳50, ৳100). */
export const STAKES: readonly number[] = [1000, 5000, 10000];
/** The honest rule printed on the page: 45 rolls in 100 pay twice the stake, the rest pay nothing. */
export const WIN_CHANCE_PERCENT = 45;
export const WIN_MULTIPLIER = 2;
/** A free trial's starting fun balance (৳1,000.00). */
export const FUN_CREDIT = 100_000;

/** A roll of 0…99; the sandbox uses crypto randomness, tests may pass their own. */
export type Roll = () => number;
export const cryptoRoll: Roll = () => randomInt(100);

export const payoutFor = (stake: number, roll: number): number => (roll < WIN_CHANCE_PERCENT ? stake * WIN_MULTIPLIER : 0);

export const isOfferedStake = (stake: number): boolean => STAKES.includes(stake);
