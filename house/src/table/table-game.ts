import type { FairInput } from '../fair/fair-stream';

/** A dealt result as stored (JSON) and shown in the history. */
export type TableResult = Record<string, unknown>;

/**
 * A game dealt at a shared table (docs/house.md, "Live table"): one result per round for every
 * player, decided from the round's fair inputs alone, and what each side pays on it.
 */
export interface TableGame {
  code: string;
  names: { bn: string; en: string };
  /** The sides a player may bet on. */
  sides: readonly string[];
  limits: { minStake: number; maxStake: number; stakeStep: number };
  isStake(stake: number): boolean;
  /** The round's result: the same inputs always deal the same. */
  deal(input: FairInput): TableResult;
  /** What a bet on `side` returns in total (stake included, 0 = lost). */
  payout(side: string, stake: number, result: TableResult): number;
}
