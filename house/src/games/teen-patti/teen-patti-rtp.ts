import { DECK_SIZE } from './teen-patti-cards';
import { HAND_CATEGORIES, categoryOfKey, handKey, type HandCategory } from './teen-patti-hands';
import { TIE_RETURNS_PERCENT, WIN_RETURNS_PERCENT } from './teen-patti-rules';

/** Over every (player hand, dealer hand) pair of disjoint 3-card hands from a deck: how each ends. */
export interface AnteCounts {
  playerHands: number;
  /** Dealer hands per player hand: C(n − 3, 3). */
  dealerHands: number;
  wins: number;
  ties: number;
  losses: number;
}

const FULL_DECK: readonly number[] = Array.from({ length: DECK_SIZE }, (_, card) => card);

interface HandTable {
  cards: Int32Array;
  keys: Int32Array;
}

/** Every 3-card hand of the deck (cards ascending) with its key. */
function allHands(deck: readonly number[]): HandTable {
  const sorted = [...deck].sort((a, b) => a - b);
  const n = sorted.length;
  const count = (n * (n - 1) * (n - 2)) / 6;
  const cards = new Int32Array(count * 3);
  const keys = new Int32Array(count);
  let h = 0;
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      for (let k = j + 1; k < n; k += 1) {
        cards.set([sorted[i]!, sorted[j]!, sorted[k]!], h * 3);
        keys[h] = handKey(sorted[i]!, sorted[j]!, sorted[k]!);
        h += 1;
      }
    }
  }
  return { cards, keys };
}

/** How many of the sorted keys are below `key` (strict) or at most `key`. */
function countBelow(sorted: Int32Array, key: number, inclusive: boolean): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < key || (inclusive && sorted[mid] === key)) low = mid + 1;
    else high = mid;
  }
  return low;
}

const choose3 = (n: number) => (n * (n - 1) * (n - 2)) / 6;

/**
 * The exact counts without comparing 4·10⁸ pairs. For a player hand P = {a, b, c} with key k, the
 * dealer hands below k that share no card with P are, by inclusion–exclusion,
 *   #(all hands below k) − Σ #(hands holding a card of P, below k) + Σ #(hands holding two cards of P, below k)
 *   − [P itself below k] (never: its key is k),
 * each a binary search in sorted key lists: all hands, the hands through each card (1,176 each), the
 * hands through each pair of cards (50 each). The same with "at most k" gives the ties (P itself,
 * at most k, is subtracted). 22,100 hands × 7 searches instead of 22,100 × 18,424 comparisons.
 */
export function countAnteOutcomes(deck: readonly number[] = FULL_DECK): AnteCounts {
  const { cards, keys } = allHands(deck);
  const hands = keys.length;
  const byCard = new Map<number, number[]>();
  const byPair = new Map<number, number[]>();
  const add = (map: Map<number, number[]>, id: number, key: number) => (map.get(id) ?? map.set(id, []).get(id)!).push(key);
  for (let h = 0; h < hands; h += 1) {
    const [a, b, c] = [cards[h * 3]!, cards[h * 3 + 1]!, cards[h * 3 + 2]!];
    for (const card of [a, b, c]) add(byCard, card, keys[h]!);
    for (const pair of [a * 64 + b, a * 64 + c, b * 64 + c]) add(byPair, pair, keys[h]!);
  }
  const sortedKeys = (list: number[]) => Int32Array.from(list).sort();
  const all = Int32Array.from(keys).sort();
  const cardLists = new Map([...byCard].map(([id, list]) => [id, sortedKeys(list)]));
  const pairLists = new Map([...byPair].map(([id, list]) => [id, sortedKeys(list)]));

  const dealerHands = choose3(deck.length - 3);
  let wins = 0;
  let ties = 0;
  for (let h = 0; h < hands; h += 1) {
    const [a, b, c] = [cards[h * 3]!, cards[h * 3 + 1]!, cards[h * 3 + 2]!];
    const key = keys[h]!;
    const disjoint = (inclusive: boolean): number => {
      const below = (list: Int32Array) => countBelow(list, key, inclusive);
      const singles = below(cardLists.get(a)!) + below(cardLists.get(b)!) + below(cardLists.get(c)!);
      const pairs = below(pairLists.get(a * 64 + b)!) + below(pairLists.get(a * 64 + c)!) + below(pairLists.get(b * 64 + c)!);
      return below(all) - singles + pairs - (inclusive ? 1 : 0);
    };
    const lower = disjoint(false);
    wins += lower;
    ties += disjoint(true) - lower;
  }
  return { playerHands: hands, dealerHands, wins, ties, losses: hands * dealerHands - wins - ties };
}

/** The same counts by comparing every disjoint pair: for small decks, to check countAnteOutcomes. */
export function countAnteOutcomesByBruteForce(deck: readonly number[]): AnteCounts {
  const { cards, keys } = allHands(deck);
  const hands = keys.length;
  let wins = 0;
  let ties = 0;
  let losses = 0;
  for (let p = 0; p < hands; p += 1) {
    const playerCards = new Set([cards[p * 3], cards[p * 3 + 1], cards[p * 3 + 2]]);
    for (let d = 0; d < hands; d += 1) {
      if (playerCards.has(cards[d * 3]) || playerCards.has(cards[d * 3 + 1]) || playerCards.has(cards[d * 3 + 2])) continue;
      if (keys[p]! > keys[d]!) wins += 1;
      else if (keys[p] === keys[d]) ties += 1;
      else losses += 1;
    }
  }
  return { playerHands: hands, dealerHands: choose3(deck.length - 3), wins, ties, losses };
}

/** A return to player as an exact fraction of the stake. */
export interface ExactRtp {
  numerator: bigint;
  denominator: bigint;
  value: number;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/** RTP = (wins · 1.95 + ties · 1) / all pairs, reduced. */
export function anteRtp(counts: AnteCounts = ANTE_COUNTS): ExactRtp {
  const paid = BigInt(counts.wins) * BigInt(WIN_RETURNS_PERCENT) + BigInt(counts.ties) * BigInt(TIE_RETURNS_PERCENT);
  const staked = BigInt(counts.playerHands) * BigInt(counts.dealerHands) * 100n;
  const divisor = gcd(paid, staked);
  const numerator = paid / divisor;
  const denominator = staked / divisor;
  return { numerator, denominator, value: Number((numerator * 10n ** 15n) / denominator) / 1e15 };
}

/** How many of the deck's 3-card hands fall in each category (the player's hand distribution). */
export function categoryCounts(deck: readonly number[] = FULL_DECK): Record<HandCategory, number> {
  const counts = Object.fromEntries(HAND_CATEGORIES.map((category) => [category, 0])) as Record<HandCategory, number>;
  for (const key of allHands(deck).keys) counts[categoryOfKey(key)] += 1;
  return counts;
}

/** Computed once (about a second): the figures the rules page prints. */
export const ANTE_COUNTS: AnteCounts = countAnteOutcomes();
export const ANTE_RTP: ExactRtp = anteRtp(ANTE_COUNTS);

export const formatAnteRtp = (rtp: ExactRtp = ANTE_RTP): string => `${(rtp.value * 100).toFixed(2)}%`;
