import type { PersonalProfit } from '@khela/contracts';
import { envelope, testAppForFile } from '../../test/test-app';
import type { TestMember } from '../../test/members';
import { insertBet, memberWithSession } from './games-test-kit';

const t = testAppForFile();

const profit = async (member: TestMember | null, query: string, language = 'en') => {
  const headers: Record<string, string> = { language };
  if (member) headers.authorization = member.token;
  const response = await t.app.inject({ url: `/wps/game/profit?${query}`, headers });
  return { status: response.statusCode, ...envelope<PersonalProfit>(response) };
};

interface Played {
  vendor: string;
  gameType: string | null;
  stake: number;
  payout: number;
  settledAt: string;
}

/** The member's settled bets of the test: days, game types and vendors crossing each other, two crossing the brand's midnight. */
const PLAYED: Played[] = [
  { vendor: 'KSLOT', gameType: 'RNG', stake: 1_000, payout: 0, settledAt: '2026-04-02T05:00:00Z' },
  { vendor: 'KSLOT', gameType: 'RNG', stake: 2_000, payout: 7_500, settledAt: '2026-04-02T09:00:00Z' },
  { vendor: 'HOUSE', gameType: 'LIVE', stake: 5_000, payout: 2_500, settledAt: '2026-04-02T17:59:00Z' },
  { vendor: 'HOUSE', gameType: 'RNG', stake: 300, payout: 300, settledAt: '2026-04-02T18:30:00Z' },
  { vendor: 'SBOOK', gameType: 'SPORTS', stake: 10_000, payout: 18_600, settledAt: '2026-04-03T12:00:00Z' },
  { vendor: 'LOTTO', gameType: 'LOTT', stake: 4_400, payout: 0, settledAt: '2026-04-05T03:00:00Z' },
  { vendor: 'LOTTO', gameType: null, stake: 700, payout: 100, settledAt: '2026-04-05T23:30:00Z' },
];

/** The same sums worked out here, independently of the api's SQL: grouped in JavaScript, days by Intl in the brand's zone. */
function expected(zone: string, played: Played[]) {
  const dayOf = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
  const group = (key: (bet: Played) => string) => {
    const sums = new Map<string, { count: number; stake: number; payout: number; net: number }>();
    for (const bet of played) {
      const sum = sums.get(key(bet)) ?? { count: 0, stake: 0, payout: 0, net: 0 };
      sums.set(key(bet), { count: sum.count + 1, stake: sum.stake + bet.stake, payout: sum.payout + bet.payout, net: sum.net + bet.payout - bet.stake });
    }
    return sums;
  };
  return { days: group((bet) => dayOf(bet.settledAt)), gameTypes: group((bet) => bet.gameType ?? 'null'), vendors: group((bet) => bet.vendor) };
}

test('visitors get 401; a range backwards or longer than 92 days is refused in the reader’s language', async () => {
  expect(await profit(null, 'from=2026-04-01&to=2026-04-07')).toMatchObject({ status: 401 });
  const member = await memberWithSession(t);
  expect(await profit(member, 'from=2026-04-07&to=2026-04-01')).toMatchObject({ status: 400, errorCode: 'wallet.record.range' });
  expect(await profit(member, 'from=2026-01-01&to=2026-04-30')).toMatchObject({ status: 400, errorCode: 'profit.range.long', message: 'Choose at most 92 days at a time.' });
  expect((await profit(member, 'from=2026-01-01&to=2026-04-30', 'bn')).message).toBe('একবারে সর্বোচ্চ 92 দিন বেছে নিন।');
  expect(await profit(member, 'from=2026-02-30&to=2026-03-01')).toMatchObject({ status: 400 });
});

test('nothing played: empty groups and zero totals', async () => {
  const member = await memberWithSession(t);
  const answer = await profit(member, 'from=2026-04-01&to=2026-04-30');
  expect(answer.value).toEqual({ from: '2026-04-01', to: '2026-04-30', days: [], gameTypes: [], vendors: [], totals: { count: 0, stake: 0, payout: 0, net: 0 } });
});

test('by settlement day in the brand’s zone, by game type and by vendor, each adding up to the totals; only the member’s settled bets', async () => {
  const [{ time_zone: zone }] = (await t.db.query<{ time_zone: string }>("SELECT time_zone FROM merchants WHERE code = 'khela'")) as [{ time_zone: string }];
  const member = await memberWithSession(t);
  const other = await memberWithSession(t);
  for (const bet of PLAYED) await insertBet(t.db, member, { ...bet, placedAt: new Date(new Date(bet.settledAt).getTime() - 60_000).toISOString() });
  // Not profit or loss: open and rolled-back bets, another member's, one settled after the range.
  await insertBet(t.db, member, { stake: 900, status: 'open', placedAt: '2026-04-03T10:00:00Z' });
  await insertBet(t.db, member, { stake: 800, status: 'rolled_back', placedAt: '2026-04-03T10:00:00Z' });
  await insertBet(t.db, other, { stake: 50_000, payout: 0, placedAt: '2026-04-03T10:00:00Z' });
  await insertBet(t.db, member, { stake: 6_000, payout: 0, placedAt: '2026-04-30T10:00:00Z', settledAt: '2026-05-20T10:00:00Z' });

  const answer = await profit(member, 'from=2026-04-01&to=2026-04-30');
  expect(answer.status).toBe(200);
  const want = expected(zone, PLAYED);
  const asMap = <T extends { count: number; stake: number; payout: number; net: number }>(rows: T[], key: (row: T) => string) =>
    new Map(rows.map((row) => [key(row), { count: row.count, stake: row.stake, payout: row.payout, net: row.net }]));
  expect(asMap(answer.value.days, (row) => row.day)).toEqual(want.days);
  expect(asMap(answer.value.gameTypes, (row) => row.gameType ?? 'null')).toEqual(want.gameTypes);
  expect(asMap(answer.value.vendors, (row) => row.vendor)).toEqual(want.vendors);
  // Newest day first; the known vendor carries its catalogue name.
  expect(answer.value.days.map((row) => row.day)).toEqual([...want.days.keys()].sort().reverse());
  expect(answer.value.vendors.find((row) => row.vendor === 'KSLOT')?.vendorName).toBe('Khela Slots');

  const stake = PLAYED.reduce((sum, bet) => sum + bet.stake, 0);
  const payout = PLAYED.reduce((sum, bet) => sum + bet.payout, 0);
  expect(answer.value.totals).toEqual({ count: PLAYED.length, stake, payout, net: payout - stake });
  for (const rows of [answer.value.days, answer.value.gameTypes, answer.value.vendors]) {
    expect(rows.reduce((sum, row) => sum + row.net, 0)).toBe(answer.value.totals.net);
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(answer.value.totals.count);
  }

  // A narrower range keeps only its days.
  const firstDay = [...want.days.keys()].sort()[0]!;
  const narrow = await profit(member, `from=${firstDay}&to=${firstDay}`);
  expect(narrow.value.days).toEqual([{ day: firstDay, ...want.days.get(firstDay)! }]);
  expect(narrow.value.totals).toEqual(want.days.get(firstDay));
});
