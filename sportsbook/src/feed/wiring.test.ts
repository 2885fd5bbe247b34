import { BookHarness } from '../testing/book-harness';

/**
 * The book's side of its wiring into the site (docs/sportsbook.md "Wiring"): the public hot-matches
 * feed the api reads, the launch straight into an event, and the bet detail sent with `bet`.
 */
jest.setTimeout(30_000);

let h: BookHarness;
beforeEach(async () => {
  h = new BookHarness();
  await h.open();
});
afterEach(async () => h.close());

const WINNER = [
  { code: 'home', price: '1.80' },
  { code: 'away', price: '2.05' },
];

it('feeds hot matches: events taking bets with an open money-line market, live first, with decimal odds', async () => {
  const later = await h.market({ sport: 'cricket', type: 'cricket_match_winner', selections: WINNER, home: 'Dhaka' });
  const live = await h.market({ sport: 'football', type: 'football_1x2', selections: [{ code: 'home', price: '2.10' }, { code: 'draw', price: '3.30' }, { code: 'away', price: '3.60' }], home: 'Khulna FC' });
  await h.ops('POST', `/ops/events/${live.eventId}/state`, { state: 'live', score: { home: 0, away: 0 } });
  // No money-line market: not a hot match. A suspended one: not either (its odds cannot be taken).
  await h.market({ sport: 'cricket', type: 'cricket_toss', selections: WINNER });
  const suspended = await h.market({ sport: 'esports', type: 'esports_match_winner', selections: WINNER });
  await h.ops('POST', `/ops/markets/${suspended.marketId}/suspend`);

  const feed = await h.request('GET', '/feed/hot-matches');
  expect(feed.status).toBe(200);
  expect(feed.body.matches).toEqual([
    { eventId: live.eventId, sport: 'football', competition: 'Test league', home: 'Khulna FC', away: 'Sylhet', startsAt: '2026-12-01T14:00:00.000Z', state: 'live', odds: { home: '2.10', draw: '3.30', away: '3.60' } },
    { eventId: later.eventId, sport: 'cricket', competition: 'Test league', home: 'Dhaka', away: 'Sylhet', startsAt: '2026-12-01T14:00:00.000Z', state: 'scheduled', odds: { home: '1.80', draw: null, away: '2.05' } },
  ]);
  expect((await h.request('GET', '/feed/hot-matches?limit=1')).body.matches).toHaveLength(1);
  // A nonsense limit falls back to the default.
  expect((await h.request('GET', '/feed/hot-matches?limit=x')).body.matches).toHaveLength(2);
});

it('a launch with eventId lands on that match; the e-sports game on its tab; a bad event id on the home', async () => {
  const { eventId } = await h.market({ sport: 'cricket', type: 'cricket_match_winner', selections: WINNER });
  const open = async (query: string) => {
    const token = h.api.launch('m1', 10_000, { vendorCode: 'KBOOK' });
    return (await h.request('GET', `/play?token=${token}&language=bn${query}`)).location;
  };
  expect(await open(`&eventId=${eventId}`)).toMatch(new RegExp(`^/book/[A-Za-z0-9_-]+/events/${eventId}\\?language=bn$`));
  expect(await open('&gameCode=esports')).toMatch(/^\/book\/[A-Za-z0-9_-]+\?language=bn&sport=esports$/);
  expect(await open('&eventId=..%2Fx')).toMatch(/^\/book\/[A-Za-z0-9_-]+\?language=bn$/);
});

it("sends the bet's detail with the bet call: sport, match, market and selection in both languages, the odds taken", async () => {
  const { marketId } = await h.market({ sport: 'cricket', type: 'cricket_match_winner', selections: WINNER, home: 'Rangpur' });
  const session = await h.player('m2', 100_000);
  const placed = await h.bet(session, { stake: 10_000, acceptance: 'any', legs: [{ marketId, selectionCode: 'away', price: '2.05' }] });
  expect(placed.body.status).toBe('accepted');
  const [call] = h.api.callsOf('bet');
  expect((call!.body as { detail: unknown }).detail).toEqual({
    kind: 'sports',
    legs: [{ sport: 'cricket', competition: 'Test league', event: 'Rangpur v Sylhet', market: { bn: 'ম্যাচ বিজয়ী', en: 'Match winner' }, selection: { bn: 'Sylhet', en: 'Sylhet' }, odds: '2.05' }],
  });
});
