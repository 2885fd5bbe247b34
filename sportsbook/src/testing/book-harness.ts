import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { type Db, dropPgSchema, openPgDbInSchema, openPgliteDb } from '@khela/server-kit/db';
import { type VendorWallet } from '@khela/server-kit/vendor';
import { FakeKhelaWallet } from '@khela/server-kit/vendor-testing';
import { buildSportsbook, type Sportsbook, type SportsbookOptions } from '../app';
import type { Clock } from '../clock';

export const SECRET = 'sportsbook-test-secret';
export const OPS_TOKEN = 'ops-test-token';

/** A clock whose sleep returns at once after running `duringSleep` (what happens in the in-play delay). */
export class FakeClock implements Clock {
  private at = Date.parse('2026-11-26T12:00:00Z');
  duringSleep: (() => Promise<void>) | null = null;
  slept: number[] = [];
  now = () => new Date(this.at);
  sleep = async (ms: number) => {
    this.slept.push(ms);
    this.at += ms;
    await this.duringSleep?.();
  };
}

/** PostgreSQL for the tests when SPORTSBOOK_TEST_DATABASE_URL (or TEST_DATABASE_URL) is set: a throwaway schema. */
const PG_URL = process.env.SPORTSBOOK_TEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/**
 * A fake Khela api (the kit's, vendor KBOOK), storage (a PGlite folder, or a throwaway PostgreSQL
 * schema) and a book over them; `restart()` reopens the same storage.
 */
export class BookHarness {
  api!: FakeKhelaWallet;
  apiUrl!: string;
  dir!: string;
  schema = `sportsbook_test_${randomBytes(6).toString('hex')}`;
  db!: Db;
  book!: Sportsbook;
  url!: string;
  readonly clock = new FakeClock();

  async open(overrides: Partial<SportsbookOptions> = {}): Promise<{ resumed: number }> {
    if (!this.api) {
      this.api = new FakeKhelaWallet(SECRET, { vendorCode: 'KBOOK' });
      this.apiUrl = await this.api.start();
      this.dir = await mkdtemp(path.join(tmpdir(), 'sportsbook-test-'));
    }
    this.db = PG_URL ? await openPgDbInSchema(PG_URL, this.schema, { max: 4 }) : await openPgliteDb(this.dir);
    this.book = await buildSportsbook({
      db: this.db,
      apiUrl: this.apiUrl,
      secret: SECRET,
      opsToken: OPS_TOKEN,
      clock: this.clock,
      inPlayDelayMs: 5000,
      retryDelaysMs: [1],
      backoffFirstMs: 10,
      backoffMaxMs: 50,
      sweepMs: 3_600_000,
      ...overrides,
    });
    const started = await this.book.start();
    await this.book.app.listen({ port: 0, host: '127.0.0.1' });
    this.url = `http://127.0.0.1:${(this.book.app.server.address() as { port: number }).port}`;
    return started;
  }

  /** A call to the book over HTTP (jest cannot load fastify's inject). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the answers field by field
  async request(method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any; location: string | null }> {
    const response = await fetch(`${this.url}${url}`, {
      method,
      redirect: 'manual',
      headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, location: response.headers.get('location') };
  }

  /** Stops the book and closes its database (a crash between two wallet calls looks the same to the data). */
  async stop(): Promise<void> {
    await this.book.app.close();
    await this.db.close();
  }

  async restart(overrides: Partial<SportsbookOptions> = {}): Promise<{ resumed: number }> {
    await this.stop();
    return this.open(overrides);
  }

  async close(): Promise<void> {
    await this.stop();
    await this.api.stop();
    await rm(this.dir, { recursive: true, force: true });
    if (PG_URL) await dropPgSchema(PG_URL, this.schema);
  }

  async ops<T = Record<string, unknown>>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await this.request(method, url, body, { authorization: `Bearer ${OPS_TOKEN}` });
    return { status: response.status, body: response.body as T };
  }

  /** A member with `balance` launched into the book: the session id. */
  async player(playerId: string, balance: number): Promise<string> {
    const token = this.api.launch(playerId, balance, { vendorCode: 'KBOOK' });
    const response = await this.request('GET', `/play?token=${token}&language=en`);
    const match = /^\/book\/([A-Za-z0-9_-]+)\?/.exec(response.location ?? '');
    if (response.status !== 303 || !match) throw new Error(`launch failed: ${response.status}`);
    return match[1]!;
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the answers field by field
  async bet(sessionId: string, body: Record<string, unknown>, language = 'en'): Promise<{ status: number; body: Record<string, any> }> {
    const response = await this.request('POST', `/api/sessions/${sessionId}/bets?language=${language}`, body);
    return { status: response.status, body: response.body };
  }

  /** A competition, an event and one market on it: their ids. */
  async market(input: { sport?: string; type: string; specifiers?: object; selections: object[]; maxLiability?: number; home?: string }): Promise<{ eventId: string; marketId: string }> {
    const sport = input.sport ?? 'football';
    const competition = await this.ops<{ id: string }>('POST', '/ops/competitions', { sport, name: 'Test league', region: 'BD' });
    const event = await this.ops<{ id: string }>('POST', '/ops/events', { competitionId: competition.body.id, home: input.home ?? 'Dhaka', away: 'Sylhet', startsAt: '2026-12-01T14:00:00Z' });
    const market = await this.ops<{ id: string }>('POST', '/ops/markets', { eventId: event.body.id, type: input.type, specifiers: input.specifiers, selections: input.selections, maxLiability: input.maxLiability });
    if (market.status !== 200) throw new Error(`market: ${JSON.stringify(market.body)}`);
    return { eventId: event.body.id, marketId: market.body.id };
  }
}

/** A wallet that passes calls through until `winsAllowed` wins have gone, then dies (a process killed mid-settlement). */
export function dyingAfterWins(inner: VendorWallet, winsAllowed: number): VendorWallet {
  let wins = 0;
  const gate = (action: string) => {
    if (action === 'win' && ++wins > winsAllowed) throw new Error('killed mid-settlement');
  };
  return {
    vendorCode: inner.vendorCode,
    call: async (action, body) => (gate(action), inner.call(action, body)),
    callUntilHeard: async (action, body, delays) => (gate(action), inner.callUntilHeard(action, body, delays)),
  };
}
