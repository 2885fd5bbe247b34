/** What bench/wallet/run.ts and its api process (bench/wallet/server.ts) say to each other over IPC. */

export type ParentMessage = { kind: 'cpu' } | { kind: 'stop' };

export type ServerMessage =
  | {
      kind: 'ready';
      port: number;
      engine: 'pg' | 'pglite';
      schema: string | null;
      /** The api's PostgreSQL pool size (null on PGlite). */
      pool: number | null;
      /** One launch token per funded player, for the vendor's authenticate. */
      launchTokens: string[];
      setupMs: number;
    }
  | { kind: 'cpu'; userMicros: number; systemMicros: number }
  | { kind: 'failed'; message: string };

/** What each player starts with: enough that no bet of the run is refused for money. */
export const PLAYER_FUNDS = 1_000_000_000_000n;
