import { countedAppForFile } from '../../test/counted-app';
import { forgetfulDb } from '../../test/forgetful-db';
import { envelope } from '../../test/test-app';
import { forgetCatalogue } from './catalogue-cache';
import type { GameMenusValue, GamesValue, HotGamesValue, VendorLanesValue } from '@khela/contracts';

// The public catalogue answers are kept 10 s per app instance (docs/games.md, "Caching").
const TTL = 10_000;
const t = countedAppForFile((now) => ({ caches: { catalogue: { ttlMs: TTL, now } } }));

const PAGE = '/lgw/games/games?gameType=RNG&pageNo=1&pageSize=12';
const pageQueries = () => t.count(/WITH visible AS/);
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

test('a repeated call is answered without the database, with the same answer and public cache headers', async () => {
  const before = pageQueries();
  const first = await get(PAGE);
  expect(pageQueries()).toBe(before + 1);
  const second = await get(PAGE);
  expect(pageQueries()).toBe(before + 1);
  expect(second.body).toBe(first.body);
  expect(envelope<GamesValue>(second).value.games).toHaveLength(12);
  expect(second.headers['cache-control']).toBe('public, max-age=30');
  expect(second.headers.vary).toBe('Merchant, Language');
});

test('the brand, language, filter and page are part of the key', async () => {
  await get(PAGE);
  const before = pageQueries();
  const en = envelope<GamesValue>(await get(PAGE, { language: 'en' })).value;
  const bn = envelope<GamesValue>(await get(PAGE)).value;
  expect(en.games[0]!.nodeId).toBe(bn.games[0]!.nodeId);
  expect(en.games.map((g) => g.gameName)).not.toEqual(bn.games.map((g) => g.gameName));
  await get(PAGE, { merchant: 'khela2' });
  await get(PAGE.replace('pageNo=1', 'pageNo=2'));
  await get(`${PAGE}&vassalage=KSLOT`);
  expect(pageQueries()).toBe(before + 4);
});

test('an answer expires after its TTL', async () => {
  await get(PAGE);
  const before = pageQueries();
  t.moveClock(TTL - 1);
  await get(PAGE);
  expect(pageQueries()).toBe(before);
  t.moveClock(2);
  await get(PAGE);
  expect(pageQueries()).toBe(before + 1);
});

test('64 concurrent misses of one key make one query', async () => {
  forgetCatalogue();
  const before = pageQueries();
  const answers = await Promise.all(Array.from({ length: 64 }, () => get(PAGE)));
  expect(answers.every((a) => a.statusCode === 200 && a.body === answers[0]!.body)).toBe(true);
  expect(pageQueries()).toBe(before + 1);
});

test('a catalogue write in this process is seen by the next call', async () => {
  const kslotTotal = async () => envelope<GamesValue>(await get('/lgw/games/games?vassalage=KSLOT&pageSize=1', { merchant: 'khela2' })).value.total;
  const before = await kslotTotal();
  expect(before).toBeGreaterThan(0);
  // The test's handle stands for an operator's write (test/forgetful-db.ts): it forgets the answers.
  const writer = forgetfulDb(t.db);
  await writer.query("UPDATE merchant_vendors SET enabled = false WHERE merchant_code = 'khela2' AND vendor_code = 'KSLOT'");
  try {
    expect(await kslotTotal()).toBe(0);
  } finally {
    await writer.query("UPDATE merchant_vendors SET enabled = true WHERE merchant_code = 'khela2' AND vendor_code = 'KSLOT'");
  }
  expect(await kslotTotal()).toBe(before);
});

test('a write that bypasses this process is seen once the TTL has passed', async () => {
  const menus = async () => envelope<GameMenusValue>(await get('/lgw/games/game_menus')).value.menus.map((m) => m.gameType);
  expect(await menus()).toContain('COCKFIGHT');
  // Another api instance's operator: nothing in this process hears of it.
  await t.db.query("UPDATE merchant_vendors SET enabled = false WHERE merchant_code = 'khela' AND game_type = 'COCKFIGHT'");
  try {
    expect(await menus()).toContain('COCKFIGHT');
    t.moveClock(TTL + 1);
    expect(await menus()).not.toContain('COCKFIGHT');
  } finally {
    await t.db.query("UPDATE merchant_vendors SET enabled = true WHERE merchant_code = 'khela' AND game_type = 'COCKFIGHT'");
    forgetCatalogue();
  }
});

test('vendor lanes, hot games and menus are cached and marked public too', async () => {
  for (const [url, pattern] of [
    ['/lgw/games/vendors', /ls\.image_code/],
    ['/lgw/games/hot_games', /g\.hot_rank IS NOT NULL/],
    ['/lgw/games/game_menus', /SELECT v\.code AS "vendorCode", v\.game_type AS "gameType", v\.display_name AS "displayName"\s+FROM/],
  ] as const) {
    const first = await get(url);
    const before = t.count(pattern);
    const second = await get(url);
    expect([url, t.count(pattern)]).toEqual([url, before]);
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe('public, max-age=30');
  }
  expect(envelope<VendorLanesValue>(await get('/lgw/games/vendors')).value.data.lanes.length).toBeGreaterThan(0);
  expect(envelope<HotGamesValue>(await get('/lgw/games/hot_games')).value.list.length).toBeGreaterThan(0);
});

test('a page past the end still tells the total', async () => {
  const first = envelope<GamesValue>(await get(PAGE)).value;
  const beyond = envelope<GamesValue>(await get('/lgw/games/games?gameType=RNG&pageNo=999&pageSize=12')).value;
  expect(beyond).toEqual({ games: [], pageNo: 999, totalPages: first.totalPages, total: first.total });
});

test('bad input is not cached as an answer: still a 400', async () => {
  expect((await get('/lgw/games/games?pageSize=0')).statusCode).toBe(400);
  expect((await get('/lgw/games/games?pageSize=0')).statusCode).toBe(400);
  expect((await get('/lgw/games/games?gameType=RNG', { merchant: 'nobody' })).statusCode).toBe(404);
});
