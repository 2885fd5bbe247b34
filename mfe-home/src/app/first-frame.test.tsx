import type { GameMenu, GameType } from '@khela/shared';
import { firstFrameOf, startAnswersPayload, testConfig, type InlinedAnswer } from '@khela/shared/testing';
import { games, gamesPage } from '@/testing/game-fixtures';
import { renderFirstFrame } from './first-frame';

const menu = (gameType: GameType, count: number): GameMenu => ({
  gameType,
  vendors: Array.from({ length: count }, (_, i) => ({ vassalage: `${gameType}V${i}`, displayName: `${gameType} vendor ${i}`, gameType })),
});
const config = { path: '/wps/system/config', value: testConfig() };
const menus = (...list: GameMenu[]) => ({ path: '/lgw/games/game_menus', value: { menus: list } });
const rngPage = { path: '/lgw/games/games', searchParams: { clientType: 3, gameType: 'RNG', pageNo: 1, pageSize: 12, platform: 'W' }, value: gamesPage(games(1, 12, { gameType: 'RNG' })) };

/** The answers the api inlines into a new visitor's index.html (api/src/site/start-answers.ts). */
const startAnswers = (answers: Omit<InlinedAnswer, 'language'>[], language = 'bn') => startAnswersPayload(answers.map((answer) => ({ ...answer, language })));

test("draws the home's first screen from the start-up answers: the game menu and a category's first tiles, in Bengali", () => {
  const frame = firstFrameOf(renderFirstFrame(startAnswers([config, menus(menu('RNG', 2), menu('SPORTS', 1)), rngPage]), 'bn', '/'));
  expect(frame.querySelector('[data-frame-testid="game-menu"]')).not.toBeNull();
  // The HOME overview cuts a category to 5 tiles, as the live page does.
  expect(frame.querySelectorAll('[data-frame-testid^="game-card-"]')).toHaveLength(5);
  expect(frame.querySelector('[data-frame-testid="game-card-1"]')).toHaveTextContent('Game 1');
  expect(frame.querySelector('[data-frame-testid="category-SPORTS"]')).toHaveTextContent('SPORTS vendor 0');
  expect(frame.querySelector('[role="tablist"]')).toHaveTextContent('হোম');
  // A picture of the page: nothing a test or a tool finds as the live page's, no id the live page gives out.
  expect(frame.querySelector('[data-testid]')).toBeNull();
  for (const element of frame.querySelectorAll('[id]')) expect(element.id.startsWith('_frame-')).toBe(true);
});

test('a category whose first page the page does not carry draws its skeletons, as the live page would', () => {
  const frame = firstFrameOf(renderFirstFrame(startAnswers([config, menus(menu('RNG', 2))]), 'bn', '/'));
  expect(frame.querySelectorAll('[data-frame-testid^="game-card-"]')).toHaveLength(0);
  expect(frame.querySelector('[data-frame-testid="category-RNG"] [data-frame-testid="tile-skeletons"]')).not.toBeNull();
});

test('no frame without the config and the game menus, for another brand or in a language the frame is not drawn in', () => {
  const both = [config, menus(menu('RNG', 1))];
  expect(renderFirstFrame(startAnswers([menus(menu('RNG', 1))]), 'bn', '/')).toBeNull();
  expect(renderFirstFrame(startAnswers([config]), 'bn', '/')).toBeNull();
  expect(renderFirstFrame({ ...startAnswers(both), merchant: 'other' }, 'bn', '/')).toBeNull();
  expect(renderFirstFrame(startAnswers(both, 'en'), 'en', '/')).toBeNull();
});

test("the home's frame is drawn on the home page's paths only", () => {
  const answers = startAnswers([config, menus(menu('RNG', 1))]);
  expect(renderFirstFrame(answers, 'bn', '/home')).toContain('data-frame-testid="game-menu"');
  expect(renderFirstFrame(answers, 'bn', '/rng')).toBeNull();
  expect(renderFirstFrame(answers, 'bn', '/login')).toBeNull();
});
