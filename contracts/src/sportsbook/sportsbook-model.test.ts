import { EVENT_STATES, MARKET_STATES, MARKET_TYPE_NAMES, MARKET_TYPES, canMoveEvent, canMoveMarket, isParlayable, requiredSpecifiers, selectionCodesOf } from './sportsbook-model';

describe('state transitions', () => {
  it('lets an event go scheduled → live → suspended → live → ended and no further', () => {
    expect(canMoveEvent('scheduled', 'live')).toBe(true);
    expect(canMoveEvent('live', 'suspended')).toBe(true);
    expect(canMoveEvent('suspended', 'live')).toBe(true);
    expect(canMoveEvent('live', 'ended')).toBe(true);
    for (const to of EVENT_STATES) {
      expect(canMoveEvent('ended', to)).toBe(false);
      expect(canMoveEvent('cancelled', to)).toBe(false);
    }
    expect(canMoveEvent('scheduled', 'ended')).toBe(false);
    expect(canMoveEvent('live', 'scheduled')).toBe(false);
    expect(canMoveEvent('live', 'live')).toBe(false);
  });

  it('settles a suspended market without reopening it, and lets a settled result be corrected', () => {
    expect(canMoveMarket('open', 'suspended')).toBe(true);
    expect(canMoveMarket('suspended', 'open')).toBe(true);
    expect(canMoveMarket('suspended', 'settled')).toBe(true);
    expect(canMoveMarket('settled', 'settled')).toBe(true);
    expect(canMoveMarket('settled', 'voided')).toBe(true);
    expect(canMoveMarket('voided', 'settled')).toBe(true);
    expect(canMoveMarket('settled', 'open')).toBe(false);
    expect(canMoveMarket('voided', 'open')).toBe(false);
    expect(canMoveMarket('voided', 'voided')).toBe(false);
    expect(MARKET_STATES).toEqual(['open', 'suspended', 'settled', 'voided']);
  });
});

describe('market types', () => {
  it('lists the issue’s markets per sport', () => {
    const bySport = (sport: string) => MARKET_TYPE_NAMES.filter((t) => MARKET_TYPES[t].sport === sport);
    expect(bySport('cricket')).toEqual(['cricket_match_winner', 'cricket_toss', 'cricket_top_batsman', 'cricket_total_runs', 'cricket_session']);
    expect(bySport('football')).toEqual(['football_1x2', 'football_asian_handicap', 'football_over_under', 'football_btts']);
    expect(bySport('esports')).toEqual(['esports_match_winner', 'esports_map_winner', 'esports_total_maps', 'esports_map_handicap']);
  });

  it('knows each type’s selections and specifiers', () => {
    expect(selectionCodesOf('football_1x2')).toEqual(['home', 'draw', 'away']);
    expect(selectionCodesOf('cricket_top_batsman')).toBeNull();
    expect(requiredSpecifiers('football_asian_handicap')).toEqual(['handicap']);
    expect(requiredSpecifiers('cricket_session')).toEqual(['total', 'overNumber']);
    expect(requiredSpecifiers('esports_map_winner')).toEqual(['mapNumber']);
    expect(requiredSpecifiers('football_1x2')).toEqual([]);
    expect(isParlayable('cricket_session')).toBe(false);
    expect(isParlayable('football_asian_handicap')).toBe(true);
  });
});
