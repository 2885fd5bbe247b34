/**
 * The api for bench/rewards, in a process of its own (as bench/wallet/server.ts): a fresh database
 * (in-memory PGlite, or with DATABASE_URL a throwaway schema on PostgreSQL), the demo data, funded
 * cash players and bonus players (cash short of a bet, one large active grant each) with a launch token each
 * for HOUSE, then the real app on loopback, its feed worker running. Driven over IPC by run.ts.
 *
 * Env: DATABASE_URL (PostgreSQL; PGlite otherwise), BENCH_PLAYERS (per group), BENCH_POOL.
 */
import { DEFAULT_MERCHANT_CODE } from '@khela/contracts';
import { issueLaunchToken } from '../../api/src/domains/vendor-wallet/launch-tokens';
import { giveGrant } from '../../api/src/domains/vendor-wallet/tests/bonus-kit';
import { fundMember, HOUSE, newMember } from '../../api/src/domains/vendor-wallet/tests/seamless-kit';
import { Ledger } from '../../api/src/domains/wallet/ledger/ledger';
import type { Db } from '../../api/src/platform/db/db';
import { prepareDatabase } from '../../api/src/seed/prepare-database';
import { type BenchApp, listenBenchApi, reportSetup } from '../support/bench-api';
import { openBenchDatabase } from '../support/bench-database';
import { benchServerLife, tellParent } from '../support/child-server';
import { BONUS_PLAYER_CASH, type ParentMessage, PLAYER_FUNDS, type ServerMessage } from './protocol';

/** Members of one kind with a launch token each, a few at a time. */
async function createPlayers(db: Db, count: number, kind: 'cash' | 'bonus'): Promise<string[]> {
  const ledger = new Ledger(db);
  const tokens: string[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      const memberId = await newMember(db, DEFAULT_MERCHANT_CODE);
      const player = { merchantCode: DEFAULT_MERCHANT_CODE, memberId };
      if (kind === 'cash') await fundMember(db, DEFAULT_MERCHANT_CODE, memberId, PLAYER_FUNDS);
      else {
        // Cash short of a bet: the first bet splits, and the cash share of each win keeps it so.
        await fundMember(db, DEFAULT_MERCHANT_CODE, memberId, BONUS_PLAYER_CASH);
        await giveGrant(db, ledger, player, PLAYER_FUNDS);
      }
      tokens[index] = await issueLaunchToken(db, { ...player, vendorCode: HOUSE, language: 'en', currency: 'BDT', funPlay: false });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return tokens;
}

/** Milliseconds from each applied feed row's settlement to its application (the worker's lag). */
const lags: number[] = [];

async function answer(db: Db, app: BenchApp, message: ParentMessage): Promise<ServerMessage | null> {
  if (message.kind === 'feed') {
    await db.exec(`ALTER TABLE bets ${message.on ? 'ENABLE' : 'DISABLE'} TRIGGER bets_settled_feed, ${message.on ? 'ENABLE' : 'DISABLE'} TRIGGER bets_settled_feed_update`);
    return { kind: 'feed', on: message.on };
  }
  if (message.kind === 'drain') {
    // The worker keeps draining beside this pass (each skips the members the other holds): the
    // measure is the time until the feed is empty.
    const waiting = async () => Number((await db.query<{ rows: string }>('SELECT count(*)::text AS rows FROM reward_feed'))[0]!.rows);
    const backlog = await waiting();
    const started = performance.now();
    let rows = 0;
    do rows += await app.rewards.drainAll();
    while ((await waiting()) > 0);
    const ms = performance.now() - started;
    const taken = lags.splice(0).sort((a, b) => a - b);
    const at = (p: number) => (taken.length > 0 ? taken[Math.min(taken.length - 1, Math.ceil((p / 100) * taken.length) - 1)]! : null);
    return { kind: 'drain', rows, backlog, ms, lagP50Ms: at(50), lagP99Ms: at(99), applied: taken.length };
  }
  if (message.kind === 'mix') {
    const [mix] = await db.query<{ cash: string; split: string; bonus: string }>(
      `SELECT count(*) FILTER (WHERE bonus_stake = 0)::text AS cash, count(*) FILTER (WHERE bonus_stake > 0 AND bonus_stake < stake)::text AS split,
              count(*) FILTER (WHERE bonus_stake = stake)::text AS bonus FROM bets`,
    );
    return { kind: 'mix', cash: Number(mix!.cash), split: Number(mix!.split), bonus: Number(mix!.bonus) };
  }
  return null;
}

async function main(): Promise<void> {
  const started = Date.now();
  const database = await openBenchDatabase(process.env.DATABASE_URL, 'bench_rewards', Number(process.env.BENCH_POOL ?? 10));
  let app: BenchApp | null = null;
  const { serving, shutdown } = benchServerLife(database);
  process.on('message', (message: ParentMessage) => {
    if (!app) return;
    void answer(database.db, app, message).then(
      (reply) => reply && tellParent(reply),
      (error: unknown) => tellParent({ kind: 'failed', message: String(error) }),
    );
  });

  await reportSetup<ServerMessage>(async () => {
    await prepareDatabase(database.db);
    const players = Number(process.env.BENCH_PLAYERS ?? 64);
    const cashTokens = await createPlayers(database.db, players, 'cash');
    const bonusTokens = await createPlayers(database.db, players, 'bonus');
    const port = await listenBenchApi(database.db, (served) => {
      app = served;
      // A consumer like every part's, that only notes when each settled bet reached it.
      served.rewards.registerFeedConsumer({
        name: 'bench-lag',
        apply: async (_tx, _member, rows) => {
          const now = Date.now();
          for (const row of rows) lags.push(now - row.settledAt.getTime());
        },
      });
      serving(served);
    });
    return { kind: 'ready', port, engine: database.db.engine, schema: database.schema, pool: database.pool, cashTokens, bonusTokens, setupMs: Date.now() - started };
  }, shutdown);
}

void main();
