import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Db, dropPgSchema, openPgDbInSchema, openPgliteDb } from '@khela/server-kit/db';
import { buildHouse, type House, type HouseOptions } from '../app';

export const SECRET = 'house-test-secret';

/**
 * A database a house can be closed over and opened again (a restart): PGlite in a temporary
 * folder, or a throwaway schema on PostgreSQL when HOUSE_TEST_DATABASE_URL is set.
 */
export interface ReopenableDb {
  open(): Promise<Db>;
  cleanup(): Promise<void>;
}

export async function reopenableDb(): Promise<ReopenableDb> {
  const url = process.env.HOUSE_TEST_DATABASE_URL;
  if (url) {
    const schema = `house_test_${randomBytes(6).toString('hex')}`;
    return {
      open: () => openPgDbInSchema(url, schema, { max: 4 }),
      cleanup: () => dropPgSchema(url, schema),
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'house-test-'));
  return { open: () => openPgliteDb(dir), cleanup: () => rm(dir, { recursive: true, force: true }) };
}

export interface RunningHouse {
  house: House;
  db: Db;
  url: string;
  resumed: number;
  /** Stops the service and closes its database (a crash between two wallet calls looks the same to the data). */
  stop(): Promise<void>;
}

/** A house on a real port over `store`, talking to the fake api; short waits so failure paths run fast. */
export async function runHouse(store: ReopenableDb, apiUrl: string, overrides: Partial<HouseOptions> = {}): Promise<RunningHouse> {
  const db = await store.open();
  const house = await buildHouse({ db, apiUrl, secret: SECRET, retryDelaysMs: [5, 5], backoffFirstMs: 20, backoffMaxMs: 100, sweepMs: 3_600_000, callTimeoutMs: 2000, ...overrides });
  const { resumed } = await house.start();
  await house.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(house.app.server.address() as { port: number }).port}`;
  return {
    house,
    db,
    url,
    resumed,
    async stop() {
      await house.app.close();
      await db.close();
    },
  };
}

/** Follows the launch: the redirect target (the session's page path), never carrying the token. */
export async function launch(url: string, query: Record<string, string>): Promise<Response> {
  return fetch(`${url}/play?${new URLSearchParams(query)}`, { redirect: 'manual' });
}

/** A spin's JSON answer; `round` is absent when no round was played (refused stake, busy…). */
export interface SpinAnswer {
  status: string;
  message: string;
  balance: number | null;
  round?: { id: string; nonce: number; stake: number; payout: number; state: string; stops: number[] };
}

export async function spinJson(url: string, pagePath: string, stake: number): Promise<{ status: number; body: SpinAnswer }> {
  const spinPath = pagePath.replace(/\?.*$/, '') + '/spin';
  const response = await fetch(`${url}${spinPath}`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: `stake=${stake}`,
  });
  return { status: response.status, body: (await response.json()) as SpinAnswer };
}
