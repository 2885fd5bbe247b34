import { ACE as ACE_RANK, RANK_CODES, type RankCode } from './teen-patti-cards';

// A local copy: an imported binding compiled to CommonJS is a getter call on every read in a hot loop.
const ACE = ACE_RANK;

/**
 * Teen Patti hands, weakest category first. The rules (what the rules page says):
 * - trail (three of a kind) > pure sequence (three in a row, one suit) > sequence (three in a row)
 *   > colour (one suit) > pair > high card;
 * - aces are high, except in the sequence A-2-3; sequences rank A-K-Q (highest), then A-2-3, then
 *   K-Q-J, Q-J-10 … down to 4-3-2; no wrapping (K-A-2 is not a sequence);
 * - within a category: trails by rank (A-A-A best); sequences as above; pairs by the pair's rank,
 *   then the odd card; colours and high cards by their highest card, then the second, then the third;
 * - suits never rank: hands equal by these rules tie.
 */
export const HAND_CATEGORIES = ['highCard', 'pair', 'colour', 'sequence', 'pureSequence', 'trail'] as const;
export type HandCategory = (typeof HAND_CATEGORIES)[number];

const HIGH_CARD = 0;
const PAIR = 1;
const COLOUR = 2;
const SEQUENCE = 3;
const PURE_SEQUENCE = 4;
const TRAIL = 5;

/** The sequence strength of A-2-3: above K-Q-J (whose top card, the king, is 11), below A-K-Q (13). */
const A23_SEQUENCE = 12;
const AKQ_SEQUENCE = 13;

/** Keys are category · 14³ + three tie-break digits in base 14 (ranks 0–12, sequence strengths 0–13). */
const D1 = 14;
const D2 = 14 * 14;
const CATEGORY = 14 * 14 * 14;

/**
 * A hand's strength as one integer (category, then three tie-break digits): a larger key is a
 * better hand and equal keys tie. Allocation free: the simulation ranks millions of deals through it.
 */
export function handKey(c0: number, c1: number, c2: number): number {
  // Ranks and suits inline (card = rank · 4 + suit, teen-patti-cards.ts).
  let a = c0 >> 2;
  let b = c1 >> 2;
  let c = c2 >> 2;
  // Sort the ranks high to low: a ≥ b ≥ c.
  let t: number;
  if (a < b) {
    t = a;
    a = b;
    b = t;
  }
  if (b < c) {
    t = b;
    b = c;
    c = t;
  }
  if (a < b) {
    t = a;
    a = b;
    b = t;
  }
  if (a === c) return TRAIL * CATEGORY + a * D2;
  const flush = (c0 & 3) === (c1 & 3) && (c1 & 3) === (c2 & 3);
  let sequence = -1;
  if (a === b + 1 && b === c + 1) sequence = a === ACE ? AKQ_SEQUENCE : a;
  else if (a === ACE && b === 1 && c === 0) sequence = A23_SEQUENCE;
  if (sequence >= 0) return (flush ? PURE_SEQUENCE : SEQUENCE) * CATEGORY + sequence * D2;
  if (flush) return COLOUR * CATEGORY + a * D2 + b * D1 + c;
  if (a === b) return PAIR * CATEGORY + a * D2 + c * D1;
  if (b === c) return PAIR * CATEGORY + b * D2 + a * D1;
  return HIGH_CARD * CATEGORY + a * D2 + b * D1 + c;
}

export const categoryOfKey = (key: number): HandCategory => HAND_CATEGORIES[Math.floor(key / CATEGORY)]!;

/** A hand as a page shows it: its category and the ranks that decide ties, most important first. */
export interface HandDescription {
  category: HandCategory;
  /** trail: [rank]; sequences: their cards high to low as played (A-2-3 is ["3","2","A"]); pair: [pair, odd card]; colour, high card: the three high to low. */
  ranks: RankCode[];
  /** The comparable strength (larger wins, equal ties), stored so the record shows why a hand won. */
  key: number;
}

export function describeHand(hand: readonly number[]): HandDescription {
  const [c0, c1, c2] = hand as [number, number, number];
  const key = handKey(c0, c1, c2);
  const category = categoryOfKey(key);
  const digits = [Math.floor(key / D2) % D1, Math.floor(key / D1) % D1, key % D1];
  let ranks: number[];
  if (category === 'trail') ranks = [digits[0]!];
  else if (category === 'pair') ranks = [digits[0]!, digits[1]!];
  else if (category === 'sequence' || category === 'pureSequence') {
    const strength = digits[0]!;
    ranks = strength === AKQ_SEQUENCE ? [ACE, ACE - 1, ACE - 2] : strength === A23_SEQUENCE ? [1, 0, ACE] : [strength, strength - 1, strength - 2];
  } else ranks = digits;
  return { category, ranks: ranks.map((rank) => RANK_CODES[rank]!), key };
}
