import { envelope, testAppForFile } from '../../test/test-app';
import { DEMO_COMPETITIONS, DEMO_DAYS, dayIn, demoFixtures, topUpDemoFixtures } from '../../seed/demo-fixtures';
import { insertFixture, type FixtureInput } from './fixtures-repo';
import type { HotMatchesValue } from '@khela/contracts';

const t = testAppForFile();

const hot = async (headers: Record<string, string> = {}, query = '') => {
  const response = await t.app.inject({ url: `/lgw/sports/hot_matches${query}`, headers });
  return { status: response.statusCode, headers: response.headers, ...envelope<HotMatchesValue>(response) };
};
const HOUR = 3_600_000;
const fixture = (kickoff: Date, overrides: Partial<FixtureInput> = {}): FixtureInput => ({
  vendorCode: 'KSPORT',
  sport: 'football',
  league: { bn: 'পরীক্ষা লিগ', en: 'Test League' },
  home: { code: 'TSTH', bn: 'হোম দল', en: 'Home Side' },
  away: { code: 'TSTA', bn: 'অ্যাওয়ে দল', en: 'Away Side' },
  kickoff,
  odds: { home: 185, draw: 320, away: 410 },
  ...overrides,
});
const dhakaDay = (iso: string) => dayIn(new Date(iso), 'Asia/Dhaka');

test('the started demo schedule: at most 20, by kickoff, upcoming or started within two hours, with the brand day and decimal odds', async () => {
  const answer = await hot();
  expect(answer.status).toBe(200);
  expect(answer.headers['cache-control']).toBe('public, max-age=60');
  const { list } = answer.value;
  expect(list).toHaveLength(20);
  const kickoffs = list.map((m) => Date.parse(m.kickoff));
  expect([...kickoffs].sort((a, b) => a - b)).toEqual(kickoffs);
  expect(kickoffs.every((k) => k > Date.now() - 2 * HOUR)).toBe(true);
  for (const match of list) {
    expect(match.day).toBe(dhakaDay(match.kickoff));
    expect(match.vendor).toBe('KSPORT');
    expect(match.home.logo).toMatch(/^\/TCG_PROD_IMAGES\/TEAM_LOGO\/[A-Z0-9]+\.png$/);
    expect(match.odds.home).toBeGreaterThan(1);
    expect(match.odds.away).toBeGreaterThan(1);
    for (const odds of [match.odds.home, match.odds.away]) expect(Math.round(odds * 100) / 100).toBe(odds);
    expect(match.odds.draw === null).toBe(match.sport === 'cricket');
  }
  expect(new Set(list.map((m) => m.sport))).toEqual(new Set(['cricket', 'football']));
  // Names in the asked language: Bengali by default, English by header or query.
  const bnNames = DEMO_COMPETITIONS.flatMap((c) => c.teams.map((team) => team.bn));
  expect(bnNames).toContain(list[0]!.home.name);
  const en = (await hot({ language: 'en' })).value.list[0]!;
  expect(DEMO_COMPETITIONS.flatMap((c) => c.teams.map((team) => team.en))).toContain(en.home.name);
  expect(['Khela Premier T20', 'Khela Super Cup']).toContain(en.league);
  expect((await hot({}, '?language=en')).value.list[0]!.home.name).toBe(en.home.name);
});

describe('which fixtures show', () => {
  beforeAll(async () => {
    // The demo schedule would fill the 20 places: leave only these tests' fixtures.
    await t.db.query('DELETE FROM fixtures');
  });

  test('started within two hours stays, older or finished or cancelled goes', async () => {
    const now = Date.now();
    await insertFixture(t.db, fixture(new Date(now - 1 * HOUR), { home: { code: 'STRT', bn: 'শুরু', en: 'Started' } }));
    await insertFixture(t.db, fixture(new Date(now - 3 * HOUR), { home: { code: 'OLDX', bn: 'পুরনো', en: 'Old' } }));
    await insertFixture(t.db, fixture(new Date(now + 5 * HOUR), { sport: 'cricket', odds: { home: 150, draw: null, away: 260 }, home: { code: 'NEXT', bn: 'পরের', en: 'Next' } }));
    const finished = fixture(new Date(now + 6 * HOUR), { home: { code: 'DONE', bn: 'শেষ', en: 'Done' } });
    await insertFixture(t.db, finished);
    await insertFixture(t.db, fixture(new Date(now + 7 * HOUR), { home: { code: 'CNCL', bn: 'বাতিল', en: 'Cancelled' } }));
    await t.db.query("UPDATE fixtures SET status = 'finished' WHERE home_code = 'DONE'");
    await t.db.query("UPDATE fixtures SET status = 'cancelled' WHERE home_code = 'CNCL'");

    const list = (await hot({ language: 'en' })).value.list;
    expect(list.map((m) => m.home.name)).toEqual(['Started', 'Next']);
    expect(list[1]).toMatchObject({ sport: 'cricket', league: 'Test League', odds: { home: 1.5, draw: null, away: 2.6 }, away: { name: 'Away Side', logo: '/TCG_PROD_IMAGES/TEAM_LOGO/TSTA.png' } });
    expect(list[0]!.odds).toEqual({ home: 1.85, draw: 3.2, away: 4.1 });
    expect(list[0]!.matchId).toMatch(/^\d+$/);
  });

  test("a brand sees the fixtures of the sports vendors it offers, less those it hides", async () => {
    const soon = new Date(Date.now() + 10 * HOUR);
    await insertFixture(t.db, fixture(soon, { vendorCode: 'KCRIC', sport: 'cricket', odds: { home: 170, draw: null, away: 210 }, home: { code: 'KCRH', bn: 'ক', en: 'Kcric Home' } }));
    const names = async (merchant: string) => (await hot({ merchant, language: 'en' })).value.list.map((m) => m.home.name);
    // khela2 offers KSPORT but not KCRIC.
    expect(await names('khela')).toContain('Kcric Home');
    expect(await names('khela2')).not.toContain('Kcric Home');
    expect(await names('khela2')).toContain('Next');

    const [next] = await t.db.query<{ id: string }>("SELECT id::text FROM fixtures WHERE home_code = 'NEXT'");
    await t.db.query('INSERT INTO merchant_fixtures (merchant_code, fixture_id, enabled) VALUES ($1, $2, false)', ['khela2', next!.id]);
    expect(await names('khela2')).not.toContain('Next');
    expect(await names('khela')).toContain('Next');

    await t.db.query("UPDATE merchant_vendors SET enabled = false WHERE merchant_code = 'khela2' AND vendor_code = 'KSPORT'");
    expect(await names('khela2')).toEqual([]);
    await t.db.query("UPDATE merchant_vendors SET enabled = true WHERE merchant_code = 'khela2' AND vendor_code = 'KSPORT'");
  });

  test('the natural key keeps a match once', async () => {
    const kickoff = new Date(Date.now() + 20 * HOUR);
    const again = fixture(kickoff, { home: { code: 'ONCE', bn: 'এক', en: 'Once' } });
    expect(await insertFixture(t.db, again)).toBe(true);
    expect(await insertFixture(t.db, { ...again, odds: { home: 111, draw: 500, away: 900 } })).toBe(false);
    const [row] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM fixtures WHERE home_code = 'ONCE'");
    expect(row!.n).toBe(1);
  });
});

describe('the demo top-up', () => {
  const PER_DAY = DEMO_COMPETITIONS.reduce((n, c) => n + c.slots.length, 0);

  test('covers the Dhaka day of `now` and the following days; each team plays at most once a day', () => {
    // 20:00 UTC on 1 January is already 2 January in Dhaka.
    const fixtures = demoFixtures(new Date('2030-01-01T20:00:00Z'));
    expect(fixtures).toHaveLength(DEMO_DAYS * PER_DAY);
    const days = [...new Set(fixtures.map((f) => dayIn(f.kickoff, 'Asia/Dhaka')))];
    expect(days).toEqual(['2030-01-02', '2030-01-03', '2030-01-04', '2030-01-05', '2030-01-06', '2030-01-07', '2030-01-08']);
    for (const day of days) {
      const teams = fixtures.filter((f) => dayIn(f.kickoff, 'Asia/Dhaka') === day).flatMap((f) => [f.home.code, f.away.code]);
      expect(new Set(teams).size).toBe(teams.length);
    }
    expect(fixtures.filter((f) => f.sport === 'cricket').every((f) => f.odds.draw === null)).toBe(true);
    expect(fixtures.filter((f) => f.sport === 'football').every((f) => f.odds.draw !== null && f.odds.draw > 100)).toBe(true);
    expect(fixtures.every((f) => f.odds.home > 100 && f.odds.away > 100)).toBe(true);
    // Kick-offs are Dhaka wall-clock times (UTC+6).
    expect(fixtures[0]!.kickoff.toISOString()).toBe('2030-01-02T04:00:00.000Z');
  });

  test('is idempotent and safe to run at once from several instances', async () => {
    const now = new Date('2031-06-01T00:00:00Z');
    const added = await Promise.all([1, 2, 3].map(() => topUpDemoFixtures(t.db, now)));
    expect(added.reduce((a, b) => a + b, 0)).toBe(DEMO_DAYS * PER_DAY);
    expect(await topUpDemoFixtures(t.db, now)).toBe(0);
    // A day later only the new last day is missing.
    expect(await topUpDemoFixtures(t.db, new Date('2031-06-02T00:00:00Z'))).toBe(PER_DAY);
  });
});
