import type { GameMenu, GameType } from '@khela/shared';
import { homeTabs } from './category-order';

const menu = (gameType: GameType, count = 1): GameMenu => ({
  gameType,
  vendors: Array.from({ length: count }, (_, i) => ({ vassalage: `${gameType}${i}`, displayName: `${gameType} ${i}`, gameType })),
});

it('orders tabs as SPEC says, skips empty categories and keeps the rest after', () => {
  const menus = [menu('RUMMY'), menu('FISH'), menu('LOTT'), menu('RNG'), menu('COCKFIGHT'), menu('LIVE', 0), menu('SPORTS')];
  expect(homeTabs(menus)).toEqual(['HOME', 'FAV', 'RNG', 'SPORTS', 'FISH', 'COCKFIGHT', 'RUMMY', 'LOTT']);
});
