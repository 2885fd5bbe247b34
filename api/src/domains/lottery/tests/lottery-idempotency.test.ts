import { randomUUID } from 'node:crypto';
import type { LotteryBetLine } from '@khela/contracts';
import { testAppForFile } from '../../../test/test-app';
import { balanceOf, fundedMember, minuteAhead, place } from './lottery-kit';

/**
 * A slip is booked once per request id (docs/lottery.md "Money"): a retry gets the first answer,
 * two identical calls at the same instant book once, the same id with another slip is refused and
 * changes nothing. Runs on PGlite and, with DB_ENGINE=pg, on PostgreSQL (real concurrency).
 * Also SEA 4D iPerm through the api.
 */
const t = testAppForFile();

const openDraw = async (gameCode: string) => {
  const [row] = await t.db.query<{ id: string }>(
    "SELECT id::text FROM lottery_draws WHERE merchant_code = 'khela' AND game_code = $1 AND status = 'open' ORDER BY draw_at LIMIT 1",
    [gameCode],
  );
  if (!row) throw new Error(`no open ${gameCode} draw`);
  return row.id;
};
const counts = async (memberId: string) => {
  const [row] = await t.db.query<{ bets: number; rows: number; slips: number; transfers: number }>(
    `SELECT (SELECT count(*)::int FROM lottery_bets WHERE member_id = $1::bigint) AS bets,
            (SELECT count(*)::int FROM bets WHERE member_id = $1::bigint) AS rows,
            (SELECT count(*)::int FROM lottery_slips WHERE member_id = $1::bigint) AS slips,
            (SELECT count(*)::int FROM ledger_transfers WHERE idempotency_key IN (SELECT 'lottery:bet:' || id FROM lottery_bets WHERE member_id = $1::bigint)) AS transfers`,
    [memberId],
  );
  return row!;
};

let drawId = '';
beforeAll(async () => {
  const t0 = minuteAhead(60 * 60_000);
  await t.app.lottery.advance(new Date(t0.getTime() + 1_000), 'khela');
  drawId = await openDraw('wingo_1');
});

const slip: LotteryBetLine[] = [
  { betType: 'number', selection: ['7'], stake: 1_000 },
  { betType: 'colour', selection: ['red'], stake: 2_000 },
];

test('two identical calls at the same instant book the slip once and give the same answer', async () => {
  const member = await fundedMember(t, 100);
  const requestId = randomUUID();
  const answers = await Promise.all([
    place(t.app, member, 'wingo_1', drawId, slip, 'en', requestId),
    place(t.app, member, 'wingo_1', drawId, slip, 'en', requestId),
    place(t.app, member, 'wingo_1', drawId, slip, 'en', requestId),
  ]);
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
  const [first, ...others] = answers;
  for (const other of others) expect(other.value).toEqual(first!.value);
  expect(first!.value.bets.map((b) => b.cost)).toEqual([1_000, 2_000]);
  expect(first!.value.balance).toBe(10_000 - 3_000);
  expect(await counts(member.id)).toEqual({ bets: 2, rows: 2, slips: 1, transfers: 2 });
  expect(await balanceOf(t, member)).toEqual({ balance: 10_000, held: 3_000 });
});

test('a retry after success gets the first answer; a new request id is a new slip', async () => {
  const member = await fundedMember(t, 100);
  const requestId = randomUUID();
  const first = await place(t.app, member, 'wingo_1', drawId, slip, 'en', requestId);
  expect(first.status).toBe(200);
  // Lines in another JSON key order are the same slip.
  const again = await place(t.app, member, 'wingo_1', drawId, slip.map(({ stake, selection, betType }) => ({ stake, selection, betType })), 'en', requestId);
  expect([again.status, again.value]).toEqual([200, first.value]);
  expect(await counts(member.id)).toEqual({ bets: 2, rows: 2, slips: 1, transfers: 2 });
  expect(await balanceOf(t, member)).toEqual({ balance: 10_000, held: 3_000 });

  const second = await place(t.app, member, 'wingo_1', drawId, slip, 'en', randomUUID());
  expect([second.status, second.value.balance]).toEqual([200, 4_000]);
  expect(await counts(member.id)).toEqual({ bets: 4, rows: 4, slips: 2, transfers: 4 });
  // The first request id still answers its own slip (its balance then), not the latest.
  expect((await place(t.app, member, 'wingo_1', drawId, slip, 'en', requestId)).value).toEqual(first.value);
});

test('lottery_place itself books a request once: two identical calls racing past the first look in the api', async () => {
  // Straight to the SQL function (as if both calls had passed placeBets' lookup): the second waits on
  // the member's lock, then answers 'replay' with the first slip's bets and balance.
  const member = await fundedMember(t, 100);
  const call = () =>
    t.db.query<{ status: string; bet_ids: string[]; balance: string }>(
      `SELECT status, bet_ids::text[] AS bet_ids, balance::text FROM lottery_place('khela', $1::bigint, $2::bigint, 'wingo_1', 'KELOTT', 'ELOTT',
         ARRAY['number'], '[["5"]]'::jsonb, ARRAY[1000]::bigint[], ARRAY[1], ARRAY[1000]::bigint[], ARRAY['9'], ARRAY[NULL]::text[],
         ARRAY[]::text[], ARRAY[]::bigint[], ARRAY[]::bigint[], 10000000, $3::timestamptz, 'sql-race-1', 'hash-1')`,
      [member.id, drawId, new Date(Date.now())],
    );
  const rows = (await Promise.all([call(), call()])).map(([row]) => row!);
  expect(rows.map((r) => r.status).sort()).toEqual(['ok', 'replay']);
  expect(rows[0]!.bet_ids).toEqual(rows[1]!.bet_ids);
  expect(rows[0]!.balance).toBe(rows[1]!.balance);
  expect(await counts(member.id)).toEqual({ bets: 1, rows: 1, slips: 1, transfers: 1 });
  const [conflict] = await t.db.query<{ status: string }>(
    `SELECT status FROM lottery_place('khela', $1::bigint, $2::bigint, 'wingo_1', 'KELOTT', 'ELOTT', ARRAY['number'], '[["6"]]'::jsonb, ARRAY[1000]::bigint[], ARRAY[1],
       ARRAY[1000]::bigint[], ARRAY['9'], ARRAY[NULL]::text[], ARRAY[]::text[], ARRAY[]::bigint[], ARRAY[]::bigint[], 10000000, now(), 'sql-race-1', 'hash-2')`,
    [member.id, drawId],
  );
  expect(conflict!.status).toBe('request_conflict');
  expect(await counts(member.id)).toEqual({ bets: 1, rows: 1, slips: 1, transfers: 1 });
});

test('the same request id with another slip is refused (409, translated) and changes nothing', async () => {
  const member = await fundedMember(t, 100);
  const requestId = randomUUID();
  expect((await place(t.app, member, 'wingo_1', drawId, slip, 'en', requestId)).status).toBe(200);
  const before = { counts: await counts(member.id), balance: await balanceOf(t, member) };
  const others: Array<[LotteryBetLine[], string]> = [
    [[{ betType: 'number', selection: ['7'], stake: 5_000 }], 'en'],
    [[...slip, { betType: 'parity', selection: ['odd'], stake: 1_000 }], 'bn'],
    [[slip[1]!, slip[0]!], 'en'], // the same lines in another order are another slip
  ];
  for (const [bets, language] of others) {
    const refused = await place(t.app, member, 'wingo_1', drawId, bets, language, requestId);
    expect([refused.status, refused.errorCode]).toEqual([409, 'lottery.request.conflict']);
    expect(refused.message).toMatch(language === 'bn' ? /স্লিপ/ : /already used for a different slip/);
  }
  expect({ counts: await counts(member.id), balance: await balanceOf(t, member) }).toEqual(before);
  // Another member may use the same request id: ids are per member.
  const other = await fundedMember(t, 100);
  expect((await place(t.app, other, 'wingo_1', drawId, slip, 'en', requestId)).status).toBe(200);
});

test('a refused slip books no request: the retry is checked afresh', async () => {
  const member = await fundedMember(t, 10);
  const requestId = randomUUID();
  const poor = await place(t.app, member, 'wingo_1', drawId, [{ betType: 'number', selection: ['3'], stake: 50_000 }], 'en', requestId);
  expect([poor.status, poor.errorCode]).toEqual([400, 'lottery.balance.insufficient']);
  expect(await counts(member.id)).toEqual({ bets: 0, rows: 0, slips: 0, transfers: 0 });
  const other = await place(t.app, member, 'wingo_1', drawId, [{ betType: 'number', selection: ['3'], stake: 1_000 }], 'en', requestId);
  expect(other.status).toBe(200);
});

test('SEA 4D iPerm: one unit held; four equal digits refused with their own message', async () => {
  const sea = await openDraw('sea4d');
  const member = await fundedMember(t, 100);
  const placed = await place(t.app, member, 'sea4d', sea, [
    { betType: 'iperm_big', selection: ['1234'], stake: 1_000 },
    { betType: 'iperm_small', selection: ['1122'], stake: 1_000 },
  ]);
  expect(placed.status).toBe(200);
  expect(placed.value.bets.map((b) => [b.betType, b.cost])).toEqual([['iperm_big', 1_000], ['iperm_small', 1_000]]);
  const refused = await place(t.app, member, 'sea4d', sea, [{ betType: 'iperm_big', selection: ['7777'], stake: 1_000 }]);
  expect([refused.status, refused.errorCode]).toEqual([400, 'lottery.selection.oneOrdering']);
  expect(refused.message).toContain('7777');
  const [exposure] = await t.db.query<{ max_payout: string }>("SELECT max_payout::text FROM lottery_exposure WHERE draw_id = $1::bigint AND key = 'iperm_big:1234'", [sea]);
  // (2500 + 1000 + 500 + 10 × 180 + 10 × 60) / 24 × 10 BDT, floored to the paisa.
  expect(Number(exposure!.max_payout)).toBe(Math.floor((6_400 * 1_000) / 24));
});
