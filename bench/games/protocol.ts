import type { StatementTally } from './counted-db';

/** What bench/games/run.ts and its server processes (server.ts, bare-server.ts) say to each other over IPC. */

export type ParentMessage = { kind: 'usage' } | { kind: 'stop' };

export type ServerMessage =
  | {
      kind: 'ready';
      port: number;
      engine: 'pg' | 'pglite' | 'bare';
      /** The throwaway PostgreSQL schema (null on PGlite and for the bare server). */
      schema: string | null;
      /** The api's PostgreSQL pool size (null elsewhere). */
      pool: number | null;
      /** RNG games the demo brand shows (0 for the bare server). */
      catalogue: number;
      setupMs: number;
    }
  | {
      kind: 'usage';
      /** The process's CPU so far (user + system, every thread), in microseconds. */
      cpuMicros: number;
      /** HTTP requests the server has received so far (those the load generator gave up on at the end included). */
      requests: number;
      /** Every SQL text the api sent to its database so far: how often, and the wall time it awaited them. */
      statements: StatementTally[];
    }
  | { kind: 'failed'; message: string };

/** The call under load: one page of the home's RNG tab, as the page asks for it. */
export const GAMES_PATH = '/lgw/games/games?gameType=RNG&pageNo=1&pageSize=24';
// Bengali is the site's default language (and its names are the longer answer).
export const GAMES_HEADERS = { merchant: 'khela', language: 'bn' } as const;
