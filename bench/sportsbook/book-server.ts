/**
 * The sportsbook for bench/sportsbook, in a process of its own: the service as `sportsbook/src/main.ts`
 * wires it (`buildSportsbook`: the signed seamless wallet client at API_URL, its /ops, player API and
 * sweep) on storage of its own for this run — PGlite in a fresh temporary folder, or a throwaway
 * schema on SPORTSBOOK_DATABASE_URL dropped at the end — with the in-play delay 0 and no demo feed,
 * listening on loopback. Besides its HTTP it answers one question over IPC, `fill`: the settlement's
 * 100,000 bets are recorded in bulk (bets, legs and their running liability as `placeBet` writes
 * them, state `created`) and each is then held through the book's own debit (`BetMoney.debit`: a
 * real `bet` call to the api, `created` → `open`), `concurrency` at a time. That skips placeBet's checks and one HTTP request
 * per bet (docs/benchmarks.md).
 *
 * Env: API_URL, SPORTSBOOK_VENDOR_SECRET, SPORTSBOOK_OPS_TOKEN, SPORTSBOOK_DATABASE_URL (none: PGlite).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { potentialReturn, priceToString } from '@khela/contracts/sportsbook';
import { type Db, dropPgSchema, openPgDbInSchema, openPgliteDb } from '@khela/server-kit/db';
import { buildSportsbook, type Sportsbook } from '../../sportsbook/src/app';
import { exposureOf, moveLiability } from '../../sportsbook/src/bets/liability';
import { failedMessage, reportSetup } from '../support/bench-api';
import { closeServer, cpuAnswer, shutdownOnce, tellParent } from '../support/child-server';
import type { BookMessage, BookRequest } from './protocol';

const tell = (message: BookMessage) => tellParent(message);

interface Storage {
  db: Db;
  schema: string | null;
  drop(): Promise<void>;
}

async function openStorage(url: string | undefined): Promise<Storage> {
  if (url) {
    const schema = `bench_kbook_${randomBytes(5).toString('hex')}`;
    const db = await openPgDbInSchema(url, schema);
    return { db, schema, drop: async () => (await db.close(), await dropPgSchema(url, schema)) };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-kbook-'));
  const db = await openPgliteDb(dir);
  return { db, schema: null, drop: async () => (await db.close(), rmSync(dir, { recursive: true, force: true })) };
}

/** Records `count` singles on the market, spread over its selections and the sessions the players opened, then holds each. */
async function fill(book: Sportsbook, db: Db, request: Extract<BookRequest, { kind: 'fill' }>): Promise<BookMessage> {
  const sessions = await db.query<{ id: string; player_id: string; wallet_session: string }>('SELECT id, player_id, wallet_session FROM sessions ORDER BY created_at, id');
  const selections = await db.query<{ code: string; price: string; price_version: number; event_id: string; type: string }>(
    'SELECT s.code, s.price::text AS price, s.price_version, m.event_id, m.type FROM selections s JOIN markets m ON m.id = s.market_id WHERE m.id = $1 ORDER BY s.code',
    [request.marketId],
  );
  if (sessions.length === 0 || selections.length === 0) throw new Error('fill: no sessions or no such market');
  const ids = Array.from({ length: request.count }, () => `bet_${randomUUID().replace(/-/g, '')}`);
  // Bet k: session k mod S (so the k-th debit worker keeps to its own players), selection k mod the selections.
  const sessionOf = (k: number) => sessions[k % sessions.length]!;
  const selectionOf = (k: number) => selections[k % selections.length]!;
  let started = performance.now();
  for (let from = 0; from < ids.length; from += 5_000) {
    const chunk = ids.slice(from, from + 5_000);
    const ks = chunk.map((_, i) => from + i);
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO bets (id, session_id, player_id, kind, stake, hold, potential_return, acceptance, state, bet_tx, win_tx, rollback_tx)
         SELECT id, session_id, player_id, 'single', $4, $4, ret, 'any', 'created', id || ':bet', id || ':win', id || ':rb'
           FROM unnest($1::text[], $2::text[], $3::text[], $5::bigint[]) AS t(id, session_id, player_id, ret)`,
        [chunk, ks.map((k) => sessionOf(k).id), ks.map((k) => sessionOf(k).player_id), request.stake, ks.map((k) => String(potentialReturn(request.stake, [priceToString(BigInt(selectionOf(k).price))])))],
      );
      await tx.query(
        `INSERT INTO bet_legs (bet_id, leg, event_id, market_id, market_type, selection_code, price, seen_price, price_version, rate, line)
         SELECT id, 0, $2, $3, $4, code, price, price, version, NULL, NULL
           FROM unnest($1::text[], $5::text[], $6::bigint[], $7::int[]) AS t(id, code, price, version)`,
        [chunk, selectionOf(0).event_id, request.marketId, selectionOf(0).type, ks.map((k) => selectionOf(k).code), ks.map((k) => selectionOf(k).price), ks.map((k) => selectionOf(k).price_version)],
      );
      // Their exposure on the running liability, as placeBet adds it (the settlement takes it off).
      await moveLiability(tx, await exposureOf(tx, chunk), 1);
    });
  }
  const recordMs = performance.now() - started;
  started = performance.now();
  const notHeld: Record<string, number> = {};
  let held = 0;
  const worker = async (w: number) => {
    // Worker w takes bets w, w + C, w + 2C…: with C a multiple of the sessions, one player's debits never overlap.
    for (let k = w; k < ids.length; k += request.concurrency) {
      const session = sessionOf(k);
      const id = ids[k]!;
      const outcome = await book.money.debit({ id, playerId: session.player_id, hold: request.stake, payout: null, betTx: `${id}:bet`, winTx: `${id}:win`, rollbackTx: `${id}:rb` }, session.wallet_session);
      if (outcome.kind === 'held') held += 1;
      else notHeld[outcome.kind] = (notHeld[outcome.kind] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: request.concurrency }, (_, w) => worker(w)));
  return { kind: 'filled', recordMs, debitMs: performance.now() - started, held, notHeld };
}

async function main(): Promise<void> {
  const started = Date.now();
  const env = process.env;
  const storage = await openStorage(env.SPORTSBOOK_DATABASE_URL);
  let book: Sportsbook | null = null;
  const shutdown = shutdownOnce(async () => {
    if (book) await closeServer(book.app);
    await storage.drop().catch((error: unknown) => console.error('bench/sportsbook book: could not drop its storage', error));
  });
  process.on('message', (message: BookRequest) => {
    if (message.kind === 'fill') {
      fill(book!, storage.db, message)
        .then(tell)
        .catch((error: unknown) => tell(failedMessage(error)));
    } else if (message.kind === 'cpu') tell(cpuAnswer());
    else if (message.kind === 'stop') shutdown(0);
  });

  await reportSetup<BookMessage>(async () => {
    book = await buildSportsbook({
      db: storage.db,
      apiUrl: env.API_URL ?? 'http://127.0.0.1:8080',
      secret: env.SPORTSBOOK_VENDOR_SECRET ?? 'sportsbook-vendor-secret',
      opsToken: env.SPORTSBOOK_OPS_TOKEN ?? 'sportsbook-ops-token',
      inPlayDelayMs: 0,
      logger: { level: env.LOG_LEVEL ?? 'warn' },
    });
    await book.start();
    await book.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = book.app.server.address() as AddressInfo;
    return { kind: 'ready', port, engine: storage.db.engine, schema: storage.schema, setupMs: Date.now() - started };
  }, shutdown);
}

void main();
