import type { GameMenu } from '@khela/shared';
import { firstFrameOf, startAnswersPayload, testConfig } from '@khela/shared/testing';
import { renderFirstFrame } from './first-frame';

const menus: GameMenu[] = [{ gameType: 'RNG', vendors: [{ vassalage: 'KSLOT', displayName: 'Khela Slots', gameType: 'RNG' }] }];
const answers = (language = 'bn') =>
  startAnswersPayload([
    { path: '/wps/system/config', value: testConfig(), language },
    { path: '/lgw/games/game_menus', value: { menus }, language },
  ]);

test("draws a game center's first screen: its banner and heading, and the skeletons of its chips and tiles, in Bengali", () => {
  const frame = firstFrameOf(renderFirstFrame(answers(), 'bn', '/rng'));
  expect(frame.querySelector('[data-frame-testid="category-banner"]')).toHaveAttribute('src', '/media/categories/RNG.svg');
  expect(frame.querySelector('h1')).toHaveTextContent('স্লট');
  expect(frame.querySelector('[data-frame-testid="vendor-chips-skeleton"]')).not.toBeNull();
  expect(frame.querySelector('[data-frame-testid="tile-skeleton"]')).not.toBeNull();
  // A picture of the page: nothing a test or a tool finds as the live page's.
  expect(frame.querySelector('[data-testid]')).toBeNull();
});

test('a vendor center draws its own; the pages whose first screen is a member\'s or a game\'s draw none', () => {
  expect(firstFrameOf(renderFirstFrame(answers(), 'bn', '/sports')).querySelector('[data-frame-testid="vendor-center-SPORTS"]')).not.toBeNull();
  for (const pathname of ['/favorite', '/recent', '/seamless', '/', '/rng/extra']) expect(renderFirstFrame(answers(), 'bn', pathname)).toBeNull();
  expect(renderFirstFrame(answers('en'), 'en', '/rng')).toBeNull();
});
