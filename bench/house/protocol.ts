/** What bench/house/run.ts says over IPC to the api process (api-server.ts) and the timing proxy (wallet-proxy.ts). */

export type ApiRequest = { kind: 'launch'; cohort: number } | { kind: 'stop' };

export type ApiMessage =
  | {
      kind: 'ready';
      port: number;
      schema: string | null;
      /** The api's PostgreSQL pool size. */
      pool: number | null;
      setupMs: number;
    }
  /** The house's game address for each player of the cohort, with a fresh one-time token, as the api's launch answers it. */
  | { kind: 'launched'; cohort: number; urls: string[] }
  | { kind: 'failed'; message: string };

export type ProxyRequest = { kind: 'take' } | { kind: 'stop' };

/** One wallet call the house made: its action, the round it was for (null: authenticate, balance) and its time at the proxy. */
export type TimedCall = [action: string, roundId: string | null, ms: number, httpStatus: number];

export type ProxyMessage =
  | { kind: 'ready'; port: number }
  /** Every call timed since the last `take`. */
  | { kind: 'calls'; calls: TimedCall[] };

/** Cohorts of players: a cold launch and warm-up, the window through the proxy, the window straight at the api. */
export const COHORTS = 3;

/** What each player starts with: enough that no bet of the run is refused for money. */
export const PLAYER_FUNDS = 1_000_000_000_000n;
