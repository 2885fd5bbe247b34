/** What bench/sportsbook/run.ts says over IPC to the api (api-server.ts) and to the book (book-server.ts). */

export type ApiRequest = { kind: 'tokens'; count: number } | { kind: 'wallet' } | { kind: 'cpu' } | { kind: 'stop' };

/** The api's KBOOK bets by status, and what its members' main wallets still hold. */
export interface ApiBooks {
  open: number;
  settled: number;
  rolledBack: number;
  paid: string;
  held: string;
}

export type ApiMessage =
  | { kind: 'ready'; port: number; engine: string; schema: string | null; pool: number | null; members: number; setupMs: number }
  /** One fresh launch token per member (the first `count`), as the api's launch issues them for KBOOK. */
  | { kind: 'tokens'; tokens: string[] }
  /** The seamless wallet calls the api has answered so far, by action, and its KBOOK bets. */
  | { kind: 'wallet'; calls: Record<string, number>; books: ApiBooks }
  | { kind: 'cpu'; userMicros: number; systemMicros: number }
  | { kind: 'failed'; message: string };

export type BookRequest =
  /** Records `count` single bets on `marketId` and holds each through the book's own debit (BetMoney), `concurrency` at a time. */
  | { kind: 'fill'; marketId: string; count: number; stake: number; concurrency: number }
  | { kind: 'cpu' }
  | { kind: 'stop' };

export type BookMessage =
  | { kind: 'ready'; port: number; engine: string; schema: string | null; setupMs: number }
  | { kind: 'filled'; recordMs: number; debitMs: number; held: number; notHeld: Record<string, number> }
  | { kind: 'cpu'; userMicros: number; systemMicros: number }
  | { kind: 'failed'; message: string };

/** What each member starts with: enough that no bet of the run is refused for money. */
export const MEMBER_FUNDS = 1_000_000_000_000n;
