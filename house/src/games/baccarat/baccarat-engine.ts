import type { FairStream } from '../../fair/fair-stream';
import { bankerDraws, handTotal, isNatural, playerDraws, RANKS, rankValue, SHOE_SIZE, SUITS, type Winner, winnerOf } from './baccarat-rules';

/** A card of the shoe: its rank (0 = A … 12 = K) and suit (0…3), e.g. shown as "KH". */
export interface Card {
  rank: number;
  suit: number;
}

export const cardName = (card: Card): string => `${RANKS[card.rank]}${SUITS[card.suit]}`;

/** A dealt coup, as stored and shown: the cards in dealing order per hand, totals and winner. */
export interface Coup {
  player: string[];
  banker: string[];
  playerTotal: number;
  bankerTotal: number;
  winner: Winner;
  natural: boolean;
}

/**
 * A freshly shuffled 8-deck shoe, dealt from the top: card i is a uniform pick among the 416 − i
 * cards left (a partial Fisher–Yates shuffle: the first k cards of a uniform shuffle, without
 * shuffling the 410 cards a coup never reaches). Card c of the ordered shoe is rank c mod 13,
 * suit ⌊c / 13⌋ mod 4.
 */
export class Shoe {
  /** The positions a swap has moved; every other position still holds its own card number. */
  private readonly moved = new Map<number, number>();
  private dealt = 0;

  constructor(private readonly stream: FairStream) {}

  next(): Card {
    const left = SHOE_SIZE - this.dealt;
    const pick = this.dealt + this.stream.nextInt(left);
    const at = (i: number) => this.moved.get(i) ?? i;
    const card = at(pick);
    this.moved.set(pick, at(this.dealt));
    this.dealt += 1;
    return { rank: card % 13, suit: Math.floor(card / 13) % 4 };
  }
}

/**
 * One coup of punto banco: player, banker, player, banker, then the player's third card by the
 * tableau, then the banker's (baccarat-rules.ts). Everything comes from `next`, so the same
 * stream always deals the same coup.
 */
export function dealCoup(next: () => Card): Coup {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const total = (hand: Card[]) => handTotal(hand.map((card) => rankValue(card.rank)));
  const natural = isNatural(total(player)) || isNatural(total(banker));
  if (!natural) {
    let playerThird: number | null = null;
    if (playerDraws(total(player))) {
      const third = next();
      player.push(third);
      playerThird = rankValue(third.rank);
    }
    if (bankerDraws(total(banker), playerThird)) banker.push(next());
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  return { player: player.map(cardName), banker: banker.map(cardName), playerTotal, bankerTotal, winner: winnerOf(playerTotal, bankerTotal), natural };
}

/** The coup a round's fair stream deals from a fresh shoe. */
export const dealFromStream = (stream: FairStream): Coup => {
  const shoe = new Shoe(stream);
  return dealCoup(() => shoe.next());
};
