import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from '@khela/server-kit/db';
import { SeamlessWalletClient } from '@khela/server-kit/vendor';
import { migrate } from '../db/migrate';
import { openSession, type PlayerSession } from '../sessions/session-repo';
import { fakeApiPerTest } from '../testing/fake-api-per-test';
import { reopenableDb, SECRET } from '../testing/test-house';
import { FakeClock } from './table-clock';
import { tableRoutes, Tables, type TablesOptions } from './table-routes';

/** What POST /table/:game/bet answers. */
export interface BetAnswer {
  status: string;
  message: string;
  balance: number | null;
  bet?: { id: string; payout: number | null };
}

const quiet = { warn: () => undefined, error: () => undefined, info: () => undefined };

/**
 * A live table's tests (tests only): every test gets a fake Khela api, a store that survives a
 * restart and a new FakeClock; `start` runs the tables and their JSON API on a real port over them
 * (a fresh start resumes what a previous one left), `stop` is the process dying there. `game` is
 * the table the helpers below call.
 */
export function tableForEachTest(game: string) {
  let clock: FakeClock;
  let table: { app: FastifyInstance; tables: Tables; db: Db; url: string } | null = null;

  async function stop(): Promise<void> {
    if (!table) return;
    await table.tables.stop();
    await table.app.close();
    await table.db.close();
    table = null;
  }

  const each = fakeApiPerTest(reopenableDb, () => stop());
  beforeEach(() => {
    clock = new FakeClock();
  });

  const walletFor = () => new SeamlessWalletClient({ apiUrl: each.apiUrl, secret: SECRET, timeoutMs: 2000 }).forVendor('HOUSE');

  /** The tables over the store on the fake clock; `options` sets their timing or games. */
  async function start(options: Partial<Omit<TablesOptions, 'db' | 'wallet' | 'clock'>> = {}): Promise<void> {
    const db = await each.storage.open();
    await migrate(db);
    const tables = new Tables({ db, wallet: walletFor(), retryDelaysMs: [5, 5], backoffFirstMs: 1000, backoffMaxMs: 4000, clock, ...options }, quiet);
    const app = Fastify();
    await app.register(formbody);
    await app.register(tableRoutes, { db, tables, clock });
    await tables.start();
    await app.listen({ port: 0, host: '127.0.0.1' });
    table = { app, tables, db, url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
  }

  /** An HTTP call to the table's API (over a real port, like the house's other tests). */
  async function http<T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<{ status: number; body: T }> {
    const response = await fetch(`${table!.url}${path}`, { method, ...(payload ? { body: JSON.stringify(payload), headers: { 'content-type': 'application/json' } } : {}) });
    return { status: response.status, body: (await response.json()) as T };
  }

  /** A real-money player launched at the table: Khela's session (via authenticate) and the house session. */
  async function player(playerId: string, balance: number): Promise<PlayerSession> {
    const reply = await walletFor().call('authenticate', { launchToken: each.api.launch(playerId, balance) });
    if (!reply.heard) throw new Error('authenticate unanswered');
    return openSession(table!.db, {
      playerId, walletSession: String(reply.answer.sessionToken), fun: false, funBalance: null, currency: 'BDT', language: 'en', gameCode: game, backUrl: null, nickname: null,
    });
  }

  return {
    each,
    /** The running test's clock. */
    get clock(): FakeClock {
      return clock;
    },
    /** The running tables' database. */
    get db(): Db {
      return table!.db;
    },
    walletFor,
    start,
    stop,
    http,
    player,
    /** Runs the table's round on as its timer would. */
    tick: () => table!.tables.services.get(game)!.tick(),
    bet: (sessionId: string, side: string, stake: number | string) => http<BetAnswer>('POST', `/table/${game}/bet`, { sessionId, side, stake }),
  };
}
