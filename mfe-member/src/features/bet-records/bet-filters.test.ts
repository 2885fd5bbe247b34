import type { GameMenu } from '@khela/shared';
import { betCategories, betVendors, gamesPath, specCategories } from './bet-filters';

const jili = { vassalage: 'JILI', displayName: 'JILI Slots', gameType: 'RNG' } as const;
const evo = { vassalage: 'EVO', displayName: 'Evolution', gameType: 'LIVE' } as const;
const menus: GameMenu[] = [
  { gameType: 'RNG', vendors: [jili] },
  { gameType: 'LIVE', vendors: [evo] },
  { gameType: 'FISH', vendors: [{ ...jili, gameType: 'FISH' }] },
  { gameType: 'ESPORTS', vendors: [] },
];

describe('the betting record filters', () => {
  it('offer the categories that have providers, in the menus’ order, else the spec’s', () => {
    expect(betCategories(menus)).toEqual(['RNG', 'LIVE', 'FISH']);
    expect(betCategories([])).toEqual(specCategories);
  });

  it('offer the chosen category’s providers, or every provider once', () => {
    expect(betVendors(menus, 'LIVE')).toEqual([evo]);
    expect(betVendors(menus, 'ESPORTS')).toEqual([]);
    expect(betVendors(menus, '').map((vendor) => vendor.vassalage)).toEqual(['JILI', 'EVO']);
  });

  it('lead to a category’s own games center where it has one, else home', () => {
    expect(gamesPath('LIVE')).toBe('/live');
    expect(gamesPath('ELOTT')).toBe('/elott');
    expect(gamesPath('COCKFIGHT')).toBe('/');
    expect(gamesPath('')).toBe('/');
  });
});
