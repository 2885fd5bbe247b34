import { settleSelection } from '@khela/contracts/sportsbook';
import { BookHarness } from '../testing/book-harness';
import type { CricketMatch } from './cricket-match';
import type { EsportsMatch } from './esports-match';
import type { FootballMatch } from './football-match';
import { commandToRequest } from '../ops/operator-command';
import { Simulator, simulatorSettings } from './simulator';

jest.setTimeout(120_000);

const SEED = 1616;
let h: BookHarness;
beforeAll(async () => {
  h = new BookHarness();
  await h.open({ simulator: { seed: SEED, tickMs: 3_600_000 } });
});
afterAll(async () => h.close());

const simulator = () => h.book.simulator!;
const first = (sport: string, started: boolean) => [...simulator().active.values()].find((m) => m.sport === sport && m.started === started)!;

interface MarketRow {
  id: string;
  type: string;
  period: string;
  specifiers: { total?: string; handicap?: string; overNumber?: number; mapNumber?: number };
  state: string;
  result: Record<string, unknown> | null;
}
const marketsOf = (eventId: string) => h.db.query<MarketRow>('SELECT id, type, period, specifiers, state, result FROM markets WHERE event_id = $1 ORDER BY created_at, id', [eventId]);

async function calendar(): Promise<Record<string, { live: number; upcoming: number }>> {
  const rows = await h.db.query<{ sport: string; state: string; n: number }>(
    `SELECT c.sport, e.state, count(*)::int AS n FROM events e JOIN competitions c ON c.id = e.competition_id WHERE e.external_ref LIKE 'sim:%' GROUP BY c.sport, e.state`,
  );
  const out: Record<string, { live: number; upcoming: number }> = {};
  for (const sport of ['cricket', 'football', 'esports']) {
    const n = (state: string) => rows.find((r) => r.sport === sport && r.state === state)?.n ?? 0;
    out[sport] = { live: n('live'), upcoming: n('scheduled') };
  }
  return out;
}

it('is on for a demo start, off in production and with SPORTSBOOK_SIMULATOR=off', () => {
  expect(simulatorSettings({}).enabled).toBe(true);
  expect(simulatorSettings({ NODE_ENV: 'production' }).enabled).toBe(false);
  expect(simulatorSettings({ SPORTSBOOK_SIMULATOR: 'off' }).enabled).toBe(false);
  expect(simulatorSettings({ SPORTSBOOK_SIMULATOR_SEED: 'x' }).seed).toBe(simulatorSettings({ SPORTSBOOK_SIMULATOR_SEED: 'x' }).seed);
  expect(simulatorSettings({ SPORTSBOOK_SIMULATOR_SPEED: '10' }).pace.ballMs).toBe(1_500);
  expect(simulatorSettings({ SPORTSBOOK_SIMULATOR_SPEED: 'fast' }).pace.ballMs).toBe(15_000);
});

it('answers simulate-to-end with simulator_off where the feed does not run', async () => {
  const plain = new BookHarness();
  await plain.open();
  try {
    expect(plain.book.simulator).toBeNull();
    expect(await plain.ops('POST', '/ops/events/evt_x/simulate-to-end')).toMatchObject({ status: 409, body: { status: 'simulator_off' } });
    expect(await plain.db.query('SELECT * FROM events')).toEqual([]);
  } finally {
    await plain.close();
  }
});

it('a fresh start has, for every sport, a match live and matches upcoming — and still after ticking on', async () => {
  for (const counts of Object.values(await calendar())) expect(counts).toEqual({ live: expect.any(Number), upcoming: expect.any(Number) });
  const check = async () => {
    for (const counts of Object.values(await calendar())) {
      expect(counts.live).toBeGreaterThanOrEqual(1);
      expect(counts.upcoming).toBeGreaterThanOrEqual(1);
    }
  };
  await check();
  // Ten minutes on: balls, minutes and maps are played through the trading functions, as actor simulator.
  await simulator().tick(new Date(h.clock.now().getTime() + 10 * 60_000));
  await check();
  const actors = await h.db.query<{ actor: string; n: number }>(`SELECT details->>'actor' AS actor, count(*)::int AS n FROM ops_actions GROUP BY 1`);
  expect(actors).toEqual([{ actor: 'simulator', n: expect.any(Number) }]);
  const live = first('cricket', true) as CricketMatch;
  expect(live.summary().innings[0]!.balls).toBeGreaterThan(0);
});

it('plays a T20 to the end (/ops simulate-to-end): every market settled, each consistent with the score', async () => {
  const match = first('cricket', false) as CricketMatch;
  const answer = await h.ops('POST', `/ops/events/${match.eventId}/simulate-to-end`);
  expect(answer).toEqual({ status: 200, body: { ok: true } });
  const summary = match.summary();
  const [event] = await h.db.query<{ state: string }>('SELECT state FROM events WHERE id = $1', [match.eventId]);
  expect(event!.state).toBe('ended');
  const markets = await marketsOf(match.eventId);
  expect(markets.every((m) => m.state === 'settled')).toBe(true);
  const [one, two] = summary.innings;
  const byType = (type: string) => markets.filter((m) => m.type === type);
  expect(byType('cricket_toss')[0]!.result).toEqual({ kind: 'winner', winner: summary.tossWinner });
  expect(byType('cricket_total_runs')[0]!.result).toEqual({ kind: 'total', value: one!.runs });
  const winner = two!.runs > one!.runs ? two!.batting : two!.runs < one!.runs ? one!.batting : 'tie';
  expect(byType('cricket_match_winner')[0]!.result).toEqual({ kind: 'winner', winner });
  // Sessions: four lines (6 and 10 overs, each innings), each settled on the score at its over, or where the innings closed.
  const sessions = byType('cricket_session');
  expect(sessions).toHaveLength(4);
  for (const session of sessions) {
    const innings = summary.innings[session.period === 'innings_1' ? 0 : 1]!;
    const over = session.specifiers.overNumber!;
    const reached = innings.runsAtOver.length >= over;
    expect(session.result).toEqual({ kind: 'session', session: { runs: reached ? innings.runsAtOver[over - 1] : innings.runs, penaltyRuns: 0, end: reached ? 'completed' : 'all_out' } });
  }
  // Real books' rhythm: each session line suspended for every ball bowled while it was open, and a wicket suspends the match winner.
  const suspends = async (marketId: string) => (await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ops_actions WHERE action = 'market.suspend' AND target = $1`, [marketId]))[0]!.n;
  const sixOvers = sessions.find((m) => m.period === 'innings_1' && m.specifiers.overNumber === 6)!;
  expect(await suspends(sixOvers.id)).toBeGreaterThanOrEqual(Math.min(36, one!.balls));
  const wicketsBeforeTheEnd = summary.innings.reduce((n, i) => n + i.wickets, 0) - 2;
  if (wicketsBeforeTheEnd > 0) expect(await suspends(byType('cricket_match_winner')[0]!.id)).toBeGreaterThan(0);
  const top = byType('cricket_top_batsman')[0]!.result as { leaders: string[] };
  const best = Math.max(...summary.innings.flatMap((i) => i.batterRuns));
  expect(top.leaders.length).toBeGreaterThan(0);
  for (const code of top.leaders) {
    const innings = summary.innings.find((i) => code.startsWith(i.batting))!;
    expect(innings.batterRuns[Number(code.replace(/\D/g, '')) - 1]).toBe(best);
  }
});

it('settles football quarter lines consistently with the final score, bets on them paid by it', async () => {
  const match = first('football', false) as FootballMatch;
  const before = await marketsOf(match.eventId);
  const quarter = before.filter((m) => ['-0.75', '-0.25', '2.25', '2.75'].includes(m.specifiers.handicap ?? m.specifiers.total ?? ''));
  expect(quarter).toHaveLength(4);
  // A member backs both sides of every quarter line before kick-off, at the simulator's prices.
  const session = await h.player('quarters', 1_000_000);
  const placed: Array<{ betId: string; marketId: string; code: string }> = [];
  for (const market of quarter) {
    const prices = await h.db.query<{ code: string; price: string | number }>('SELECT code, price FROM selections WHERE market_id = $1', [market.id]);
    for (const { code, price } of prices) {
      const bet = await h.bet(session, { stake: 10_000, acceptance: 'any', legs: [{ marketId: market.id, selectionCode: code, price: (Number(price) / 1e6).toFixed(2) }] });
      expect(bet.body.status).toBe('accepted');
      placed.push({ betId: bet.body.bet.id, marketId: market.id, code });
    }
  }
  await simulator().fastForward(match.eventId);
  const score = { kind: 'score' as const, home: match.goals.home, away: match.goals.away };
  const [event] = await h.db.query<{ score: { home: number; away: number } }>('SELECT score FROM events WHERE id = $1', [match.eventId]);
  expect(event!.score).toMatchObject({ home: score.home, away: score.away, minute: 90 });
  const markets = await marketsOf(match.eventId);
  expect(markets).toHaveLength(10);
  for (const market of markets) expect(market).toMatchObject({ state: 'settled', result: score });
  for (const { betId, marketId, code } of placed) {
    const market = quarter.find((m) => m.id === marketId)!;
    const [leg] = await h.db.query<{ settlement: { outcome: string } }>('SELECT settlement FROM bet_legs WHERE bet_id = $1', [betId]);
    expect(leg!.settlement.outcome).toBe(settleSelection(market.type as 'football_asian_handicap', market.specifiers, code, score).outcome);
    const [bet] = await h.db.query<{ state: string; payout: string | number }>('SELECT state, payout FROM bets WHERE id = $1', [betId]);
    expect(bet!.state).toBe('settled');
    expect(Number(bet!.payout) === 0).toBe(['lost'].includes(leg!.settlement.outcome));
  }
});

it('ends an e-sports best of three 2–0 or 2–1, with a third map voided when not played', async () => {
  const match = first('esports', false) as EsportsMatch;
  await simulator().fastForward(match.eventId);
  const { home, away } = match.maps;
  expect([[2, 0], [0, 2], [2, 1], [1, 2]]).toContainEqual([home, away]);
  const markets = await marketsOf(match.eventId);
  const map3 = markets.find((m) => m.type === 'esports_map_winner' && m.specifiers.mapNumber === 3)!;
  expect(map3.state).toBe(home + away === 2 ? 'voided' : 'settled');
  expect(markets.filter((m) => m !== map3).every((m) => m.state === 'settled')).toBe(true);
  expect(markets.find((m) => m.type === 'esports_match_winner')!.result).toEqual({ kind: 'winner', winner: home === 2 ? 'home' : 'away' });
});

it('plays the same match from the same seed', async () => {
  // A second simulator with the same seed, started later (its own events): its first T20 is the same match.
  const again = new Simulator(h.db, h.book.money, { seed: SEED });
  await again.tick(new Date(h.clock.now().getTime() + 86_400_000));
  const mine = [...again.active.values()].find((m) => m.sport === 'cricket' && m.started) as CricketMatch;
  await again.fastForward(mine.eventId);
  const twin = new Simulator(h.db, h.book.money, { seed: SEED });
  await twin.tick(new Date(h.clock.now().getTime() + 2 * 86_400_000));
  const other = [...twin.active.values()].find((m) => m.sport === 'cricket' && m.started) as CricketMatch;
  await twin.fastForward(other.eventId);
  expect(other.summary()).toEqual(mine.summary());
  const teams = (id: string) => h.db.query('SELECT home, away FROM events WHERE id = $1', [id]);
  expect(await teams(other.eventId)).toEqual(await teams(mine.eventId));
  const different = new Simulator(h.db, h.book.money, { seed: SEED + 1 });
  await different.tick(new Date(h.clock.now().getTime() + 3 * 86_400_000));
  const third = [...different.active.values()].find((m) => m.sport === 'cricket' && m.started) as CricketMatch;
  await different.fastForward(third.eventId);
  expect(third.summary()).not.toEqual(mine.summary());
});

it('has the CLI command simulate-to-end EVENT', () => {
  expect(commandToRequest(['simulate-to-end', 'evt_1'])).toEqual({ method: 'POST', path: '/ops/events/evt_1/simulate-to-end' });
});

it('after a restart voids and cancels the matches the earlier run left unfinished, then fills the calendar anew', async () => {
  const left = [...simulator().active.keys()];
  expect(left.length).toBeGreaterThan(0);
  await h.restart({ simulator: { seed: SEED, tickMs: 3_600_000 } });
  const events = await h.db.query<{ id: string; state: string }>(`SELECT id, state FROM events WHERE id = ANY($1::text[])`, [left]);
  expect(events.every((e) => e.state === 'cancelled')).toBe(true);
  const open = await h.db.query(`SELECT id FROM markets WHERE event_id = ANY($1::text[]) AND state IN ('open', 'suspended')`, [left]);
  expect(open).toEqual([]);
  for (const counts of Object.values(await calendar())) expect(counts.live).toBeGreaterThanOrEqual(1);
});
