import { envelope, testAppForFile } from '../../test/test-app';
import type { TestMember } from '../../test/members';
import { betRecordQueries } from './bet-records';
import type { BetRecordPage } from '@khela/contracts';
import { insertBet, memberWithSession } from './games-test-kit';

const t = testAppForFile();

const MARCH = 'from=2026-03-01&to=2026-03-31';
const records = async (member: TestMember | null, query: string, language = 'en') => {
  const headers: Record<string, string> = { language };
  if (member) headers.authorization = member.token;
  if (member && member.merchant !== 'khela') headers.merchant = member.merchant;
  const response = await t.app.inject({ url: `/wps/game/bet_records?${query}`, headers });
  return { status: response.statusCode, ...envelope<BetRecordPage>(response) };
};

test('visitors get 401 login.not.session', async () => {
  expect(await records(null, MARCH)).toMatchObject({ status: 401, errorCode: 'login.not.session' });
});

test('each status reads as the wire says: payout and net null while open, 0 rolled back, payout − stake settled', async () => {
  const member = await memberWithSession(t);
  const won = await insertBet(t.db, member, { stake: 2_000, payout: 5_000, placedAt: '2026-03-10T10:00:00Z', settledAt: '2026-03-10T10:01:00Z', roundId: 'R-won' });
  await insertBet(t.db, member, { stake: 1_500, payout: 0, placedAt: '2026-03-10T11:00:00Z' });
  await insertBet(t.db, member, { stake: 700, status: 'rolled_back', placedAt: '2026-03-10T12:00:00Z' });
  await insertBet(t.db, member, { stake: 300, status: 'open', placedAt: '2026-03-10T13:00:00Z' });

  const answer = await records(member, MARCH);
  expect(answer.status).toBe(200);
  expect(answer.value.records.map((r) => [r.status, r.stake, r.payout, r.net])).toEqual([
    ['open', 300, null, null],
    ['rolled_back', 700, 0, 0],
    ['settled', 1_500, 0, -1_500],
    ['settled', 2_000, 5_000, 3_000],
  ]);
  expect(answer.value.records[3]).toEqual({
    id: won,
    vendor: 'KSLOT',
    vendorName: 'Khela Slots',
    gameType: 'RNG',
    gameCode: 'golden-tiger',
    gameName: 'Golden Tiger',
    roundId: 'R-won',
    stake: 2_000,
    payout: 5_000,
    net: 3_000,
    status: 'settled',
    placedAt: '2026-03-10T10:00:00.000Z',
    settledAt: '2026-03-10T10:01:00.000Z',
  });
  expect(answer.value.records[0]!.settledAt).toBeNull();
  // Stake of everything not rolled back; payout and net of the settled bets only.
  expect(answer.value.totals).toEqual({ count: 4, stake: 3_800, payout: 5_000, net: 1_500 });
});

test('game names follow the asked language and fall back to the game code; vendors without a catalogue name use their wallet name', async () => {
  const member = await memberWithSession(t);
  await insertBet(t.db, member, { placedAt: '2026-03-05T09:00:00Z' });
  await insertBet(t.db, member, { gameCode: 'retired-game', placedAt: '2026-03-05T08:00:00Z' });
  await t.db.query("INSERT INTO vendor_wallets (vendor_code, name, mode, secret) VALUES ('WALLETONLY', 'Wallet Only Games', 'seamless', 's') ON CONFLICT DO NOTHING");
  await insertBet(t.db, member, { vendor: 'WALLETONLY', gameCode: 'x1', gameType: null, placedAt: '2026-03-05T07:00:00Z' });

  const bn = await records(member, MARCH, 'bn');
  expect(bn.value.records.map((r) => [r.gameName, r.vendorName, r.gameType])).toEqual([
    ['সোনালি বাঘ', 'Khela Slots', 'RNG'],
    ['retired-game', 'Khela Slots', 'RNG'],
    ['x1', 'Wallet Only Games', null],
  ]);
  expect((await records(member, `${MARCH}&language=en`, 'bn')).value.records[0]!.gameName).toBe('Golden Tiger');
});

test('paging: pageNo, pageSize and totalPages; the last page is short, beyond it empty; totals cover every page', async () => {
  const member = await memberWithSession(t);
  for (let day = 1; day <= 5; day += 1) await insertBet(t.db, member, { stake: day * 100, payout: 0, placedAt: `2026-03-0${day}T06:00:00Z` });

  const first = await records(member, `${MARCH}&pageNo=1&pageSize=2`);
  expect(first.value).toMatchObject({ pageNo: 1, pageSize: 2, total: 5, totalPages: 3 });
  expect(first.value.records.map((r) => r.stake)).toEqual([500, 400]);
  expect((await records(member, `${MARCH}&pageNo=2&pageSize=2`)).value.records.map((r) => r.stake)).toEqual([300, 200]);
  const last = await records(member, `${MARCH}&pageNo=3&pageSize=2`);
  expect(last.value.records.map((r) => r.stake)).toEqual([100]);
  const beyond = await records(member, `${MARCH}&pageNo=4&pageSize=2`);
  expect(beyond.value).toMatchObject({ records: [], pageNo: 4, total: 5, totalPages: 3 });
  for (const answer of [first, last, beyond]) expect(answer.value.totals).toEqual({ count: 5, stake: 1_500, payout: 0, net: -1_500 });
  // Default page size is the shared one (20).
  expect((await records(member, MARCH)).value.pageSize).toBe(20);
});

test('filters: category, vendor, status and days of the brand calendar (Asia/Dhaka, both ends included)', async () => {
  const member = await memberWithSession(t);
  await insertBet(t.db, member, { vendor: 'KLIVE', gameCode: 'baccarat-room', gameType: 'LIVE', stake: 111, payout: 0, placedAt: '2026-03-01T17:59:00Z' }); // 23:59 on the 1st in Dhaka
  await insertBet(t.db, member, { stake: 222, status: 'open', placedAt: '2026-03-01T18:00:00Z' }); // 00:00 on the 2nd in Dhaka
  await insertBet(t.db, member, { stake: 333, payout: 999, placedAt: '2026-03-03T12:00:00Z' });
  const stakes = async (query: string) => (await records(member, query)).value.records.map((r) => r.stake);

  expect(await stakes('from=2026-03-01&to=2026-03-01')).toEqual([111]);
  expect(await stakes('from=2026-03-02&to=2026-03-02')).toEqual([222]);
  expect(await stakes('from=2026-03-02&to=2026-03-03')).toEqual([333, 222]);
  expect(await stakes('from=2026-03-04&to=2026-03-31')).toEqual([]);
  expect(await stakes(`${MARCH}&gameType=LIVE`)).toEqual([111]);
  expect(await stakes(`${MARCH}&vendor=KSLOT`)).toEqual([333, 222]);
  expect(await stakes(`${MARCH}&status=open`)).toEqual([222]);
  expect(await stakes(`${MARCH}&status=settled&vendor=KSLOT`)).toEqual([333]);
  expect((await records(member, `${MARCH}&status=settled`)).value.totals).toEqual({ count: 2, stake: 444, payout: 999, net: 555 });
});

test('bad filters are translated 400s, with the account record\'s rules', async () => {
  const member = await memberWithSession(t);
  const backwards = await records(member, 'from=2026-03-05&to=2026-03-01');
  expect(backwards).toMatchObject({ status: 400, errorCode: 'wallet.record.range', message: 'The start date must not be after the end date.' });
  expect((await records(member, 'from=2026-03-05&to=2026-03-01', 'bn')).message).toBe('শুরুর তারিখ শেষের তারিখের পরে হতে পারবে না।');
  for (const query of ['from=2026-02-30', 'to=yesterday', 'status=won', 'gameType=POKER', 'pageSize=0', 'pageSize=101', 'pageNo=0']) {
    const answer = await records(member, query);
    expect([query, answer.status, answer.errorCode]).toEqual([query, 400, 'request.invalid']);
  }
});

test("only the member's own bets at its own brand", async () => {
  const one = await memberWithSession(t);
  const other = await memberWithSession(t);
  const elsewhere = await memberWithSession(t, { merchant: 'khela2' });
  await insertBet(t.db, one, { stake: 101 });
  await insertBet(t.db, other, { stake: 202 });
  // A row of another brand under the same member id (cannot happen through the wallet API) stays hidden.
  await insertBet(t.db, one, { stake: 303, merchant: 'khela2' });
  await insertBet(t.db, elsewhere, { stake: 404 });
  expect((await records(one, MARCH)).value.records.map((r) => r.stake)).toEqual([101]);
  expect((await records(other, MARCH)).value.records.map((r) => r.stake)).toEqual([202]);
  expect((await records(elsewhere, MARCH)).value.records.map((r) => r.stake)).toEqual([404]);
});

test('both statements read the member\'s bets through the bets_member index', async () => {
  const queries = betRecordQueries(
    { merchantCode: 'khela', memberId: '1', timeZone: 'Asia/Dhaka' },
    { vendor: 'KSLOT', status: 'settled', from: '2026-03-01', to: '2026-03-31' },
    { pageNo: 2, pageSize: 20 },
    'en',
  );
  for (const query of [queries.totals, queries.rows]) {
    const plan = await t.db.transaction(async (tx) => {
      // The test table is tiny: give the brand other members' settled bets (as a real brand has, so an
      // index over the whole brand's settlement times is no shortcut), and make the planner show
      // which index it can use instead of a scan.
      await tx.query(
        `INSERT INTO bets (vendor_code, transaction_id, merchant_code, member_id, round_id, game_code, stake, payout, status, placed_at, settled_at)
         SELECT 'KSLOT', 'crowd-' || n, 'khela', 900000 + n % 50, 'crowd-' || n, 'g', 100, 0, 'settled', timestamptz '2026-03-10' + n * interval '1 minute', timestamptz '2026-03-10' + n * interval '1 minute'
           FROM generate_series(1, 3000) AS n ON CONFLICT DO NOTHING`,
      );
      await tx.query('ANALYZE bets');
      await tx.query('SET LOCAL enable_seqscan = off');
      return tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${query.sql}`, query.params);
    });
    expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain('bets_member');
  }
});
