/** What bench/rewards/run.ts and its api process (bench/rewards/server.ts) say to each other over IPC. */

export type ParentMessage =
  | { kind: 'cpu' }
  | { kind: 'stop' }
  /** The settled-bet feed's triggers on `bets` on or off (phase 1 measures today's cost without them). */
  | { kind: 'feed'; on: boolean }
  /** Drain the feed now (app.rewards.drainAll, beside the worker) and say how long until it was empty. */
  | { kind: 'drain' }
  /** How the bets of the run were paid: cash only, split, bonus only. */
  | { kind: 'mix' };

export type ServerMessage =
  | {
      kind: 'ready';
      port: number;
      engine: 'pg' | 'pglite';
      schema: string | null;
      pool: number | null;
      /** Players whose cash covers every bet. */
      cashTokens: string[];
      /** Players with cash short of a bet and a large active grant: every bet goes through the bonus path. */
      bonusTokens: string[];
      setupMs: number;
    }
  | { kind: 'cpu'; userMicros: number; systemMicros: number }
  | { kind: 'feed'; on: boolean }
  /** backlog: rows waiting when asked; ms: until the feed was empty; lag: settlement to applied, of every row applied since the last drain. */
  | { kind: 'drain'; rows: number; backlog: number; ms: number; lagP50Ms: number | null; lagP99Ms: number | null; applied: number }
  | { kind: 'mix'; cash: number; split: number; bonus: number }
  | { kind: 'failed'; message: string };

/** What each cash player has, and each bonus player's grant: enough that no bet of the run is refused. */
export const PLAYER_FUNDS = 1_000_000_000_000n;

/** A bonus player's cash: half a bet (the bench's bets are 100). */
export const BONUS_PLAYER_CASH = 50n;
