import type { FairInput } from '../fair/fair-stream';
import type { HouseGameType } from '../games/house-game';

/** A table round's phases in time (docs/house.md, "Live table"). */
export interface TableTiming {
  /** The betting window, the last call included (default 15 s). */
  bettingMs: number;
  /** The end of the window announced as the "last call": bets still taken (default 0, none). */
  lastCallMs: number;
  /** How long a round stays closed before it is dealt (default 0: dealt at the close). */
  closedMs: number;
  /** How long a dealt result is shown before the next round opens (default 5 s). */
  resultMs: number;
}

/** A dealt result as stored (JSON) and shown in the history. */
export type TableResult = Record<string, unknown>;

/**
 * A game dealt at a shared table (docs/house.md, "Live table"): one result per round for every
 * player, decided from the round's fair inputs alone, and what each side pays on it.
 */
export interface TableGame {
  code: string;
  /** The catalogue category its bets are recorded under (see HouseGameType). */
  gameType: HouseGameType;
  names: { bn: string; en: string };
  /** The sides a player may bet on. */
  sides: readonly string[];
  limits: { minStake: number; maxStake: number; stakeStep: number };
  /** The game's own round timing, when not the table defaults (an explicit option still wins). */
  timing?: Partial<TableTiming>;
  isStake(stake: number): boolean;
  /** The round's result: the same inputs always deal the same. */
  deal(input: FairInput): TableResult;
  /** What a bet on `side` returns in total (stake included, 0 = lost). */
  payout(side: string, stake: number, result: TableResult): number;
}
