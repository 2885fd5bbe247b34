import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BetRecordPage, HotMatchesValue, LaunchValue } from '@khela/contracts';
import { createTestApp, envelope, type TestApp } from '../../test/test-app';
import { freePort, type RunningService, startService } from '../../test/spawn-service';
import { testEngine } from '../../test/test-db';
import { memberWithSession } from '../../test/members';
import { fundMember, mainTotals } from '../vendor-wallet/tests/seamless-kit';
import { BookFeed } from './book-hot-matches';

/**
 * Khela's own sportsbook wired into the api (docs/sportsbook.md "Wiring"), against the real book:
 * its process (test/spawn-service.ts) with its simulator, speaking to this api over HTTP as vendor
 * KBOOK — the catalogue and wallet rows, the launch with an event id, home's hot matches read from
 * the book's feed, and a bet whose detail reaches the betting record and is settled by the book.
 */
jest.setTimeout(240_000);

const OPS_TOKEN = 'wiring-test-ops-token-0123456789abcdef';
// Processes on PGlite: the PostgreSQL run has nothing to add here (the wallet's SQL is tested there).
const spawned = testEngine() === 'pg' ? describe.skip : describe;

interface BookEvent {
  id: string;
  sport: string;
  state: string;
  markets: { id: string; type: string; state: string; selections: { code: string; price: string }[] }[];
}

spawned('the sportsbook wired into the api', () => {
  let t: TestApp;
  let book: RunningService;
  let apiUrl: string;

  beforeAll(async () => {
    const bookPort = await freePort();
    const bookUrl = `http://127.0.0.1:${bookPort}`;
    t = await createTestApp({ sportsbookUrl: bookUrl });
    apiUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // The demo seed names the default address; this book listens elsewhere.
    await t.db.query("UPDATE vendor_launch_settings SET launch_url = $1 WHERE vendor_code = 'KBOOK'", [`${bookUrl}/play`]);
    const [wallet] = await t.db.query<{ secret: string }>("SELECT secret FROM vendor_wallets WHERE vendor_code = 'KBOOK'");
    book = await startService('sportsbook', {
      SPORTSBOOK_PORT: String(bookPort),
      API_URL: apiUrl,
      SPORTSBOOK_VENDOR_SECRET: wallet!.secret,
      SPORTSBOOK_OPS_TOKEN: OPS_TOKEN,
      SPORTSBOOK_INPLAY_DELAY_MS: '0',
      SPORTSBOOK_DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'khela-book-')), 'db'),
    });
  });

  afterAll(async () => {
    await book?.stop();
    await t?.close();
  });

  const call = async <T>(method: 'GET' | 'POST', url: string, options: { token?: string; language?: string; payload?: object } = {}) => {
    const headers: Record<string, string> = { language: options.language ?? 'en' };
    if (options.token) headers.authorization = options.token;
    const response = await t.app.inject({ method, url, headers, ...(options.payload && { payload: options.payload }) });
    return { status: response.statusCode, ...envelope<T>(response) };
  };
  const bookEvents = async (): Promise<BookEvent[]> => ((await (await fetch(`${book.url}/api/events`)).json()) as { events: BookEvent[] }).events;

  test('KBOOK is in the catalogue under sports and e-sports, first, with a seamless wallet', async () => {
    const vendors = await t.db.query<{ game_type: string; enabled: boolean }>(
      "SELECT game_type, enabled FROM merchant_vendors WHERE merchant_code = 'khela' AND vendor_code = 'KBOOK' ORDER BY game_type",
    );
    expect(vendors).toEqual([{ game_type: 'ESPORTS', enabled: true }, { game_type: 'SPORTS', enabled: true }]);
    for (const gameType of ['SPORTS', 'ESPORTS']) {
      const games = await call<{ games: { vendorCode?: string; vassalage?: string; gameCode: string }[] }>('GET', `/lgw/games/games?gameType=${gameType}&vassalage=KBOOK&pageSize=5`);
      expect(games.value.games.map((g) => g.gameCode)).toEqual([gameType === 'SPORTS' ? 'sportsbook' : 'esports']);
    }
    const [wallet] = await t.db.query("SELECT mode, enabled FROM vendor_wallets WHERE vendor_code = 'KBOOK'");
    expect(wallet).toEqual({ mode: 'seamless', enabled: true });
  });

  test("home's hot matches are the book's live and upcoming events with their money-line odds", async () => {
    const events = await bookEvents();
    const answer = await call<HotMatchesValue>('GET', '/lgw/sports/hot_matches');
    expect(answer.status).toBe(200);
    const own = answer.value.list.filter((m) => m.vendor === 'KBOOK');
    expect(own.length).toBeGreaterThanOrEqual(3);
    // Khela's own book first, live matches before upcoming ones.
    expect(answer.value.list.slice(0, own.length).every((m) => m.vendor === 'KBOOK')).toBe(true);
    expect(new Set(own.map((m) => m.sport))).toEqual(new Set(['cricket', 'football', 'esports']));
    expect(own[0]!.live).toBe(true);
    for (const match of own) {
      const event = events.find((e) => e.id === match.eventId)!;
      expect(event).toBeDefined();
      const moneyLine = event.markets.find((m) => ['cricket_match_winner', 'football_1x2', 'esports_match_winner'].includes(m.type))!;
      const price = (code: string) => Number(moneyLine.selections.find((s) => s.code === code)!.price);
      // The feed is cached briefly: a price may have moved since; the shape and the pairing hold.
      expect(match.odds.home).toBeGreaterThan(1);
      expect(match.odds.away).toBeGreaterThan(1);
      expect(match.odds.draw === null).toBe(event.sport !== 'football');
      expect(match.matchId).toBe(`KBOOK:${event.id}`);
      if (event.state === 'scheduled') expect([match.odds.home, match.odds.away]).toEqual([price('home'), price('away')]);
      expect(match.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  test('"bet now" launches the book straight into the event; its /play opens that match', async () => {
    const member = await memberWithSession(t.db);
    const cricket = (await bookEvents()).find((e) => e.sport === 'cricket' && e.state === 'scheduled')!;
    const launch = await call<LaunchValue>('POST', '/wps/game/launchGame', { token: member.token, payload: { vendor: 'KBOOK', gameCode: 'sportsbook', eventId: cricket.id, language: 'bn' } });
    expect(launch.status).toBe(200);
    const url = new URL(launch.value.url);
    expect(url.origin + url.pathname).toBe(`${book.url}/play`);
    expect(url.searchParams.get('eventId')).toBe(cricket.id);
    const opened = await fetch(url, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(new RegExp(`^/book/[^/]+/events/${cricket.id}\\?language=bn$`));
    const page = await fetch(new URL(opened.headers.get('location')!, book.url));
    expect(page.status).toBe(200);
    // A malformed event id is refused by the api before any token is issued.
    const bad = await call('POST', '/wps/game/launchGame', { token: member.token, payload: { vendor: 'KBOOK', gameCode: 'sportsbook', eventId: '../x' } });
    expect(bad.status).toBe(400);
    // The e-sports card opens the book's e-sports tab.
    const esports = await call<LaunchValue>('POST', '/wps/game/launchGame', { token: member.token, payload: { vendor: 'KBOOK', gameCode: 'esports' } });
    const tab = await fetch(esports.value.url, { redirect: 'manual' });
    expect(tab.headers.get('location')).toMatch(/^\/book\/[^/]+\?language=en&sport=esports$/);
  });

  test("a bet's detail reaches the betting record; the book settles it and the balance follows", async () => {
    const member = await memberWithSession(t.db);
    await fundMember(t.db, 'khela', member.id, 100_000n);
    const events = await bookEvents();
    const cricket = events.find((e) => e.sport === 'cricket' && e.state === 'scheduled')!;
    const winner = cricket.markets.find((m) => m.type === 'cricket_match_winner')!;
    const launch = await call<LaunchValue>('POST', '/wps/game/launchGame', { token: member.token, payload: { vendor: 'KBOOK', gameCode: 'sportsbook' } });
    const opened = await fetch(launch.value.url, { redirect: 'manual' });
    const sessionId = opened.headers.get('location')!.split('/')[2]!.split('?')[0]!;
    const home = winner.selections.find((s) => s.code === 'home')!;
    const placed = await fetch(`${book.url}/api/sessions/${sessionId}/bets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ stake: 20_000, acceptance: 'any', legs: [{ marketId: winner.id, selectionCode: 'home', price: home.price }] }),
    });
    const answer = (await placed.json()) as { status: string; bet: { id: string; legs: { price: string }[] } };
    expect(answer.status).toBe('accepted');
    expect((await mainTotals(t.db, 'khela', member.id)).available).toBe(80_000n);

    const record = await call<BetRecordPage>('GET', '/wps/game/bet_records?pageNo=1&pageSize=10', { token: member.token });
    const [bet] = record.value.records;
    expect(bet).toMatchObject({ vendor: 'KBOOK', gameType: 'SPORTS', status: 'open', stake: 20_000 });
    expect(bet!.detail).toEqual({
      kind: 'sports',
      legs: [{ sport: 'cricket', competition: expect.any(String), event: expect.stringContaining(' v '), market: { bn: expect.any(String), en: 'Match winner' }, selection: { bn: expect.any(String), en: expect.any(String) }, odds: answer.bet.legs[0]!.price }],
    });

    // The book plays the match to its end: the bet is settled through win, once.
    const ended = await fetch(`${book.url}/ops/events/${cricket.id}/simulate-to-end`, { method: 'POST', headers: { authorization: `Bearer ${OPS_TOKEN}` } });
    expect(ended.status).toBe(200);
    let settled: BetRecordPage['records'][number] | undefined;
    for (let i = 0; i < 60 && settled?.status !== 'settled'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      settled = (await call<BetRecordPage>('GET', '/wps/game/bet_records?pageNo=1&pageSize=10', { token: member.token })).value.records[0];
    }
    expect(settled!.status).toBe('settled');
    expect(settled!.detail).toEqual(bet!.detail);
    const payout = BigInt(settled!.payout!);
    expect((await mainTotals(t.db, 'khela', member.id)).available).toBe(80_000n + payout);
    // Won at the price taken, a dead heat at half of it on a tie, or lost.
    const full = BigInt(Math.floor(20_000 * Number(answer.bet.legs[0]!.price)));
    expect([0n, full, full / 2n]).toContain(payout);
  });

  test('a book that is down hides its matches: the hot matches still answer', async () => {
    const dead = `http://127.0.0.1:${await freePort()}`;
    expect(await new BookFeed({ url: dead, timeoutMs: 500 }).matches()).toEqual([]);
    expect(await new BookFeed({ url: null }).matches()).toEqual([]);
    // The live book through the same reader, and its answer reused within the cache's life.
    const feed = new BookFeed({ url: book.url, ttlMs: 60_000 });
    const first = await feed.matches(1_000);
    expect(first.length).toBeGreaterThan(0);
    expect(await feed.matches(2_000)).toBe(first);

    const offline = await createTestApp({ sportsbookUrl: dead });
    try {
      const response = await offline.app.inject({ method: 'GET', url: '/lgw/sports/hot_matches', headers: { language: 'en' } });
      expect(response.statusCode).toBe(200);
      expect(envelope<HotMatchesValue>(response).value.list.some((m) => m.vendor === 'KBOOK')).toBe(false);
    } finally {
      await offline.close();
    }
  });
});
