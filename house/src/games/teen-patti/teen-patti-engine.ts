import { cardCode, DECK_SIZE } from './teen-patti-cards';
import { describeHand, handKey, type HandDescription } from './teen-patti-hands';
import { CARDS_PER_HAND, TIE_RETURNS_PERCENT, WIN_RETURNS_PERCENT } from './teen-patti-rules';

/** Where the draws come from: the round's FairStream, or any other unbiased source in a simulation. */
export interface IntSource {
  nextInt(n: number): number;
}

export type TeenPattiWinner = 'player' | 'dealer' | 'tie';

export interface TeenPattiSeat {
  /** Card codes in the order dealt, e.g. ["AS", "TD", "2C"]. */
  cards: string[];
  hand: HandDescription;
}

export interface TeenPattiOutcome {
  stake: number;
  /** The Fisher–Yates draws: position i of the deck swapped with i + draws[i], draws[i] = nextInt(52 − i). */
  draws: number[];
  player: TeenPattiSeat;
  dealer: TeenPattiSeat;
  winner: TeenPattiWinner;
  /** 1.95 × stake on a win, the stake on a tie, 0 on a loss (paisa). */
  payout: number;
}

const DEALT = 2 * CARDS_PER_HAND;

const DECK_ORDER = Int32Array.from({ length: DECK_SIZE }, (_, card) => card);
const deck = new Int32Array(DECK_SIZE);

/**
 * Deals the top six cards of a shuffled deck into `dealt`, and the draws into `draws`, allocating
 * nothing (the simulation deals millions through it). The deck starts in card order (2♠ 2♥ 2♦ 2♣
 * 3♠ … A♣) and is shuffled by Fisher–Yates from the top: position i swaps with i + nextInt(52 − i).
 * Only the first six steps run, because the later steps never move the top six cards: the deal is
 * exactly what a full shuffle would deal, and every ordered 6 cards are equally likely.
 */
export function dealInto(ints: IntSource, dealt: Int32Array, draws: Int32Array): void {
  deck.set(DECK_ORDER);
  for (let i = 0; i < DEALT; i += 1) {
    const draw = ints.nextInt(DECK_SIZE - i);
    const j = i + draw;
    const card = deck[j]!;
    deck[j] = deck[i]!;
    deck[i] = card;
    dealt[i] = card;
    draws[i] = draw;
  }
}

/** The six dealt cards and the draws that dealt them. */
export function dealCards(ints: IntSource): { cards: number[]; draws: number[] } {
  const dealt = new Int32Array(DEALT);
  const draws = new Int32Array(DEALT);
  dealInto(ints, dealt, draws);
  return { cards: [...dealt], draws: [...draws] };
}

/** Alternate dealing: the player holds deal positions 1, 3, 5 and the dealer 2, 4, 6. */
export const playerCards = (dealt: ArrayLike<number>): number[] => [dealt[0]!, dealt[2]!, dealt[4]!];
export const dealerCards = (dealt: ArrayLike<number>): number[] => [dealt[1]!, dealt[3]!, dealt[5]!];

/** Who wins a deal (positions as dealt: the player's cards at 0, 2, 4). */
export function dealWinner(dealt: ArrayLike<number>): TeenPattiWinner {
  const p = handKey(dealt[0]!, dealt[2]!, dealt[4]!);
  const d = handKey(dealt[1]!, dealt[3]!, dealt[5]!);
  return p > d ? 'player' : p < d ? 'dealer' : 'tie';
}

/** Who wins between two hands. */
export const winnerOf = (player: readonly number[], dealer: readonly number[]): TeenPattiWinner => dealWinner([player[0]!, dealer[0]!, player[1]!, dealer[1]!, player[2]!, dealer[2]!]);

/** What an ante returns for a winner (paisa). */
export function antePayout(stake: number, winner: TeenPattiWinner): number {
  if (winner === 'dealer') return 0;
  const returned = stake * (winner === 'player' ? WIN_RETURNS_PERCENT : TIE_RETURNS_PERCENT);
  if (returned % 100 !== 0) throw new RangeError(`stake ${stake} does not pay whole paisa`);
  return returned / 100;
}

/** A hand's full outcome from the round's draws. */
export function dealOutcome(ints: IntSource, stake: number): TeenPattiOutcome {
  const { cards, draws } = dealCards(ints);
  const player = playerCards(cards);
  const dealer = dealerCards(cards);
  const winner = dealWinner(cards);
  return {
    stake,
    draws,
    player: { cards: player.map(cardCode), hand: describeHand(player) },
    dealer: { cards: dealer.map(cardCode), hand: describeHand(dealer) },
    winner,
    payout: antePayout(stake, winner),
  };
}
