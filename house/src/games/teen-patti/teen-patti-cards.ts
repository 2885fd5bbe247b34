/**
 * Cards as small integers, so hands compare and enumerate without allocating:
 * card = rank * 4 + suit, rank 0 (two) … 12 (ace), suit 0 spades, 1 hearts, 2 diamonds, 3 clubs.
 * Rounds store them as two-character codes ("AS", "TD", "2C") that any page can draw.
 */

export const RANK_CODES = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;
export const SUIT_CODES = ['S', 'H', 'D', 'C'] as const;
export type RankCode = (typeof RANK_CODES)[number];
export type SuitCode = (typeof SUIT_CODES)[number];

export const DECK_SIZE = 52;
export const ACE = 12;

export const rankOf = (card: number): number => card >> 2;
export const suitOf = (card: number): number => card & 3;

/** "AS" for the ace of spades. */
export const cardCode = (card: number): string => `${RANK_CODES[rankOf(card)]!}${SUIT_CODES[suitOf(card)]!}`;

/** The card for a code like "AS", or null. */
export function parseCard(code: string): number | null {
  const rank = (RANK_CODES as readonly string[]).indexOf(code[0] ?? '');
  const suit = (SUIT_CODES as readonly string[]).indexOf(code[1] ?? '');
  return code.length === 2 && rank >= 0 && suit >= 0 ? rank * 4 + suit : null;
}

/** Cards from codes, for tests and the rules' examples; throws on a bad code. */
export function cards(...codes: string[]): number[] {
  return codes.map((code) => {
    const card = parseCard(code);
    if (card === null) throw new RangeError(`not a card: ${code}`);
    return card;
  });
}
