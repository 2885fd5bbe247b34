/**
 * The 5 × 3 video slot "Royal Fruits" as data: symbols, reel strips, paylines and paytable.
 * Its return to player is computed exactly from these (slot-rtp.ts) and printed in its rules.
 */

export const SYMBOLS = ['WILD', 'SEVEN', 'BAR', 'BELL', 'MELON', 'GRAPE', 'LEMON', 'CHERRY'] as const;
export type SymbolId = (typeof SYMBOLS)[number];

/** WILD stands for any symbol on a line, and five wilds pay on their own. */
export const WILD: SymbolId = 'WILD';

export const REELS = 5;
export const ROWS = 3;

/**
 * One strip per reel, read top to bottom and wrapping around: a stop s shows s, s+1, s+2.
 * Each has 28 symbols (2 wild, 2 seven, 3 bar, 3 bell, 4 melon, 4 grape, 5 lemon, 5 cherry),
 * no symbol within two places of itself.
 */
export const REEL_STRIPS: readonly (readonly SymbolId[])[] = [
  ['SEVEN', 'GRAPE', 'BAR', 'WILD', 'MELON', 'LEMON', 'CHERRY', 'BELL', 'MELON', 'GRAPE', 'CHERRY', 'SEVEN', 'BAR', 'CHERRY', 'LEMON', 'MELON', 'BELL', 'GRAPE', 'LEMON', 'WILD', 'BELL', 'LEMON', 'CHERRY', 'BAR', 'MELON', 'LEMON', 'GRAPE', 'CHERRY'],
  ['LEMON', 'CHERRY', 'BAR', 'GRAPE', 'MELON', 'BAR', 'LEMON', 'CHERRY', 'MELON', 'GRAPE', 'CHERRY', 'LEMON', 'BELL', 'SEVEN', 'MELON', 'GRAPE', 'BAR', 'LEMON', 'WILD', 'BELL', 'CHERRY', 'WILD', 'LEMON', 'BELL', 'SEVEN', 'GRAPE', 'CHERRY', 'MELON'],
  ['LEMON', 'WILD', 'CHERRY', 'MELON', 'LEMON', 'BAR', 'GRAPE', 'CHERRY', 'LEMON', 'GRAPE', 'WILD', 'BELL', 'BAR', 'CHERRY', 'BELL', 'LEMON', 'MELON', 'SEVEN', 'CHERRY', 'MELON', 'GRAPE', 'BELL', 'CHERRY', 'LEMON', 'GRAPE', 'MELON', 'BAR', 'SEVEN'],
  ['BELL', 'WILD', 'BAR', 'MELON', 'LEMON', 'CHERRY', 'MELON', 'SEVEN', 'CHERRY', 'MELON', 'LEMON', 'BELL', 'GRAPE', 'LEMON', 'BELL', 'GRAPE', 'CHERRY', 'WILD', 'GRAPE', 'SEVEN', 'LEMON', 'CHERRY', 'BAR', 'MELON', 'CHERRY', 'BAR', 'GRAPE', 'LEMON'],
  ['BELL', 'CHERRY', 'MELON', 'BELL', 'LEMON', 'GRAPE', 'CHERRY', 'BAR', 'MELON', 'LEMON', 'WILD', 'GRAPE', 'BAR', 'BELL', 'LEMON', 'GRAPE', 'CHERRY', 'SEVEN', 'MELON', 'WILD', 'GRAPE', 'CHERRY', 'MELON', 'BAR', 'LEMON', 'SEVEN', 'CHERRY', 'LEMON'],
];

/** The 10 paylines: the row (0 top, 1 middle, 2 bottom) the line crosses on each reel. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 2, 1, 0, 1],
];

/** What 3, 4 or 5 of a kind on a line pay, in line bets (the stake is shared evenly by the lines). */
export const PAYTABLE: Readonly<Record<SymbolId, readonly [number, number, number]>> = {
  WILD: [50, 250, 1000],
  SEVEN: [30, 120, 500],
  BAR: [20, 60, 200],
  BELL: [15, 40, 120],
  MELON: [10, 25, 80],
  GRAPE: [8, 20, 60],
  LEMON: [5, 15, 40],
  CHERRY: [4, 12, 30],
};

/** The stakes offered (paisa, the whole spin): each a multiple of the line count, so every line bet is whole paisa. */
export const SLOT_STAKES: readonly number[] = [200, 500, 1000, 2000, 5000, 10000];

export const SLOT_GAME_CODE = 'house-slot';
