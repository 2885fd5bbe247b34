import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { defaultLotterySettings, payoutOf } from '@khela/contracts/lottery';
import type { LotteryResult } from '@khela/contracts';
import { buildApp } from '../../../app';
import type { Db } from '../../../platform/db/db';
import { openPgDb } from '../../../platform/db/pg-db';
import { testEngine } from '../../../test/test-db';
import { openPgSchema, type PgSchema } from '../../wallet/tests/pg-schema';
import { auditLedger } from '../../wallet/tests/ledger-audit';
import { fund, placeMembersBulk } from '../../agents/settlement/tests/settlement-kit';
import { ApiError } from '../../../platform/errors';
import { Ledger } from '../../wallet';
import { LOTTERY_ADVANCE_JOB } from '../lottery-plugin';
import { placeBets } from '../lottery-bets';
import { LotteryEngine } from '../lottery-engine';

/**
 * PostgreSQL only (docs/lottery.md "Jobs"): two api instances advancing, drawing and settling the
 * same draws at once draw and pay each once; concurrent slips never take a number past its payout
 * limit; a settlement SIGKILLed mid-run and run again pays every bet exactly once.
 */
const onPg = testEngine() === 'pg' ? describe : describe.skip;

async function members(db: Db, count: number, taka: number): Promise<string[]> {
  const ids = await placeMembersBulk(db, 'khela', Array.from({ length: count }, () => null), false);
  const ledger = new Ledger(db);
  for (const id of ids) await fund(ledger, 'khela', id, BigInt(taka * 100));
  return ids;
}

/** Every bet of a draw: its ledger story (one hold, one post or void), and the member's payout transfer. */
async function drawAudit(db: Db, drawId: string) {
  return db.query<{ id: string; member: string; status: string; payout: string; due: string | null; holds: number; posts: number; voids: number }>(
    `SELECT b.id::text, b.member_id::text AS member, b.status, b.payout::text, b.payout_due::text AS due,
            (SELECT count(*)::int FROM ledger_transfers t WHERE t.merchant_code = b.merchant_code AND t.idempotency_key = 'lottery:bet:' || b.id) AS holds,
            (SELECT count(*)::int FROM ledger_transfers t WHERE t.merchant_code = b.merchant_code AND t.idempotency_key = 'lottery:bet:' || b.id || ':post') AS posts,
            (SELECT count(*)::int FROM ledger_transfers t WHERE t.merchant_code = b.merchant_code AND t.idempotency_key = 'lottery:bet:' || b.id || ':void') AS voids
       FROM lottery_bets b WHERE b.draw_id = $1 ORDER BY b.id`,
    [drawId],
  );
}

onPg('lottery exactly once on PostgreSQL', () => {
  let pg: PgSchema;
  beforeAll(async () => {
    pg = await openPgSchema('lottery_once', 8);
  }, 180_000);
  afterAll(() => pg?.drop());

  test('two instances: advance, job slots and settlement all at once draw and settle once; concurrent slips respect the payout limit', async () => {
    const dbs = [openPgDb(pg.url, { max: 6 }), openPgDb(pg.url, { max: 6 })];
    const apps: FastifyInstance[] = await Promise.all(dbs.map((db) => buildApp({ db, siteDir: null, operatorToken: null, startJobs: false })));
    await Promise.all(apps.map((app) => app.ready()));
    try {
      // Far in the future, on a minute: wingo_1's draw at t0 + 1 min.
      const t0 = new Date(Math.ceil((Date.now() + 3 * 86_400_000) / 60_000) * 60_000);
      const events: string[] = [];
      for (const app of apps) app.lottery.onDraw((e) => events.push(`${e.message.drawId}:${e.message.status}`));
      await Promise.all(apps.map((app) => app.lottery.advance(new Date(t0.getTime() + 1_000), 'khela')));
      const [draw] = await pg.db.query<{ id: string; n: number }>(
        "SELECT id::text, (SELECT count(*)::int FROM lottery_draws WHERE game_code = 'wingo_1' AND draw_at = $1::timestamptz) AS n FROM lottery_draws WHERE game_code = 'wingo_1' AND draw_at = $1::timestamptz",
        [new Date(t0.getTime() + 60_000)],
      );
      expect(draw!.n).toBe(1);
      expect(events.filter((e) => e === `${draw!.id}:open`)).toHaveLength(1);

      // The number 7 pays 9 for 1 (stake 10 BDT → 90 BDT): a limit of 450 BDT lets five bets on it through.
      await pg.db.query(`UPDATE lottery_games SET settings = '{"betTypes":{"number":{"maxPayoutPerNumber":45000}}}' WHERE merchant_code = 'khela' AND game_code = 'wingo_1'`);
      const ids = await members(pg.db, 40, 200);
      const at = new Date(t0.getTime() + 2_000);
      const slips = await Promise.allSettled(
        ids.map((memberId, i) =>
          placeBets(dbs[i % 2]!, apps[i % 2]!.ledger, { merchantCode: 'khela', memberId }, {
            gameCode: 'wingo_1', drawId: draw!.id,
            bets: [{ betType: 'size', selection: [i % 2 ? 'big' : 'small'], stake: 1_000 + (i % 5) * 500 }, { betType: 'number', selection: ['7'], stake: 1_000 }],
          }, at),
        ),
      );
      const refused = slips.filter((s) => s.status === 'rejected').map((s) => ((s as PromiseRejectedResult).reason as ApiError).errorCode);
      const numberPayout = payoutOf('wingo', defaultLotterySettings('wingo'), 'number', ['7'], 1_000, { tiers: [{ tier: 'number', numbers: ['7'] }] });
      expect(slips.filter((s) => s.status === 'fulfilled')).toHaveLength(Math.floor(45_000 / numberPayout));
      expect(new Set(refused)).toEqual(new Set(['lottery.limit.payout']));
      const [exposure] = await pg.db.query<{ max_payout: string }>("SELECT max_payout::text FROM lottery_exposure WHERE draw_id = $1 AND key = 'number:7'", [draw!.id]);
      expect(Number(exposure!.max_payout)).toBeLessThanOrEqual(45_000);

      const drawTime = new Date(t0.getTime() + 60_000 + 1_000);
      const slot = new Date(t0.getTime() + 60_000);
      await Promise.all([
        apps[0]!.jobs.runSlot(LOTTERY_ADVANCE_JOB, slot),
        apps[1]!.jobs.runSlot(LOTTERY_ADVANCE_JOB, slot),
        apps[0]!.lottery.advance(drawTime, 'khela'),
        apps[1]!.lottery.advance(drawTime, 'khela'),
        apps[0]!.lottery.settle(draw!.id, 'wingo', drawTime),
        apps[1]!.lottery.settle(draw!.id, 'wingo', drawTime),
      ]);
      await apps[0]!.lottery.advance(drawTime, 'khela');
      expect(events.filter((e) => e === `${draw!.id}:drawn`)).toHaveLength(1);
      expect(events.filter((e) => e === `${draw!.id}:settled`)).toHaveLength(1);
      const [settled] = await pg.db.query<{ status: string; result: LotteryResult }>('SELECT status, result FROM lottery_draws WHERE id = $1', [draw!.id]);
      expect(settled!.status).toBe('settled');
      const audit = await drawAudit(pg.db, draw!.id);
      // Slips are whole: the five accepted brought both their lines.
      expect(audit.length).toBe(2 * Math.floor(45_000 / numberPayout));
      for (const bet of audit) expect([bet.holds, bet.posts, bet.voids, bet.payout]).toEqual([1, 1, 0, bet.due]);
      // Each member's win once, of the sum its bets were due.
      const wins = await pg.db.query<{ key: string; amount: string }>("SELECT idempotency_key AS key, amount::text FROM ledger_transfers WHERE idempotency_key LIKE $1", [`lottery:win:${draw!.id}:%`]);
      const due = new Map<string, number>();
      for (const bet of audit) due.set(bet.member, (due.get(bet.member) ?? 0) + Number(bet.payout));
      expect(wins.length).toBe([...due.values()].filter((v) => v > 0).length);
      for (const win of wins) expect(Number(win.amount)).toBe(due.get(win.key.split(':')[3]!));
      // An independent payout check per bet.
      const bets = await pg.db.query<{ bet_type: string; selection: string[]; stake: string; payout: string }>('SELECT bet_type, selection, stake::text, payout::text FROM lottery_bets WHERE draw_id = $1', [draw!.id]);
      const settings = defaultLotterySettings('wingo');
      for (const bet of bets) expect(Number(bet.payout)).toBe(payoutOf('wingo', { ...settings, betTypes: { ...settings.betTypes } }, bet.bet_type, bet.selection, Number(bet.stake), settled!.result));
      expect(await auditLedger(pg.db, 'khela')).toEqual([]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await Promise.all(dbs.map((db) => db.close()));
    }
  }, 180_000);

  test('SIGKILL in the middle of a settlement, then settled again: every bet paid exactly once', async () => {
    const t0 = new Date(Math.ceil((Date.now() + 5 * 86_400_000) / 60_000) * 60_000);
    const ledger = new Ledger(pg.db);
    const engine = new LotteryEngine(pg.db, ledger);
    await engine.advance(new Date(t0.getTime() + 1_000), 'khela');
    const [draw] = await pg.db.query<{ id: string }>("SELECT id::text FROM lottery_draws WHERE game_code = 'wingo_1' AND draw_at = $1::timestamptz", [new Date(t0.getTime() + 60_000)]);
    const ids = await members(pg.db, 300, 100);
    for (const [i, memberId] of ids.entries()) {
      await placeBets(pg.db, ledger, { merchantCode: 'khela', memberId }, { gameCode: 'wingo_1', drawId: draw!.id, bets: [{ betType: 'parity', selection: [i % 2 ? 'odd' : 'even'], stake: 1_000 }] }, new Date(t0.getTime() + 2_000));
    }
    // Drawn, not settled: the worker settles it 10 members per batch, and is killed a few batches in.
    await pg.db.query("UPDATE lottery_draws SET status = 'closed' WHERE id = $1", [draw!.id]);
    const [row] = await pg.db.query<{ seed: string; draw_no: string }>('SELECT seed, draw_no FROM lottery_draws WHERE id = $1', [draw!.id]);
    expect(await engine.draw({ id: draw!.id, gameCode: 'wingo_1', drawNo: row!.draw_no, seed: row!.seed }, 'wingo', new Date(t0.getTime() + 61_000))).toBe(true);
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'settle-worker.ts'), draw!.id, 'wingo', '10'], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', DATABASE_URL: pg.url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    await new Promise<void>((resolve) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.split('\n').filter((l) => l.startsWith('batch')).length === 5) void sleep(15).then(() => { child.kill('SIGKILL'); resolve(); });
      });
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      void exited.then(() => resolve());
    });
    await exited;
    expect([child.signalCode, output.includes('batch')]).toEqual(['SIGKILL', true]);
    const partly = (await drawAudit(pg.db, draw!.id)).filter((b) => b.status !== 'open').length;
    expect(partly).toBeGreaterThanOrEqual(50);
    expect(partly).toBeLessThan(300);

    expect(await engine.settle(draw!.id, 'wingo', new Date())).toBe(true);
    const audit = await drawAudit(pg.db, draw!.id);
    for (const bet of audit) expect([bet.holds, bet.posts, bet.voids, bet.payout, bet.status === 'open']).toEqual([1, 1, 0, bet.due, false]);
    expect(await auditLedger(pg.db, 'khela')).toEqual([]);
    // Members' money: 100 BDT − 10 + what the bet paid.
    const balances = await pg.db.query<{ owner_id: string; balance: string; held: string }>("SELECT owner_id::text, balance::text, held::text FROM ledger_accounts WHERE merchant_code = 'khela' AND kind = 'member_main' AND owner_id = ANY ($1::bigint[])", [ids]);
    const paid = new Map(audit.map((b) => [b.member, Number(b.payout)]));
    for (const b of balances) expect([Number(b.balance), Number(b.held)]).toEqual([10_000 - 1_000 + paid.get(b.owner_id)!, 0]);
  }, 180_000);
});
