import { envelope, testAppForFile } from '../../test/test-app';
import type { HotGamesValue, NoticePopularValue } from '@khela/contracts';
import { insertBet, memberWithSession } from './games-test-kit';

/** GET /wps/notice_popular (SPEC §7 "notice and popular", docs/spec-sweep.md). */
const t = testAppForFile();

const get = async <T>(url: string, merchant: string) => envelope<T>(await t.app.inject({ url, headers: { merchant, language: 'en' } })).value;

test("the notices, and the games most of the brand's players bet on this week, then its hot games", async () => {
  const now = new Date().toISOString();
  const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000).toISOString();
  const players = await Promise.all([1, 2, 3, 4, 5].map(() => memberWithSession(t, { merchant: 'khela2' })));
  const outsider = await memberWithSession(t);
  // Three players at the baccarat room, one player twice at Lucky Lotus: both count, in that order.
  for (const player of players.slice(0, 3)) await insertBet(t.db, player, { vendor: 'KLIVE', gameCode: 'baccarat-room', gameType: 'LIVE', placedAt: now });
  for (let round = 0; round < 2; round += 1) await insertBet(t.db, players[0]!, { gameCode: 'lucky-lotus', placedAt: now });
  // Not counted: rolled back, older than 7 days, another brand's, a game the brand does not show.
  for (const player of players) await insertBet(t.db, player, { gameCode: 'river-treasure', status: 'rolled_back', placedAt: now });
  for (const player of players) await insertBet(t.db, player, { gameCode: 'mango-harvest', placedAt: tenDaysAgo });
  for (let round = 0; round < 5; round += 1) await insertBet(t.db, outsider, { gameCode: 'royal-elephant', placedAt: now });
  for (const player of players) await insertBet(t.db, player, { vendor: 'KFISH', gameCode: 'golden-carp', gameType: 'FISH', placedAt: now });

  const value = await get<NoticePopularValue>('/wps/notice_popular', 'khela2');
  const notices = await get<unknown[]>('/wps/notices', 'khela2');
  expect(value.notices).toEqual(notices);
  const codes = value.popular.map((game) => game.gameCode);
  expect(codes.slice(0, 2)).toEqual(['baccarat-room', 'lucky-lotus']);
  for (const left of ['river-treasure', 'mango-harvest', 'royal-elephant', 'golden-carp']) expect(codes).not.toContain(left);
  // Topped up with the brand's hot games, each game once.
  const hot = (await get<HotGamesValue>('/lgw/games/hot_games', 'khela2')).list.map((game) => game.gameCode).filter((code) => !codes.slice(0, 2).includes(code));
  expect(codes.slice(2)).toEqual(hot.slice(0, 12 - 2));
  expect(new Set(value.popular.map((game) => game.nodeId)).size).toBe(value.popular.length);
  expect(value.popular[0]).toMatchObject({ vassalage: 'KLIVE', gameName: 'Baccarat Room', gameType: 'LIVE' });
});
