import { deriveLotteryResult, lotteryDrawKey, lotterySeedHash, payoutOf, defaultLotterySettings } from '@khela/contracts/lottery';
import { moneyToWire } from '@khela/contracts';
import { testAppForFile } from '../../../test/test-app';
import { ops } from '../../../test/operator-calls';
import { memberWithSession, TRIAL_TYPE } from '../../../test/members';
import { SocketProbe } from '../../../platform/realtime/socket-probe';
import { balanceOf, call, fundedMember, minuteAhead, place } from './lottery-kit';

/** Khela's own lotteries end to end on a real database (docs/lottery.md): lifecycle, money, limits, operators. */
const t = testAppForFile();

interface Draw { id: string; drawNo: string; status: string; seedHash: string; seed: string | null; result: { tiers: Array<{ tier: string; numbers: string[] }> } | null; opensAt: string; closesAt: string; drawAt: string }

const draw = async (id: string) => (await call<Draw>(t.app, 'GET', `/lgw/lottery/draws/${id}`)).value;
const drawAt = async (gameCode: string, at: Date) => {
  const [row] = await t.db.query<{ id: string }>('SELECT id::text FROM lottery_draws WHERE merchant_code = $1 AND game_code = $2 AND draw_at = $3::timestamptz', ['khela', gameCode, at]);
  return row?.id ?? null;
};
const storedSeed = async (id: string) => (await t.db.query<{ seed: string }>('SELECT seed FROM lottery_draws WHERE id = $1', [id]))[0]!.seed;

test('a draw: hash published before it opens, seed secret until drawn, result read from the committed seed, settled once', async () => {
  const t0 = minuteAhead(20 * 60_000);
  // Just before t0: the draw at t0 + 1 min is created (scheduled), its hash published, its seed kept back.
  await t.app.lottery.advance(new Date(t0.getTime() - 30_000), 'khela');
  const nextId = await drawAt('wingo_1', new Date(t0.getTime() + 60_000));
  expect(nextId).not.toBeNull();
  const scheduled = await draw(nextId!);
  expect(scheduled).toMatchObject({ status: 'scheduled', seed: null, result: null });
  expect(scheduled.seedHash).toBe(lotterySeedHash(await storedSeed(nextId!)));

  // At t0 it opens; a member bets; at the draw time it is drawn and settled.
  await t.app.lottery.advance(new Date(t0.getTime() + 1_000), 'khela');
  expect((await draw(nextId!)).status).toBe('open');
  const member = await fundedMember(t, 1_000);
  const placed = await place(t.app, member, 'wingo_1', nextId!, [
    { betType: 'colour', selection: ['red'], stake: 2_000 },
    { betType: 'number', selection: ['7'], stake: 1_000 },
  ]);
  expect([placed.status, placed.errorCode]).toEqual([200, null]);
  expect(placed.value.balance).toBe(100_000 - 3_000);
  expect(await balanceOf(t, member)).toEqual({ balance: 100_000, held: 3_000 });

  // Closed at closesAt (freeze): a slip is refused, translated.
  await t.app.lottery.advance(new Date(t0.getTime() + 60_000 - 4_000), 'khela');
  expect((await draw(nextId!)).status).toBe('closed');
  const late = await place(t.app, member, 'wingo_1', nextId!, [{ betType: 'number', selection: ['1'], stake: 1_000 }], 'bn');
  expect([late.status, late.errorCode]).toEqual([409, 'lottery.draw.closed']);
  expect(late.message).toMatch(/বন্ধ/);

  const events: string[] = [];
  const stop = t.app.lottery.onDraw((e) => events.push(`${e.message.drawId}:${e.message.status}`));
  await t.app.lottery.advance(new Date(t0.getTime() + 60_000 + 500), 'khela');
  stop();
  expect(events).toEqual(expect.arrayContaining([`${nextId}:drawn`, `${nextId}:settled`]));
  const drawn = await draw(nextId!);
  expect(drawn.status).toBe('settled');
  expect(drawn.seed).toBe(await storedSeed(nextId!));
  expect(lotterySeedHash(drawn.seed!)).toBe(scheduled.seedHash);
  expect(drawn.result).toEqual(deriveLotteryResult('wingo', drawn.seed!, lotteryDrawKey('wingo_1', drawn.drawNo)));

  const settings = defaultLotterySettings('wingo');
  const won = payoutOf('wingo', settings, 'colour', ['red'], 2_000, drawn.result!) + payoutOf('wingo', settings, 'number', ['7'], 1_000, drawn.result!);
  expect(await balanceOf(t, member)).toEqual({ balance: 100_000 - 3_000 + won, held: 0 });
  const mine = await call<{ records: Array<{ status: string; payout: number }> }>(t.app, 'GET', '/wps/lottery/bets?status=settled', { token: member.token });
  expect(mine.value.records.map((r) => r.status).sort()).toEqual(
    [payoutOf('wingo', settings, 'colour', ['red'], 2_000, drawn.result!) > 0 ? 'won' : 'lost', payoutOf('wingo', settings, 'number', ['7'], 1_000, drawn.result!) > 0 ? 'won' : 'lost'].sort(),
  );

  // Settling again (a second instance, a rerun) pays nothing more.
  const transfers = async () => (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger_transfers WHERE idempotency_key LIKE 'lottery:%'"))[0]!.n;
  const before = await transfers();
  await t.db.query("UPDATE lottery_draws SET status = 'drawn' WHERE id = $1", [nextId]);
  expect(await t.app.lottery.settle(nextId!, 'wingo', new Date())).toBe(true);
  expect(await transfers()).toBe(before);
  expect(await balanceOf(t, member)).toEqual({ balance: 100_000 - 3_000 + won, held: 0 });

  // The betting record shows the lottery bets, settled, under the lottery vendor.
  const record = await call<{ records: Array<{ vendor: string; stake: number; status: string }> }>(t.app, 'GET', '/wps/game/bet_records?vendor=KELOTT', { token: member.token });
  expect(record.status).toBe(200);
  expect(record.value.records).toHaveLength(2);
});

test('a draw missed while the service was down is drawn late from its committed seed', async () => {
  const t0 = minuteAhead(40 * 60_000);
  await t.app.lottery.advance(new Date(t0.getTime() - 10_000), 'khela');
  const id = (await drawAt('wingo_3', new Date(Math.ceil(t0.getTime() / 180_000) * 180_000)))!;
  const seed = await storedSeed(id);
  // An hour later the service is back: the draw is drawn from the stored seed.
  await t.app.lottery.advance(new Date(t0.getTime() + 3_600_000), 'khela');
  const late = await draw(id);
  expect(late.status).toBe('settled');
  expect(late.seed).toBe(seed);
  expect(late.result).toEqual(deriveLotteryResult('wingo', seed, lotteryDrawKey('wingo_3', late.drawNo)));
});

test('limits: minimum, maximum, per draw, per-number payout and balance are refused with the limit named; nothing is held', async () => {
  const t0 = minuteAhead(60 * 60_000);
  await t.app.lottery.advance(new Date(t0.getTime() + 1_000), 'khela');
  const id = (await drawAt('vn_fast', (await t.db.query<{ d: Date }>("SELECT min(draw_at) AS d FROM lottery_draws WHERE game_code = 'vn_fast' AND status = 'open'"))[0]!.d))!;
  const member = await fundedMember(t, 500);
  const refuse = async (bets: Array<{ betType: string; selection: string[]; stake: number }>, code: string, language = 'en') => {
    const answer = await place(t.app, member, 'vn_fast', id, bets, language);
    expect([answer.status, answer.errorCode]).toEqual([answer.status >= 400 && answer.status < 500 ? answer.status : -1, code]);
    return answer;
  };
  const below = await refuse([{ betType: 'lo2', selection: ['27'], stake: 1 }], 'lottery.stake.belowMin');
  expect(below.message).toContain('lo2');
  await refuse([{ betType: 'nope', selection: ['27'], stake: 1_000 }], 'lottery.betType.unknown');
  await refuse([{ betType: 'lo2', selection: ['7x'], stake: 1_000 }], 'lottery.selection.bad');
  const poor = await refuse([{ betType: 'de', selection: ['27'], stake: 60_000 }], 'lottery.balance.insufficient', 'bn');
  expect(poor.message).toContain('500.00');

  // The operator lowers the per-draw stake and the đề payout per number: the limits bite.
  const set = await ops(t.app, 'POST', '/ops/lottery/games/settings', { merchant: 'khela', gameCode: 'vn_fast', settings: { maxStakePerDraw: 5_000, betTypes: { de: { maxPayoutPerNumber: 150_000 } } } });
  expect(set.status).toBe(200);
  const perDraw = await refuse([{ betType: 'lo2', selection: ['27', '28', '29'], stake: 2_000 }], 'lottery.limit.perDraw');
  expect(perDraw.message).toContain('50.00');
  const first = await place(t.app, member, 'vn_fast', id, [{ betType: 'de', selection: ['27'], stake: 1_000 }]);
  expect(first.status).toBe(200);
  const other = await fundedMember(t, 500);
  const exposure = await place(t.app, other, 'vn_fast', id, [{ betType: 'de', selection: ['27'], stake: 1_000 }], 'en');
  expect([exposure.status, exposure.errorCode]).toEqual([400, 'lottery.limit.payout']);
  expect(exposure.message).toContain('1500.00');
  expect(await balanceOf(t, other)).toEqual({ balance: 50_000, held: 0 });
  // Another number is still open to it.
  expect((await place(t.app, other, 'vn_fast', id, [{ betType: 'de', selection: ['28'], stake: 1_000 }])).status).toBe(200);

  const read = await ops<{ numbers: Array<{ key: string; maxPayout: number }> ; bets: number }>(t.app, 'GET', `/ops/lottery/draws/exposure?merchant=khela&drawId=${id}`);
  expect(read.status).toBe(200);
  expect(read.value.numbers.map((n) => n.key)).toEqual(expect.arrayContaining(['de:27', 'de:28']));
  await ops(t.app, 'POST', '/ops/lottery/games/settings', { merchant: 'khela', gameCode: 'vn_fast', settings: { maxStakePerDraw: 10_000_000, betTypes: { de: { maxPayoutPerNumber: 100_000_000 } } } });
});

test('an operator cancels an open draw: every stake comes back, the bets are refunded and rolled back, recorded', async () => {
  const t0 = minuteAhead(80 * 60_000);
  await t.app.lottery.advance(new Date(t0.getTime() + 1_000), 'khela');
  const id = (await t.db.query<{ id: string }>("SELECT id::text FROM lottery_draws WHERE game_code = 'k3_3' AND status = 'open' ORDER BY draw_at LIMIT 1"))[0]!.id;
  const member = await fundedMember(t, 100);
  expect((await place(t.app, member, 'k3_3', id, [{ betType: 'sum_size', selection: ['big'], stake: 3_000 }])).status).toBe(200);
  expect(await balanceOf(t, member)).toEqual({ balance: 10_000, held: 3_000 });
  const cancelled = await ops<{ cancelled: boolean; membersRefunded: number }>(t.app, 'POST', '/ops/lottery/draws/cancel', { merchant: 'khela', drawId: id });
  expect(cancelled.value).toMatchObject({ cancelled: true, status: 'cancelled', membersRefunded: 1 });
  expect(await balanceOf(t, member)).toEqual({ balance: 10_000, held: 0 });
  const [bet] = await t.db.query<{ status: string }>("SELECT status FROM bets WHERE member_id = $1 AND vendor_code = 'KELOTT'", [member.id]);
  expect(bet!.status).toBe('rolled_back');
  const again = await ops(t.app, 'POST', '/ops/lottery/draws/cancel', { merchant: 'khela', drawId: id });
  expect(again.value).toMatchObject({ cancelled: false, membersRefunded: 0 });
  const [recorded] = await t.db.query("SELECT 1 FROM operator_actions WHERE action = 'lottery.draw.cancel' AND target = $1", [id]);
  expect(recorded).toBeDefined();
});

test('public calls: lobby with server time, games by prize mode, VN menu, results; bad input is a 4xx, never a 500', async () => {
  const lobby = await call<{ serverTime: string; games: Array<{ gameCode: string; area: string; nextDraw: unknown }> }>(t.app, 'GET', '/lgw/lottery/lobby');
  expect(lobby.status).toBe(200);
  expect(lobby.value.games.map((g) => g.gameCode)).toEqual(expect.arrayContaining(['wingo_1', 'vn_north', 'sea4d']));
  const sea = await call<Record<string, { vendorCode: string }>>(t.app, 'GET', '/lgw/lottery/games?prizeMode=SEA');
  expect(Object.keys(sea.value)).toEqual(['sea4d']);
  expect(sea.value.sea4d!.vendorCode).toBe('TCG_SEA');
  const menu = await call<Array<{ groupName: string; gameMenus: Array<{ gameCode: string; accountTypeName: string }> }>>(t.app, 'GET', '/lgw/lottery/vn-menu');
  const menuCodes = menu.value.flatMap((g) => g.gameMenus.map((m) => m.gameCode));
  expect(menuCodes).toEqual(expect.arrayContaining(['vn_fast', 'vn_north', 'vn_south_hcm', 'vn_central_dng']));
  expect(menuCodes).not.toEqual(expect.arrayContaining(['vn_south']));
  for (const group of menu.value) for (const game of group.gameMenus) expect(game.accountTypeName).toBe('TCG_LOTTO_VN');
  const results = await call<{ records: Draw[] }>(t.app, 'GET', '/lgw/lottery/results?gameCode=wingo_1');
  expect(results.status).toBe(200);
  for (const r of results.value.records) expect(r.seed).not.toBeNull();

  for (const [url, status] of [
    ['/lgw/lottery/games?prizeMode=NOPE', 400],
    ['/lgw/lottery/draws/abc', 400],
    ['/lgw/lottery/draws/999999999', 404],
    ['/lgw/lottery/results?gameCode=nope', 404],
    ['/lgw/lottery/lobby?area=MOON', 400],
  ] as const) expect([url, (await call(t.app, 'GET', url)).status]).toEqual([url, status]);
  const member = await fundedMember(t, 10);
  for (const payload of [
    {},
    { requestId: 'r-bad-draw-id', gameCode: 'wingo_1', drawId: 'x', bets: [] },
    { requestId: 'r-bad-stake-1', gameCode: 'wingo_1', drawId: '1', bets: [{ betType: 'number', selection: ['1'], stake: -5 }] },
    { gameCode: 'wingo_1', drawId: '1', bets: [{ betType: 'number', selection: ['1'], stake: 1_000 }] }, // no request id
    { requestId: 'short', gameCode: 'wingo_1', drawId: '1', bets: [{ betType: 'number', selection: ['1'], stake: 1_000 }] },
  ]) {
    const answer = await call(t.app, 'POST', '/wps/lottery/bets', { token: member.token, payload });
    expect(answer.status).toBe(400);
  }
  expect((await call(t.app, 'POST', '/wps/lottery/bets', { payload: { requestId: 'r-unauthenticated', gameCode: 'wingo_1', drawId: '1', bets: [{ betType: 'number', selection: ['1'], stake: 1_000 }] } })).status).toBe(401);
  const trial = await memberWithSession(t.db, { type: TRIAL_TYPE });
  const refused = await call(t.app, 'POST', '/wps/lottery/bets', { token: trial.token, payload: { requestId: 'r-trial-member', gameCode: 'wingo_1', drawId: '1', bets: [{ betType: 'number', selection: ['1'], stake: 1_000 }] } });
  expect([refused.status, refused.errorCode]).toEqual([403, 'account.trial']);
});

test("/ws: every socket of the brand hears a draw change state; another brand's sockets do not", async () => {
  const member = await memberWithSession(t.db);
  const stranger = await memberWithSession(t.db, { merchant: 'khela2' });
  const socket = await SocketProbe.member(t.app, member.token);
  const other = await SocketProbe.member(t.app, stranger.token, { merchant: 'khela2' });
  try {
    const t0 = minuteAhead(200 * 60_000);
    await t.app.lottery.advance(new Date(t0.getTime() + 1_000), 'khela');
    const heard = await socket.next((m) => m.type === 'lottery.draw' && m.gameCode === 'wingo_1' && m.status === 'open');
    const [row] = await t.db.query<{ id: string; draw_no: string }>("SELECT id::text, draw_no FROM lottery_draws WHERE game_code = 'wingo_1' AND draw_at = $1::timestamptz", [new Date(t0.getTime() + 60_000)]);
    expect(heard).toEqual({ type: 'lottery.draw', gameCode: 'wingo_1', drawId: row!.id, drawNo: row!.draw_no, status: 'open' });
    // A slip's hold and the settlement reach the member's balance on the socket too.
    const bettor = await fundedMember(t, 50);
    const own = await SocketProbe.member(t.app, bettor.token);
    await own.balance(5_000);
    expect((await place(t.app, bettor, 'wingo_1', row!.id, [{ betType: 'parity', selection: ['odd'], stake: 1_000 }])).status).toBe(200);
    expect(await own.next((m) => m.type === 'balance' && m.held === 1_000)).toEqual({ type: 'balance', balance: 4_000, held: 1_000 }); // balance: what can be spent
    const seen = own.messages.length;
    await t.app.lottery.advance(new Date(t0.getTime() + 61_000), 'khela');
    await socket.next((m) => m.type === 'lottery.draw' && m.drawId === row!.id && m.status === 'settled');
    const settledBalance = (await balanceOf(t, bettor)).balance;
    expect(await own.next((m) => m.type === 'balance' && m.held === 0, seen)).toEqual({ type: 'balance', balance: settledBalance, held: 0 });
    own.close();
    expect(other.messages.filter((m) => m.type === 'lottery.draw')).toEqual([]);
  } finally {
    socket.close();
    other.close();
    SocketProbe.endServerSides(t.app);
  }
});

test('between the minute jobs, the in-process timer the job armed closes, draws and settles a draw on time', async () => {
  const now = Date.now();
  const time = { drawNo: `timer-${now}`, opensAt: new Date(now - 1_000), closesAt: new Date(now + 700), drawAt: new Date(now + 1_400) };
  expect(await t.app.lottery.insertDraw({ merchantCode: 'khela', gameCode: 'wingo_5' }, time, 'open')).toBe(1);
  const outcome = await t.app.jobs.runSlot('lottery.advance', t.app.jobs.slotAt('lottery.advance'));
  expect(outcome).toMatchObject({ ran: true, status: 'succeeded' });
  const statusOf = async () => (await t.db.query<{ status: string }>("SELECT status FROM lottery_draws WHERE game_code = 'wingo_5' AND draw_no = $1", [time.drawNo]))[0]!.status;
  expect(await statusOf()).toBe('open');
  const deadline = Date.now() + 8_000;
  while ((await statusOf()) !== 'settled' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await statusOf()).toBe('settled');
});

test('a winning lottery bet is paid its odds and shows on the winners board and in the betting record', async () => {
  const t0 = minuteAhead(300 * 60_000);
  await t.app.lottery.advance(new Date(t0.getTime() + 1_000), 'khela');
  const [open] = await t.db.query<{ id: string; seed: string; draw_no: string; draw_at: Date }>(
    "SELECT id::text, seed, draw_no, draw_at FROM lottery_draws WHERE game_code = 'wingo_5' AND status = 'open' ORDER BY draw_at LIMIT 1",
  );
  // The test reads the committed seed (only the server can): it knows the number that will come.
  const number = deriveLotteryResult('wingo', open!.seed, lotteryDrawKey('wingo_5', open!.draw_no)).tiers[0]!.numbers[0]!;
  const member = await fundedMember(t, 100);
  expect((await place(t.app, member, 'wingo_5', open!.id, [{ betType: 'number', selection: [number], stake: 1_000 }])).status).toBe(200);
  await t.app.lottery.advance(new Date(new Date(open!.draw_at).getTime() + 1_000), 'khela');
  const paid = payoutOf('wingo', defaultLotterySettings('wingo'), 'number', [number], 1_000, { tiers: [{ tier: 'number', numbers: [number] }] });
  expect(paid).toBeGreaterThan(1_000);
  expect(await balanceOf(t, member)).toEqual({ balance: 10_000 - 1_000 + paid, held: 0 });
  const board = await call<{ list: Array<{ gameName: string; vendor: string; gameType: string; amount: number }> }>(t.app, 'GET', '/lgw/games/winners?gameCategory=ELOTT&limitNum=100');
  expect(board.status).toBe(200);
  expect(board.value.list).toEqual(expect.arrayContaining([{ player: expect.any(String), gameName: 'Wingo 5 Min', vendor: 'KELOTT', gameType: 'ELOTT', amount: moneyToWire(BigInt(paid)), time: expect.any(String) }]));
  const [bet] = await t.db.query<{ status: string; payout: string; game_type: string }>("SELECT status, payout::text, game_type FROM bets WHERE member_id = $1 AND vendor_code = 'KELOTT'", [member.id]);
  expect(bet).toEqual({ status: 'settled', payout: String(paid), game_type: 'ELOTT' });
});

test('settling in small rounds (bet ids of several digits, members in batches of 2) pays every bet once', async () => {
  const t0 = minuteAhead(400 * 60_000);
  await t.app.lottery.advance(new Date(t0.getTime() + 1_000), 'khela');
  const [open] = await t.db.query<{ id: string; draw_at: Date }>("SELECT id::text, draw_at FROM lottery_draws WHERE game_code = 'd5_1' AND status = 'open' ORDER BY draw_at LIMIT 1");
  // Ids from 995 on: 995 … 1006 sort otherwise as text than as numbers.
  await t.db.query("SELECT setval(pg_get_serial_sequence('lottery_bets', 'id'), 994)");
  const members = [await fundedMember(t, 100), await fundedMember(t, 100), await fundedMember(t, 100)];
  for (const member of members) {
    const placed = await place(t.app, member, 'd5_1', open!.id, [
      { betType: 'sum_size', selection: ['big'], stake: 1_000 }, { betType: 'sum_parity', selection: ['odd'], stake: 1_000 },
      { betType: 'position_digit', selection: ['A', '3'], stake: 1_000 }, { betType: 'position_size', selection: ['B', 'small'], stake: 1_000 },
    ]);
    expect(placed.status).toBe(200);
  }
  await t.db.query("UPDATE lottery_draws SET status = 'closed' WHERE id = $1", [open!.id]);
  const [row] = await t.db.query<{ seed: string; draw_no: string }>('SELECT seed, draw_no FROM lottery_draws WHERE id = $1', [open!.id]);
  await t.app.lottery.draw({ id: open!.id, gameCode: 'd5_1', drawNo: row!.draw_no, seed: row!.seed }, 'd5', new Date());
  let batches = 0;
  expect(await t.app.lottery.settle(open!.id, 'd5', new Date(), { payoutBatch: 5, batchSize: 2, onBatch: () => (batches += 1) })).toBe(true);
  expect(batches).toBe(2);
  const result = (await draw(open!.id)).result!;
  const bets = await t.db.query<{ id: string; member_id: string; bet_type: string; selection: string[]; stake: string; payout: string; status: string }>(
    'SELECT id::text, member_id::text, bet_type, selection, stake::text, payout::text, status FROM lottery_bets WHERE draw_id = $1 ORDER BY lottery_bets.id', [open!.id],
  );
  expect(bets.map((b) => Number(b.id))).toEqual(Array.from({ length: 12 }, (_, i) => 995 + i));
  const settings = defaultLotterySettings('d5');
  for (const bet of bets) {
    const due = payoutOf('d5', settings, bet.bet_type, bet.selection, Number(bet.stake), result);
    expect([bet.id, Number(bet.payout), bet.status]).toEqual([bet.id, due, due > 0 ? 'won' : 'lost']);
  }
  for (const member of members) {
    const won = bets.filter((b) => b.member_id === member.id).reduce((sum, b) => sum + Number(b.payout), 0);
    expect(await balanceOf(t, member)).toEqual({ balance: 10_000 - 4_000 + won, held: 0 });
  }
});
