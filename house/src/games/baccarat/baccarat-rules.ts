/**
 * Punto banco baccarat, "Khela Baccarat Live": the tableau (when each hand takes a third card) and
 * what each bet pays. Pure data and rules: the shoe and the deal are in baccarat-engine.ts, the
 * exact odds in baccarat-odds.ts.
 */

export const BACCARAT_GAME_CODE = 'house-baccarat';
export const BACCARAT_NAMES = { bn: 'খেলা ব্যাকারা লাইভ', en: 'Khela Baccarat Live' } as const;

/** Eight 52-card decks, a fresh shoe every round (the first six cards are all a coup can use). */
export const DECKS = 8;
export const SHOE_SIZE = DECKS * 52;

export const SIDES = ['player', 'banker', 'tie'] as const;
export type BaccaratSide = (typeof SIDES)[number];
export type Winner = BaccaratSide;

export const isSide = (raw: unknown): raw is BaccaratSide => typeof raw === 'string' && (SIDES as readonly string[]).includes(raw);

/** Table limits in paisa: ৳10 to ৳10,000 a bet, whole taka (so the banker's 95% is always whole paisa). */
export const MIN_STAKE = 1_000;
export const MAX_STAKE = 1_000_000;
export const STAKE_STEP = 100;

export const isTableStake = (stake: number): boolean => Number.isSafeInteger(stake) && stake >= MIN_STAKE && stake <= MAX_STAKE && stake % STAKE_STEP === 0;

/** Ranks A, 2…10, J, Q, K (index 0…12); a card's baccarat value is A = 1, 2…9 at face, 10/J/Q/K = 0. */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export const rankValue = (rank: number): number => (rank < 9 ? rank + 1 : 0);

/** A hand's total: the sum of its values, last digit. */
export const handTotal = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0) % 10;

/** A natural (8 or 9 on the first two cards of either hand) ends the coup: nobody draws. */
export const isNatural = (twoCardTotal: number): boolean => twoCardTotal >= 8;

/** The player draws on 0–5 and stands on 6–7 (naturals already settled). */
export const playerDraws = (playerTotal: number): boolean => playerTotal <= 5;

/**
 * The banker's rule. When the player stood, the banker draws on 0–5 like the player. When the
 * player drew, it depends on the banker's total and the VALUE of the player's third card:
 *   0–2 draws; 3 draws unless the third card is 8; 4 draws on 2–7; 5 on 4–7; 6 on 6–7; 7 stands.
 */
export function bankerDraws(bankerTotal: number, playerThirdValue: number | null): boolean {
  if (playerThirdValue === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThirdValue !== 8;
    case 4:
      return playerThirdValue >= 2 && playerThirdValue <= 7;
    case 5:
      return playerThirdValue >= 4 && playerThirdValue <= 7;
    case 6:
      return playerThirdValue === 6 || playerThirdValue === 7;
    default:
      return false;
  }
}

export const winnerOf = (playerTotal: number, bankerTotal: number): Winner => (playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie');

/**
 * What a bet returns in total (stake included; 0 = lost), in paisa:
 *   player 1:1 (2× stake); banker 0.95:1 — the 5% commission on the win, the win rounded DOWN to
 *   the paisa; tie 8:1 (9× stake). Player and banker bets push (stake back) on a tie.
 */
export function baccaratPayout(side: BaccaratSide, stake: number, winner: Winner): number {
  if (side === 'tie') return winner === 'tie' ? stake * 9 : 0;
  if (winner === 'tie') return stake;
  if (side !== winner) return 0;
  return side === 'player' ? stake * 2 : stake + Math.floor((stake * 95) / 100);
}
