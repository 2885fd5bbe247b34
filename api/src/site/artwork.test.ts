import { envelope, testAppForFile } from '../test/test-app';
import type { GamesValue, HotMatchesValue, VendorLanesValue } from '@khela/contracts';
import { initialsOf } from './artwork';

const t = testAppForFile();

const art = (path: string, headers: Record<string, string> = {}) => t.app.inject({ url: `/media/TCG_PROD_IMAGES/${path}`, headers });
const api = async <T>(url: string) => envelope<T>(await t.app.inject({ url })).value;

test('initials are Latin letters of the first words, or the code', () => {
  expect(initialsOf('Golden Tiger')).toBe('GT');
  expect(initialsOf('golden-tiger')).toBe('GT');
  expect(initialsOf('KSLOT')).toBe('KS');
  expect(initialsOf("Cox's Bazar Mariners", 3)).toBe('CSB');
});

test('a game icon: a small SVG with long caching and an ETag; the same request gives the same bytes', async () => {
  const first = await art('GAME_ICON/KSLOT/golden-tiger.png');
  expect(first.statusCode).toBe(200);
  expect(first.headers['content-type']).toMatch(/^image\/svg\+xml/);
  expect(first.headers['cache-control']).toBe('public, max-age=2592000');
  expect(first.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(first.body).toContain('>GT<'); // its initials on the gold label
  expect(first.body).toMatch(/<path transform="translate\(/); // and its category's pictogram
  expect(first.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/); // nothing loaded from elsewhere
  const second = await art('GAME_ICON/KSLOT/golden-tiger.png');
  expect(second.body).toBe(first.body);
  expect(second.headers.etag).toBe(first.headers.etag);
  const cached = await art('GAME_ICON/KSLOT/golden-tiger.png', { 'if-none-match': String(first.headers.etag) });
  expect([cached.statusCode, cached.body]).toEqual([304, '']);
  // Another game gets other artwork.
  expect((await art('GAME_ICON/KSLOT/lucky-lotus.png')).body).not.toBe(first.body);
});

test('vendor icons, list marks and submenu banners for known vendors; each variant differs', async () => {
  const bodies = [];
  for (const path of [
    'VENDOR_ICON_SMALL/KSLOT-DEFAULT.png',
    'VENDOR_ICON_SMALL/KSLOT-ACTIVE.png',
    'RNG_LIST_VENDOR/KSLOT-WHITE.png',
    'RNG_LIST_VENDOR/KSLOT-COLOR.png',
    'RNG_LIST_VENDOR/KSLOT-PURPLE.png',
    'SUBMENU_IMG/STYLE4/RNG-KSLOT.png',
  ]) {
    const answer = await art(path);
    expect([path, answer.statusCode]).toEqual([path, 200]);
    bodies.push(answer.body);
  }
  expect(new Set(bodies).size).toBe(bodies.length);
});

test('vendor marks are drawings, not initials: every demo vendor, e-sports included, has its own', async () => {
  const marks = new Map<string, string>();
  for (const code of ['KSLOT', 'KREEL', 'KJACK', 'IMES', 'TF', 'IA', 'KFISH', 'KOCEAN', 'HOUSE']) {
    const answer = await art(`VENDOR_ICON_SMALL/${code}-ACTIVE.png`);
    expect([code, answer.statusCode]).toEqual([code, 200]);
    expect(answer.body).not.toContain('<text'); // a pictogram on a plate, no letters
    expect(answer.body).not.toContain('<circle cx="32" cy="32"'); // no more round initials badge
    marks.set(code, /d="([^"]+)"/.exec(answer.body)![1]!);
  }
  // Each of these vendors has its own drawing.
  expect(new Set(marks.values()).size).toBe(marks.size);
});

test("SPEC §9's footer vendors are drawn with marks of their own, unlike every other demo vendor's", async () => {
  const mark = async (code: string) => {
    const answer = await art(`VENDOR_ICON_SMALL/${code}-DEFAULT.png`);
    expect([code, answer.statusCode]).toEqual([code, 200]);
    return /d="([^"]+)"/.exec(answer.body)![1]!;
  };
  const footer = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'];
  const footerMarks = new Set(await Promise.all(footer.map(mark)));
  expect(footerMarks.size).toBe(footer.length);
  for (const other of ['KSLOT', 'KREEL', 'KJACK', 'KLIVE', 'KTABLE', 'KCARD', 'KTEEN', 'KFISH', 'KOCEAN', 'HOUSE']) expect(footerMarks.has(await mark(other))).toBe(false);
  // The rummy and ludo vendors' cards are served too.
  for (const code of ['KRUMMY', 'KLUDO']) await mark(code);
});

test('each house game has its own drawing', async () => {
  const drawings = new Set<string>();
  for (const game of ['house-slot', 'house-dice', 'house-fish', 'house-teen-patti', 'house-baccarat', 'house-cockfight']) {
    const answer = await art(`GAME_ICON/HOUSE/${game}.png`);
    expect([game, answer.statusCode]).toEqual([game, 200]);
    drawings.add(/<path transform="[^"]+" d="([^"]+)"/.exec(answer.body)![1]!);
  }
  expect(drawings.size).toBe(6);
});

test('unknown codes, categories, variants and names are 404s, so the page shows its own fallback', async () => {
  for (const path of [
    'GAME_ICON/KSLOT/no-such-game.png',
    'GAME_ICON/NOPE/golden-tiger.png',
    'GAME_ICON/KREEL/golden-tiger.png',
    'GAME_ICON/KSLOT/golden-tiger.jpg',
    'GAME_ICON/KSLOT/golden-tiger',
    'VENDOR_ICON_SMALL/NOPE-DEFAULT.png',
    'VENDOR_ICON_SMALL/KSLOT-HOVER.png',
    'RNG_LIST_VENDOR/KSLOT-GREEN.png',
    'RNG_LIST_VENDOR/ELOTT-WHITE.png',
    'SUBMENU_IMG/STYLE4/LIVE-KSLOT.png',
    'SUBMENU_IMG/STYLE4/KSLOT.png',
    'TEAM_LOGO/NOPE.png',
    'TEAM_LOGO/%3Cscript%3E.png',
    'SOMETHING_ELSE/KSLOT.png',
  ]) {
    expect([path, (await art(path)).statusCode]).toEqual([path, 404]);
  }
});

test("LOTT's list artwork is served as ELOTT's", async () => {
  await t.db.query("UPDATE vendor_launch_settings SET image_code = 'LOTT' WHERE vendor_code = 'TCG_LOTTO_VN'");
  expect((await art('RNG_LIST_VENDOR/ELOTT-COLOR.png')).statusCode).toBe(200);
  expect((await art('VENDOR_ICON_SMALL/LOTT-DEFAULT.png')).statusCode).toBe(200);
  await t.db.query("UPDATE vendor_launch_settings SET image_code = NULL WHERE vendor_code = 'TCG_LOTTO_VN'");
});

test('every image path the catalogue, the vendor lanes and the hot matches hand out resolves to small artwork', async () => {
  const games = await api<GamesValue>('/lgw/games/games?pageSize=100');
  const lanes = await api<VendorLanesValue>('/lgw/games/vendors');
  const matches = await api<HotMatchesValue>('/lgw/sports/hot_matches');
  const paths = new Set([
    ...games.games.map((g) => g.iconUrl),
    ...lanes.data.lanes.flatMap((lane) => lane.vendors.flatMap((v) => Object.values(v.images))),
    ...matches.list.flatMap((m) => [m.home.logo, m.away.logo]),
  ]);
  expect(paths.size).toBeGreaterThan(100);
  for (const path of paths) {
    const answer = await t.app.inject({ url: `/media${path}` });
    expect([path, answer.statusCode]).toEqual([path, 200]);
    expect(answer.body.length).toBeGreaterThan(200);
    expect(answer.body.length).toBeLessThanOrEqual(2048);
  }
});

test('the shipped media files are still served', async () => {
  expect((await t.app.inject({ url: '/media/banners/w_home-1.svg' })).statusCode).toBe(200);
});
