import { envelope, testAppForFile } from '../../test/test-app';
import { DEMO_GAMES as DEMO_VENDOR_GAMES } from '../../seed/demo-games';
import { HOUSE_GAMES } from '../../seed/house-games';
import type { GamesValue, HotGamesValue, VendorLanesValue } from '@khela/contracts';

const t = testAppForFile();

const get = async <T>(url: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ url, headers });
  return { status: response.statusCode, ...envelope<T>(response) };
};
const games = (query: string, headers: Record<string, string> = {}) => get<GamesValue>(`/lgw/games/games?${query}`, headers);

// Every game the demo brand is seeded with: the demo vendors' and the house's.
const DEMO_GAMES = [...DEMO_VENDOR_GAMES, ...HOUSE_GAMES];

// khela offers every demo vendor; RNG also has a vendor tile per RNG vendor (KSLOT, KREEL, KJACK, HOUSE).
const RNG_GAMES = DEMO_GAMES.filter((g) => g.gameType === 'RNG').length;
const RNG_ENTRIES = RNG_GAMES + 4;

test('pages of 12 and 24 with totalPages, the last page short', async () => {
  const first = await games('gameType=RNG&pageNo=1&pageSize=12');
  expect(first.status).toBe(200);
  expect(first.value.games).toHaveLength(12);
  expect(first.value.total).toBe(RNG_ENTRIES);
  expect(first.value.totalPages).toBe(Math.ceil(RNG_ENTRIES / 12));
  const last = await games(`gameType=RNG&pageNo=${first.value.totalPages}&pageSize=12`);
  expect(last.value.games).toHaveLength(RNG_ENTRIES - 12 * (first.value.totalPages - 1));
  const wide = await games('gameType=RNG&pageSize=24');
  expect(wide.value.totalPages).toBe(Math.ceil(RNG_ENTRIES / 24));
  // Pages do not overlap and together hold every entry once.
  const all = [];
  for (let pageNo = 1; pageNo <= first.value.totalPages; pageNo += 1) all.push(...(await games(`gameType=RNG&pageNo=${pageNo}&pageSize=12`)).value.games);
  expect(new Set(all.map((g) => g.nodeId)).size).toBe(RNG_ENTRIES);
  const beyond = await games('gameType=RNG&pageNo=99&pageSize=12');
  expect(beyond.value).toMatchObject({ games: [], totalPages: first.value.totalPages });
});

test('vendor tiles are VASSALAGE entries; a vendor filter lists only that vendor\'s games', async () => {
  const rng = await games('gameType=RNG&pageSize=100');
  expect(rng.value.games.filter((g) => g.isGame === 'VASSALAGE').map((g) => g.vassalage).sort()).toEqual(['HOUSE', 'KJACK', 'KREEL', 'KSLOT']);
  const kslot = await games('gameType=RNG&vassalage=KSLOT&pageSize=100');
  expect(kslot.value.games.length).toBe(DEMO_GAMES.filter((g) => g.vendorCode === 'KSLOT').length);
  expect(kslot.value.games.every((g) => g.vassalage === 'KSLOT' && g.isGame === 'GAME')).toBe(true);
  expect((await games('vassalage=NOPE')).value).toMatchObject({ games: [], totalPages: 1, total: 0 });
});

test('classification and category filters', async () => {
  const jackpots = await games('gameType=RNG&gameClassify=JP&pageSize=100');
  expect(jackpots.value.games.length).toBe(DEMO_GAMES.filter((g) => g.classification === 'JP').length);
  expect(jackpots.value.games.every((g) => g.gameClassify === 'JP')).toBe(true);
  const live = await games('gameType=LIVE&pageSize=100');
  expect(live.value.games.length).toBe(DEMO_GAMES.filter((g) => g.gameType === 'LIVE').length);
  expect(live.value.games.every((g) => g.gameType === 'LIVE')).toBe(true);
  expect((await games('gameType=POKER')).status).toBe(400);
  expect((await games('gameClassify=BG')).status).toBe(400);
});

test('names follow the language asked (query first, then the header)', async () => {
  const bn = await games('gameType=RNG&vassalage=KSLOT&pageSize=1');
  expect(bn.value.games[0]).toMatchObject({ gameName: 'সোনালি বাঘ', nodeName: 'সোনালি বাঘ', gameCode: 'golden-tiger', freeTrial: true });
  expect((await games('gameType=RNG&vassalage=KSLOT&pageSize=1&language=en')).value.games[0]!.gameName).toBe('Golden Tiger');
  expect((await games('gameType=RNG&vassalage=KSLOT&pageSize=1', { language: 'en' })).value.games[0]!.gameName).toBe('Golden Tiger');
  expect(bn.value.games[0]!.iconUrl).toBe('/TCG_PROD_IMAGES/GAME_ICON/KSLOT/golden-tiger.png');
});

test('khela2 sees only the vendors it offers, and a game a brand switches off disappears there only', async () => {
  const khela2 = await games('pageSize=100', { merchant: 'khela2' });
  const vendors = new Set(khela2.value.games.map((g) => g.vassalage));
  expect([...vendors].sort()).toEqual(['HOUSE', 'KLIVE', 'KSLOT', 'KSPORT']); // KFISH is offered but off
  const [golden] = (await games('vassalage=KSLOT&pageSize=1', { merchant: 'khela2' })).value.games;
  await t.db.query('INSERT INTO merchant_games (merchant_code, node_id, enabled) VALUES ($1, $2, false)', ['khela2', golden!.nodeId]);
  expect((await games('vassalage=KSLOT&pageSize=100', { merchant: 'khela2' })).value.games.map((g) => g.nodeId)).not.toContain(golden!.nodeId);
  expect((await games('vassalage=KSLOT&pageSize=100')).value.games.map((g) => g.nodeId)).toContain(golden!.nodeId);
  await t.db.query('DELETE FROM merchant_games WHERE merchant_code = $1', ['khela2']);
});

test('a vendor switched off at one brand disappears there only, and comes back when switched on', async () => {
  const kslotAt = async (merchant: string) => (await games('vassalage=KSLOT&pageSize=100', { merchant })).value.total;
  const before = await kslotAt('khela');
  expect(await kslotAt('khela2')).toBe(before);
  await t.db.query("UPDATE merchant_vendors SET enabled = false WHERE merchant_code = 'khela2' AND vendor_code = 'KSLOT'");
  expect(await kslotAt('khela2')).toBe(0);
  expect((await games('gameType=RNG&pageSize=100', { merchant: 'khela2' })).value.games.every((g) => g.vassalage !== 'KSLOT')).toBe(true);
  expect(await kslotAt('khela')).toBe(before);
  await t.db.query("UPDATE merchant_vendors SET enabled = true WHERE merchant_code = 'khela2' AND vendor_code = 'KSLOT'");
  expect(await kslotAt('khela2')).toBe(before);
});

test('page bounds are translated 400s', async () => {
  for (const query of ['pageNo=0', 'pageSize=0', 'pageSize=101', 'pageNo=x']) {
    const answer = await games(query);
    expect([query, answer.status, answer.errorCode]).toEqual([query, 400, 'request.invalid']);
  }
});

test('vendor lanes: cards per category with images, only offered vendors', async () => {
  const lanes = (await get<VendorLanesValue>('/lgw/games/vendors?platform=html5-desktop')).value.data.lanes;
  expect(lanes.map((l) => l.gameType)).toEqual(['RNG', 'LIVE', 'SPORTS', 'PVP', 'ESPORTS', 'FISH', 'ELOTT', 'COCKFIGHT', 'LOTT', 'RUMMY', 'LUDO']);
  const rng = lanes.find((l) => l.gameType === 'RNG')!;
  // SPEC §9's footer vendors come after the first demo vendors, the house last.
  expect(rng.vendors.map((v) => v.vassalage)).toEqual(['KSLOT', 'KREEL', 'KJACK', 'PG', 'EG2', 'CQ9', 'HOUSE']);
  expect(lanes.find((l) => l.gameType === 'LIVE')!.vendors.map((v) => v.vassalage)).toEqual(['KLIVE', 'KTABLE', 'PT', 'BGS', 'HOUSE']);
  const house = rng.vendors.find((v) => v.vassalage === 'HOUSE')!;
  expect(house).toMatchObject({ title: 'খেলা হাউস গেমস', freeTrial: true, cards: ['NEW'] });
  expect(rng.vendors[0]!.images).toMatchObject({
    iconDefault: '/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/KSLOT-DEFAULT.png',
    submenu: '/TCG_PROD_IMAGES/SUBMENU_IMG/STYLE4/RNG-KSLOT.png',
  });
  const lott = lanes.find((l) => l.gameType === 'LOTT')!.vendors[0]!;
  expect(lott.images.listWhite).toBe('/TCG_PROD_IMAGES/RNG_LIST_VENDOR/TCG_LOTTO_VN-WHITE.png');
  const khela2 = (await get<VendorLanesValue>('/lgw/games/vendors', { merchant: 'khela2' })).value.data.lanes;
  expect(khela2.flatMap((l) => l.vendors.map((v) => `${l.gameType}:${v.vassalage}`))).toEqual(['RNG:KSLOT', 'RNG:HOUSE', 'LIVE:KLIVE', 'LIVE:HOUSE', 'SPORTS:KSPORT']);
});

test('RUMMY and LUDO: a lane each that launches directly, its vendor with one game to open', async () => {
  const lanes = (await get<VendorLanesValue>('/lgw/games/vendors')).value.data.lanes;
  for (const [gameType, vendor] of [['RUMMY', 'KRUMMY'], ['LUDO', 'KLUDO']] as const) {
    const lane = lanes.find((l) => l.gameType === gameType)!;
    expect(lane).toMatchObject({ launchesDirectly: true });
    expect(lane.vendors.map((v) => v.vassalage)).toEqual([vendor]);
    const list = await games(`gameType=${gameType}&vassalage=${vendor}&pageSize=1`);
    expect(list.value.games).toHaveLength(1);
    expect(list.value.games[0]).toMatchObject({ vassalage: vendor, gameType, isGame: 'GAME' });
  }
  // Only the demo brand has them.
  const khela2 = (await get<VendorLanesValue>('/lgw/games/vendors', { merchant: 'khela2' })).value.data.lanes;
  expect(khela2.some((l) => l.gameType === 'RUMMY' || l.gameType === 'LUDO')).toBe(false);
});

test('hot games: ranked, and only the brand\'s', async () => {
  const hot = (await get<HotGamesValue>('/lgw/games/hot_games?isPlatform=2&language=en')).value.list;
  expect(hot.length).toBe(DEMO_GAMES.filter((g) => g.hotRank !== null).length);
  expect(hot[0]).toMatchObject({ vassalage: 'KSLOT', gameName: 'Golden Tiger' });
  const khela2 = (await get<HotGamesValue>('/lgw/games/hot_games', { merchant: 'khela2' })).value.list;
  expect(khela2.every((g) => ['KSLOT', 'KLIVE', 'KSPORT', 'HOUSE'].includes(g.vassalage))).toBe(true);
});
