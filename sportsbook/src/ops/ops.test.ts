import path from 'node:path';
import { pricesFromProbabilities, priceToString } from '@khela/contracts/sportsbook';
import { BookHarness, OPS_TOKEN } from '../testing/book-harness';
import { commandToRequest, runOperator, UsageError } from './operator-command';

jest.setTimeout(30_000);

let h: BookHarness;
beforeAll(async () => {
  h = new BookHarness();
  await h.open();
});
afterAll(async () => h.close());

const cli = (...argv: string[]) => runOperator(argv, { SPORTSBOOK_URL: h.url, SPORTSBOOK_OPS_TOKEN: OPS_TOKEN });
const EXAMPLE = path.join(__dirname, '..', '..', 'fixtures', 'example.json');

it('refuses /ops without the token', async () => {
  const answer = await h.request('POST', '/ops/competitions', { sport: 'cricket', name: 'X' }, { authorization: 'Bearer wrong' });
  expect(answer).toMatchObject({ status: 401, body: { status: 'unauthorized' } });
  expect(await h.db.query('SELECT * FROM competitions')).toEqual([]);
});

it('runs a trader day through the CLI: competition, event, market, odds from probabilities, suspend, result, liability, actions', async () => {
  const competition = await cli('competition:create', '--sport', 'cricket', '--name', 'Indian Premier League', '--region', 'IN');
  expect(competition.ok).toBe(true);
  const competitionId = (competition.answer as { id: string }).id;
  const event = await cli('event:create', '--competition', competitionId, '--home', 'Mumbai', '--away', 'Chennai', '--starts-at', '2026-12-03T14:00:00Z');
  const eventId = (event.answer as { id: string }).id;
  const market = await cli('market:create', '--json', JSON.stringify({ eventId, type: 'cricket_match_winner', maxLiability: 1_000_000, selections: [{ code: 'home', price: '1.90' }, { code: 'away', price: '1.90' }] }));
  const marketId = (market.answer as { id: string }).id;

  const odds = await cli('market:odds', marketId, '--probabilities', 'home=0.6,away=0.4', '--margin', '500');
  const expected = pricesFromProbabilities([0.6, 0.4], 500).map(priceToString);
  expect(odds.answer).toEqual({ home: expected[0], away: expected[1] });
  const listed = await h.request('GET', `/api/events/${eventId}`);
  expect(listed.body.markets[0].selections.map((s: { price: string; priceVersion: number }) => [s.price, s.priceVersion])).toEqual([
    [expected[1], 2],
    [expected[0], 2],
  ]);

  expect((await cli('market:suspend', marketId)).ok).toBe(true);
  expect((await cli('market:resume', marketId)).ok).toBe(true);
  expect((await cli('event:state', eventId, '--state', 'ended')).status).toBe(409); // scheduled → ended is not a move
  expect((await cli('event:state', eventId, '--state', 'live', '--score', '{"home":"45/1 (5.2)"}')).ok).toBe(true);
  const settled = await cli('market:result', marketId, '--result', '{"kind":"winner","winner":"home"}');
  expect(settled.answer).toMatchObject({ resultVersion: 1, settled: 0 });
  const bad = await cli('market:result', marketId, '--result', '{"kind":"score","home":1,"away":0}');
  expect(bad).toMatchObject({ ok: false, status: 400, answer: { status: 'invalid_result' } });
  expect((await cli('market:liability', marketId)).answer).toMatchObject({ maxLiability: 1_000_000, bySelection: { home: 0, away: 0 } });
  const actions = (await cli('actions')).answer as Array<{ action: string }>;
  expect(actions.map((a) => a.action).reverse()).toEqual([
    'competition.create',
    'event.create',
    'market.create',
    'market.price_from_probabilities',
    'market.suspend',
    'market.resume',
    'event.move',
    'market.settle',
  ]);
});

it('imports the documented fixtures file once, however often it is imported', async () => {
  const first = await cli('fixtures:import', EXAMPLE);
  expect(first.answer).toEqual({ competitions: 2, events: 2, markets: 3 });
  const again = await cli('fixtures:import', EXAMPLE);
  expect(again.answer).toEqual({ competitions: 0, events: 0, markets: 0 });
  const cricket = await h.request('GET', '/api/events?sport=cricket');
  const bpl = cricket.body.events.find((e: { competition: string }) => e.competition === 'Bangladesh Premier League');
  expect(bpl.markets.map((m: { type: string }) => m.type).sort()).toEqual(['cricket_match_winner', 'cricket_session']);
});

it('refuses a bad market and changes nothing', async () => {
  const [event] = await h.db.query<{ id: string }>(`SELECT id FROM events WHERE external_ref = 'bfl-2026-07'`);
  const before = await h.db.query('SELECT count(*)::int AS n FROM markets');
  const refused = await h.ops('POST', '/ops/markets', { eventId: event!.id, type: 'football_over_under', selections: [{ code: 'over', price: '1.9' }, { code: 'under', price: '1.9' }] });
  expect(refused).toMatchObject({ status: 400, body: { status: 'invalid_field', field: 'total' } });
  expect(await h.db.query('SELECT count(*)::int AS n FROM markets')).toEqual(before);
});

it('holds a session NO bet at its risk and pays it by the rate', async () => {
  const [market] = await h.db.query<{ id: string }>(`SELECT m.id FROM markets m JOIN events e ON e.id = m.event_id WHERE e.external_ref = 'bpl-2026-01' AND m.type = 'cricket_session'`);
  await cli('market:prices', market!.id, '--rates', 'no=90');
  const session = await h.player('s1', 100_000);
  const placed = await h.bet(session, { stake: 10_000, acceptance: 'better', legs: [{ marketId: market!.id, selectionCode: 'no', price: '2.00' }] });
  // NO at rate 90 risks 9,000 to win 10,000 (a lower rate is better for NO, so 'better' takes it).
  expect(placed.body).toMatchObject({ status: 'accepted', bet: { stake: 10_000, hold: 9_000, potentialReturn: 19_000 } });
  expect(h.api.balanceOf('s1')).toBe(91_000);
  await cli('market:result', market!.id, '--result', '{"kind":"session","session":{"runs":44,"penaltyRuns":0,"end":"completed"}}');
  expect(h.api.balanceOf('s1')).toBe(110_000);
});

it('cancels an open bet with a rollback, and refuses to cancel it twice', async () => {
  const [market] = await h.db.query<{ id: string }>(`SELECT m.id FROM markets m JOIN events e ON e.id = m.event_id WHERE e.external_ref = 'bfl-2026-07'`);
  const session = await h.player('c1', 50_000);
  const placed = await h.bet(session, { stake: 10_000, legs: [{ marketId: market!.id, selectionCode: 'home', price: '1.92' }] });
  expect(h.api.balanceOf('c1')).toBe(40_000);
  const cancelled = await cli('bet:cancel', placed.body.bet.id, '--reason', 'palpable error');
  expect(cancelled.answer).toEqual({ state: 'rolled_back' });
  expect(h.api.balanceOf('c1')).toBe(50_000);
  expect((await cli('bet:cancel', placed.body.bet.id, '--reason', 'again')).status).toBe(409);
  expect(h.api.callsOf('rollback')).toHaveLength(1);
});

it('reads command lines', () => {
  expect(commandToRequest(['market:prices', 'mkt_1', '--prices', 'home=1.90,away=1.95'])).toEqual({ method: 'POST', path: '/ops/markets/mkt_1/prices', body: { prices: { home: '1.90', away: '1.95' } } });
  expect(() => commandToRequest(['market:void', 'mkt_1'])).toThrow(UsageError);
  expect(() => commandToRequest(['nonsense'])).toThrow(UsageError);
});
