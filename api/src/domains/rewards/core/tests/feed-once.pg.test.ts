import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../../app';
import type { Db } from '../../../../platform/db/db';
import { openPgDb } from '../../../../platform/db/pg-db';
import { testEngine } from '../../../../test/test-db';
import { placeMembersBulk } from '../../../agents/settlement/tests/settlement-kit';
import { auditLedger } from '../../../wallet/tests/ledger-audit';
import { openPgSchema, type PgSchema } from '../../../wallet/tests/pg-schema';
import { Ledger } from '../../../wallet';
import { issueGrant } from '../grants';
import { RewardsCore } from '../rewards-core';
import { wageringConsumer } from '../wagering';
import { cashBet, deposit } from './wagering-kit';

/**
 * PostgreSQL only (docs/adr/0016 §3): two api instances on one database draining the settled-bet
 * feed at once, while bets keep settling and members' own drains (a bonusDetails read, a
 * withdrawal's guard) run beside the workers: every settled bet reaches every consumer exactly
 * once, and each grant's wagering is the exact sum of its counted stakes.
 */
const onPg = testEngine() === 'pg' ? describe : describe.skip;
const MERCHANT = 'khela';

onPg('the rewards feed exactly once on PostgreSQL', () => {
  let pg: PgSchema;
  beforeAll(async () => {
    pg = await openPgSchema('rewards_feed', 8);
    await pg.db.query('CREATE TABLE feed_seen (feed_id bigint NOT NULL, member_id bigint NOT NULL, instance int NOT NULL)');
  }, 180_000);
  afterAll(() => pg?.drop());

  test('two instances and member drains at once: each bet counted once', async () => {
    const dbs: Db[] = [openPgDb(pg.url, { max: 6 }), openPgDb(pg.url, { max: 6 })];
    const apps: FastifyInstance[] = await Promise.all(dbs.map((db) => buildApp({ db, siteDir: null, operatorToken: null, startJobs: false })));
    apps.forEach((app, instance) => app.rewards.registerFeedConsumer({ name: 'seen', apply: async (tx, _member, rows) => {
      for (const row of rows) await tx.query('INSERT INTO feed_seen (feed_id, member_id, instance) VALUES ($1, $2, $3)', [row.id, row.memberId, instance]);
    } }));
    await Promise.all(apps.map((app) => app.ready()));
    try {
      const ledger = apps[0]!.ledger;
      const members = await placeMembersBulk(pg.db, MERCHANT, Array.from({ length: 12 }, () => null), false);
      const grants = new Map<string, string>();
      const now = new Date();
      for (const memberId of members) {
        await deposit(ledger, MERCHANT, memberId, 10_000_000n);
        const grant = await pg.db.transaction((tx) =>
          issueGrant(tx, ledger, { merchantCode: MERCHANT, memberId, source: 'operator', sourceRef: `feed-once-${memberId}`, titleEn: 'B', titleBn: 'ব', amount: 1_000n, wagering: { multipleX100: 100_000, categories: [], expiryDays: 7 } }, now),
        );
        grants.set(memberId, grant.id);
      }
      const expected = new Map<string, bigint>();
      let settled = 0;
      let betting = true;
      // Bets keep settling while both instances drain and members drain their own rows.
      const bettor = (async () => {
        for (let round = 0; round < 20; round += 1) {
          await Promise.all(members.map(async (memberId, index) => {
            const stake = BigInt(100 + ((round * 7 + index) % 13) * 10);
            const payout = (round + index) % 5 === 0 ? stake : 0n; // every fifth a push: fed, never counted
            await cashBet(pg.db, ledger, MERCHANT, memberId, { gameType: 'RNG', stake, payout, placedAt: new Date() });
            settled += 1;
            if (payout !== stake) expected.set(memberId, (expected.get(memberId) ?? 0n) + stake);
          }));
        }
        betting = false;
      })();
      const worker = async (app: FastifyInstance) => {
        while (betting) await app.rewards.drainSome();
        await app.rewards.drainAll();
      };
      const ownDrains = async (db: Db, app: FastifyInstance) => {
        while (betting) {
          for (const memberId of members.slice(0, 6)) await db.transaction((tx) => app.rewards.drainMember(tx, MERCHANT, memberId));
        }
      };
      await Promise.all([bettor, worker(apps[0]!), worker(apps[1]!), ownDrains(dbs[1]!, apps[1]!)]);
      await Promise.all(apps.map((app) => app.rewards.drainAll()));

      const [seen] = await pg.db.query<{ total: number; distinct: number; instances: number }>('SELECT count(*)::int AS total, count(DISTINCT feed_id)::int AS distinct, count(DISTINCT instance)::int AS instances FROM feed_seen WHERE member_id = ANY($1::bigint[])', [members]);
      // Each of these members' rows was applied by one instance, once (the seed's own bets are fed too); both instances did part of the work.
      expect(seen).toEqual({ total: settled, distinct: settled, instances: 2 });
      expect((await pg.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reward_feed'))[0]!.n).toBe(0);
      for (const memberId of members) {
        const [row] = await pg.db.query<{ wagered: string }>('SELECT wagered::text FROM bonus_grants WHERE id = $1', [grants.get(memberId)]);
        expect([memberId, BigInt(row!.wagered)]).toEqual([memberId, expected.get(memberId) ?? 0n]);
      }
      expect(await auditLedger(pg.db, MERCHANT)).toEqual([]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await Promise.all(dbs.map((db) => db.close()));
    }
  }, 180_000);

  test('a worker SIGKILLed mid-batch, then the feed drained again: no bet lost, none counted twice', async () => {
    const ledger = new Ledger(pg.db);
    // Earlier rows (the seed's own bets) are taken first, so the kill lands among these members' batches.
    await new RewardsCore(pg.db).drainAll();
    const members = await placeMembersBulk(pg.db, MERCHANT, Array.from({ length: 40 }, () => null), false);
    const grants = new Map<string, string>();
    const expected = new Map<string, bigint>();
    const now = new Date();
    for (const [index, memberId] of members.entries()) {
      await deposit(ledger, MERCHANT, memberId, 1_000_000n);
      const grant = await pg.db.transaction((tx) =>
        issueGrant(tx, ledger, { merchantCode: MERCHANT, memberId, source: 'operator', sourceRef: `feed-kill-${memberId}`, titleEn: 'B', titleBn: 'ব', amount: 1_000n, wagering: { multipleX100: 100_000, categories: [], expiryDays: 7 } }, now),
      );
      grants.set(memberId, grant.id);
      for (let bet = 0; bet < 3; bet += 1) {
        const stake = BigInt(100 + index * 10 + bet);
        await cashBet(pg.db, ledger, MERCHANT, memberId, { gameType: 'RNG', stake, payout: 0n, placedAt: new Date() });
        expected.set(memberId, (expected.get(memberId) ?? 0n) + stake);
      }
    }
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'feed-drain-worker.ts')], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', DATABASE_URL: pg.url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    await new Promise<void>((resolve) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.split('\n').filter((line) => line === 'batch').length === 12) void sleep(10).then(() => { child.kill('SIGKILL'); resolve(); });
      });
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      void exited.then(() => resolve());
    });
    await exited;
    expect([child.signalCode, output.includes('batch')]).toEqual(['SIGKILL', true]);
    const [left] = await pg.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reward_feed WHERE member_id = ANY($1::bigint[])', [members]);
    expect(left!.n).toBeGreaterThan(0); // killed before the end
    expect(left!.n).toBeLessThan(members.length * 3); // and after some batches committed

    const clean = new RewardsCore(pg.db);
    clean.registerFeedConsumer(wageringConsumer(ledger, () => undefined));
    clean.registerFeedConsumer({ name: 'seen', apply: async (tx, _member, rows) => {
      for (const row of rows) await tx.query('INSERT INTO feed_seen (feed_id, member_id, instance) VALUES ($1, $2, 10)', [row.id, row.memberId]);
    } });
    await clean.drainAll();
    const [seen] = await pg.db.query<{ total: number; distinct: number; byKilled: number }>(
      'SELECT count(*)::int AS total, count(DISTINCT feed_id)::int AS distinct, count(*) FILTER (WHERE instance = 9)::int AS "byKilled" FROM feed_seen WHERE member_id = ANY($1::bigint[])',
      [members],
    );
    expect([seen!.total, seen!.distinct]).toEqual([members.length * 3, members.length * 3]);
    expect(seen!.byKilled).toBeGreaterThan(0);
    for (const memberId of members) {
      const [row] = await pg.db.query<{ wagered: string }>('SELECT wagered::text FROM bonus_grants WHERE id = $1', [grants.get(memberId)]);
      expect([memberId, BigInt(row!.wagered)]).toEqual([memberId, expected.get(memberId)]);
    }
    expect(await auditLedger(pg.db, MERCHANT)).toEqual([]);
  }, 180_000);
});
