/**
 * "Teen Patti Classic House" (তিন পাত্তি হাউস): the player's ante against the dealer's hand, three
 * cards each from one shuffled 52-card deck. The better hand wins (teen-patti-hands.ts ranks them).
 *
 * Why a win pays 1.95× and not 2×: with no decisions and both hands dealt alike, the player wins
 * exactly as often as the dealer, so an even-money ante with ties pushed returns exactly 100% — the
 * house would run the table for nothing. A 5% commission on the winnings (as on baccarat's banker
 * bet) gives RTP = 1 − 0.05 · P(player wins), computed exactly in teen-patti-rtp.ts.
 */

export const TEEN_PATTI_GAME_CODE = 'house-teen-patti';

/** What a winning ante returns, stake included, in hundredths: 195 = the stake back plus 95% of it. */
export const WIN_RETURNS_PERCENT = 195;
/** A tie returns the stake. */
export const TIE_RETURNS_PERCENT = 100;

/** Antes in paisa (৳10–৳500): multiples of ৳1 = 100 paisa, so a win's 1.95× is whole paisa. */
export const TEEN_PATTI_STAKES: readonly number[] = [1000, 2000, 5000, 10000, 20000, 50000];

/** Cards go out alternately from the top of the shuffled deck: player, dealer, player, dealer… */
export const CARDS_PER_HAND = 3;
