import { envelope, testAppForFile } from '../../test/test-app';
import type { WinnersValue } from '@khela/contracts';
import { insertBet, memberWithSession } from './games-test-kit';
import { maskAccount, winnersQuery } from './winners';

const t = testAppForFile();

const board = async (query = '', headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ url: `/lgw/games/winners${query}`, headers });
  return { status: response.statusCode, headers: response.headers, ...envelope<WinnersValue>(response) };
};

test('masks every account: first two, asterisks, last; short names keep only the first character', () => {
  expect(maskAccount('rahim2024')).toBe('ra***4');
  expect(maskAccount('abcd')).toBe('ab***d');
  expect(maskAccount('abc')).toBe('a***');
  expect(maskAccount('ab')).toBe('a***');
  expect(maskAccount('a')).toBe('a***');
});

describe('the board', () => {
  let account: string;
  beforeAll(async () => {
    const member = await memberWithSession(t);
    account = member.account;
    const other = await memberWithSession(t, { merchant: 'khela2' });
    await insertBet(t.db, member, { stake: 1_000, payout: 4_000, settledAt: '2026-03-10T10:00:00Z' });
    await insertBet(t.db, member, { vendor: 'KLIVE', gameCode: 'baccarat-room', gameType: 'LIVE', stake: 500, payout: 900, settledAt: '2026-03-10T12:00:00Z' });
    await insertBet(t.db, member, { gameCode: 'unknown-game', stake: 100, payout: 150, settledAt: '2026-03-10T11:00:00Z' });
    // Not wins: lost, even money, open, rolled back, and another brand's.
    await insertBet(t.db, member, { stake: 1_000, payout: 0, settledAt: '2026-03-10T13:00:00Z' });
    await insertBet(t.db, member, { stake: 1_000, payout: 1_000, settledAt: '2026-03-10T13:01:00Z' });
    await insertBet(t.db, member, { stake: 1_000, status: 'open' });
    await insertBet(t.db, member, { stake: 1_000, status: 'rolled_back', settledAt: '2026-03-10T13:02:00Z' });
    await insertBet(t.db, other, { stake: 1_000, payout: 9_000, settledAt: '2026-03-10T14:00:00Z' });
  });

  test("the brand's wins, newest first, masked, named in the asked language; public and briefly cacheable", async () => {
    const answer = await board('?gameCategory=ALL&limitNum=100&language=en');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=30');
    expect(answer.value.list).toEqual([
      { player: maskAccount(account), gameName: 'Baccarat Room', vendor: 'KLIVE', gameType: 'LIVE', amount: 900, time: '2026-03-10T12:00:00.000Z' },
      { player: maskAccount(account), gameName: 'unknown-game', vendor: 'KSLOT', gameType: 'RNG', amount: 150, time: '2026-03-10T11:00:00.000Z' },
      { player: maskAccount(account), gameName: 'Golden Tiger', vendor: 'KSLOT', gameType: 'RNG', amount: 4_000, time: '2026-03-10T10:00:00.000Z' },
    ]);
    expect(answer.value.list[0]!.player).not.toContain(account.slice(2, -1));
    // Default: ALL, 100, the Language header (bn by default).
    expect((await board()).value.list.map((w) => w.gameName)).toEqual(['ব্যাকারা রুম', 'unknown-game', 'সোনালি বাঘ']);
    expect((await board('', { merchant: 'khela2' })).value.list.map((w) => w.amount)).toEqual([9_000]);
  });

  test('a category and a limit', async () => {
    expect((await board('?gameCategory=RNG')).value.list.map((w) => w.amount)).toEqual([150, 4_000]);
    expect((await board('?gameCategory=LIVE')).value.list.map((w) => w.amount)).toEqual([900]);
    expect((await board('?gameCategory=FISH')).value.list).toEqual([]);
    expect((await board('?limitNum=2')).value.list.map((w) => w.amount)).toEqual([900, 150]);
    for (const query of ['?limitNum=0', '?limitNum=101', '?gameCategory=POKER']) {
      expect([query, (await board(query)).status]).toEqual([query, 400]);
    }
  });

  test('with many bets the board reads only the wins, through the partial indexes', async () => {
    const member = await memberWithSession(t);
    // 20 000 old bets, one in fifty a win.
    await t.db.query(
      `INSERT INTO bets (vendor_code, transaction_id, merchant_code, member_id, round_id, game_code, game_type, stake, payout, status, placed_at, settled_at)
       SELECT 'KSLOT', 'bulk-' || i, 'khela', $1, 'R' || i, 'golden-tiger', CASE WHEN i % 3 = 0 THEN 'LIVE' ELSE 'RNG' END, 1000,
              CASE WHEN i % 50 = 0 THEN 3000 ELSE 0 END, 'settled', timestamptz '2025-01-01' + i * interval '1 minute', timestamptz '2025-01-01' + i * interval '1 minute'
         FROM generate_series(1, 20000) AS i`,
      [member.id],
    );
    await t.db.query('ANALYZE bets');
    for (const [gameType, index] of [[null, 'bets_winners'], ['RNG', 'bets_winners']] as const) {
      const query = winnersQuery('khela', gameType, 100, 'en');
      const plan = (await t.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${query.sql}`, query.params)).map((line) => line['QUERY PLAN']).join('\n');
      expect(plan).toContain(index);
      expect(plan).not.toMatch(/Seq Scan on bets/);
    }
    const answer = await board('?limitNum=100');
    expect(answer.value.list).toHaveLength(100);
    expect(answer.value.list.slice(0, 3).map((w) => w.amount)).toEqual([900, 150, 4_000]);
  });
});
