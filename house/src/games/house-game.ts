import type { FairInput } from '../fair/fair-stream';

/** A bet a player placed, as stored with the round (JSON). */
export type StoredBet = Record<string, unknown> & { stake: number };

/**
 * A house game as the round flow sees it: it checks a bet and decides its outcome from the fair
 * inputs alone, so the verification page (and a restarted service) recompute exactly the same.
 */
/**
 * The catalogue category a game's bets are recorded under at Khela (api/src/seed/house-games.ts):
 * the house serves several, so each bet names its own, and the rewards that count by category
 * (wagering, missions, points, rebate) see it.
 */
export type HouseGameType = 'RNG' | 'FISH' | 'PVP' | 'LIVE' | 'COCKFIGHT';

export interface HouseGame {
  code: string;
  gameType: HouseGameType;
  /**
   * The bet in a request, or null when it is not one this game offers. `raw` is a posted form or a
   * query string (values are strings, an array when a field repeats), so the bet's keys must not be
   * the pages' own parameters: language, round, notice, amount, revealed, clientSeedError, game,
   * serverSeed, clientSeed, nonce. Its scalar fields go back into the page's address after a form
   * post, so the form shows the same bet again.
   */
  parseBet(raw: Record<string, unknown>): StoredBet | null;
  /** The outcome (stored as the round's result) and what it pays, from the seeds and the bet. */
  play(input: FairInput, bet: StoredBet): { payout: number; result: Record<string, unknown> };
}
