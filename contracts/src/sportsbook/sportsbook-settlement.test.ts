import type { MarketSpecifiers, MarketType } from './sportsbook-model';
import { lineInQuarters, settleLine, settleSelection, type MarketResult, type SelectionSettlement } from './sportsbook-settlement';

const score = (home: number, away: number): MarketResult => ({ kind: 'score', home, away });
const outcome = (type: MarketType, specifiers: MarketSpecifiers, selection: string, result: MarketResult) => settleSelection(type, specifiers, selection, result).outcome;

describe('lines', () => {
  it('reads lines in quarters and refuses what is not a quarter step', () => {
    expect(['-0.25', '2.5', '+1', '0', '-1.75', '0.75', '10'].map(lineInQuarters)).toEqual([-1, 10, 4, 0, -7, 3, 40]);
    for (const bad of ['0.3', '1.10', 'x', '', '1.5.5']) expect(() => lineInQuarters(bad)).toThrow(RangeError);
  });

  it('a quarter line is two half stakes on its neighbours', () => {
    expect(settleLine(0, -1)).toEqual({ outcome: 'half_lost' });
    expect(settleLine(4, -3)).toEqual({ outcome: 'half_won' });
  });
});

describe('Asian handicap (REFERENCES §2.4)', () => {
  // [line, home goals, away goals, home outcome, away outcome]
  const rows: Array<[string, number, number, string, string]> = [
    // −0.25: win by 1+ → win, draw → lose half, loss → lose
    ['-0.25', 1, 0, 'won', 'lost'],
    ['-0.25', 1, 1, 'half_lost', 'half_won'],
    ['-0.25', 0, 1, 'lost', 'won'],
    // −0.75: win by 2+ → win, win by 1 → win half, else lose
    ['-0.75', 2, 0, 'won', 'lost'],
    ['-0.75', 2, 1, 'half_won', 'half_lost'],
    ['-0.75', 1, 1, 'lost', 'won'],
    // whole lines push
    ['-1', 2, 1, 'void', 'void'],
    ['-1', 3, 1, 'won', 'lost'],
    ['0', 1, 1, 'void', 'void'],
    ['0', 0, 2, 'lost', 'won'],
    // half lines never push
    ['-1.5', 2, 1, 'lost', 'won'],
    ['-1.5', 2, 0, 'won', 'lost'],
    // home receiving goals: +0.25 and +1.75
    ['+0.25', 0, 0, 'half_won', 'half_lost'],
    ['+0.25', 0, 1, 'lost', 'won'],
    ['+1.75', 0, 1, 'won', 'lost'],
    ['+1.75', 0, 2, 'half_lost', 'half_won'],
    ['+1.75', 0, 3, 'lost', 'won'],
  ];
  it.each(rows)('line %s, %i–%i: home %s, away %s', (handicap, home, away, homeOutcome, awayOutcome) => {
    expect(outcome('football_asian_handicap', { handicap }, 'home', score(home, away))).toBe(homeOutcome);
    expect(outcome('football_asian_handicap', { handicap }, 'away', score(home, away))).toBe(awayOutcome);
  });
});

describe('over/under (REFERENCES §2.4)', () => {
  // [line, goals, over outcome, under outcome]
  const rows: Array<[string, number, string, string]> = [
    ['2.25', 3, 'won', 'lost'],
    ['2.25', 2, 'half_lost', 'half_won'],
    ['2.25', 1, 'lost', 'won'],
    ['2.75', 4, 'won', 'lost'],
    ['2.75', 3, 'half_won', 'half_lost'],
    ['2.75', 2, 'lost', 'won'],
    ['2.5', 3, 'won', 'lost'],
    ['2.5', 2, 'lost', 'won'],
    ['3', 3, 'void', 'void'],
    ['3', 4, 'won', 'lost'],
    ['0.75', 0, 'lost', 'won'],
    ['0.75', 1, 'half_won', 'half_lost'],
  ];
  it.each(rows)('line %s with %i goals: over %s, under %s', (total, goals, over, under) => {
    const result = score(goals, 0);
    expect(outcome('football_over_under', { total }, 'over', result)).toBe(over);
    expect(outcome('football_over_under', { total }, 'under', result)).toBe(under);
    // The goals' split between the sides changes nothing.
    expect(outcome('football_over_under', { total }, 'over', score(0, goals))).toBe(over);
  });

  it('refuses a negative total line', () => {
    expect(() => outcome('football_over_under', { total: '-1.5' }, 'over', score(1, 1))).toThrow(RangeError);
  });
});

describe('football 1X2 and both teams to score', () => {
  it.each([
    [2, 1, { home: 'won', draw: 'lost', away: 'lost' }, { yes: 'won', no: 'lost' }],
    [0, 0, { home: 'lost', draw: 'won', away: 'lost' }, { yes: 'lost', no: 'won' }],
    [0, 3, { home: 'lost', draw: 'lost', away: 'won' }, { yes: 'lost', no: 'won' }],
    [1, 1, { home: 'lost', draw: 'won', away: 'lost' }, { yes: 'won', no: 'lost' }],
  ])('%i–%i', (home, away, x12, btts) => {
    for (const [code, expected] of Object.entries(x12)) expect(outcome('football_1x2', {}, code, score(home, away))).toBe(expected);
    for (const [code, expected] of Object.entries(btts)) expect(outcome('football_btts', {}, code, score(home, away))).toBe(expected);
  });

  it('refuses unknown selections and results of the wrong kind', () => {
    expect(() => outcome('football_1x2', {}, 'over', score(1, 0))).toThrow(RangeError);
    expect(() => outcome('football_btts', {}, 'maybe', score(1, 0))).toThrow(RangeError);
    expect(() => outcome('football_1x2', {}, 'home', { kind: 'winner', winner: 'home' })).toThrow(RangeError);
    expect(() => outcome('football_asian_handicap', {}, 'home', score(1, 0))).toThrow(/handicap/);
  });

  it('voids every selection of a void market', () => {
    expect(outcome('football_asian_handicap', { handicap: '-0.25' }, 'home', { kind: 'void', reason: 'abandoned' })).toBe('void');
  });
});

describe('cricket', () => {
  it('match winner: a tie is a dead heat at 1/2; abandoned is void', () => {
    expect(outcome('cricket_match_winner', {}, 'home', { kind: 'winner', winner: 'home' })).toBe('won');
    expect(outcome('cricket_match_winner', {}, 'away', { kind: 'winner', winner: 'home' })).toBe('lost');
    expect(settleSelection('cricket_match_winner', {}, 'away', { kind: 'winner', winner: 'tie' })).toEqual({ outcome: 'dead_heat', deadHeat: { numerator: 1, denominator: 2 } });
    expect(outcome('cricket_match_winner', {}, 'home', { kind: 'void', reason: 'no result' })).toBe('void');
  });

  it('toss: won or lost; a toss cannot tie', () => {
    expect(outcome('cricket_toss', {}, 'away', { kind: 'winner', winner: 'away' })).toBe('won');
    expect(outcome('cricket_toss', {}, 'home', { kind: 'winner', winner: 'away' })).toBe('lost');
    expect(() => outcome('cricket_toss', {}, 'home', { kind: 'winner', winner: 'tie' })).toThrow(RangeError);
  });

  it('top batsman: the leader wins, players level share by dead heat, a player who did not take part is void', () => {
    const one: MarketResult = { kind: 'top', leaders: ['shakib'], nonRunners: ['tamim'] };
    expect(outcome('cricket_top_batsman', {}, 'shakib', one)).toBe('won');
    expect(outcome('cricket_top_batsman', {}, 'litton', one)).toBe('lost');
    expect(outcome('cricket_top_batsman', {}, 'tamim', one)).toBe('void');
    const three: MarketResult = { kind: 'top', leaders: ['shakib', 'litton', 'mushfiq'] };
    expect(settleSelection('cricket_top_batsman', {}, 'litton', three)).toEqual<SelectionSettlement>({ outcome: 'dead_heat', deadHeat: { numerator: 1, denominator: 3 } });
    // REFERENCES §2.5: void unless one run scored — the trader voids the market.
    expect(outcome('cricket_top_batsman', {}, 'shakib', { kind: 'void', reason: 'no run scored' })).toBe('void');
  });

  it('total runs: over/under a half line, a whole line pushes', () => {
    expect(outcome('cricket_total_runs', { total: '165.5' }, 'over', { kind: 'total', value: 166 })).toBe('won');
    expect(outcome('cricket_total_runs', { total: '165.5' }, 'under', { kind: 'total', value: 166 })).toBe('lost');
    expect(outcome('cricket_total_runs', { total: '165' }, 'under', { kind: 'total', value: 165 })).toBe('void');
  });

  describe('session / fancy lines (REFERENCES §2.5)', () => {
    const session = (runs: number, penaltyRuns: number, end: 'completed' | 'all_out' | 'rain' | 'abandoned'): MarketResult => ({ kind: 'session', session: { runs, penaltyRuns, end } });
    const six = { total: '46', overNumber: 6 };

    it('YES wins at or above the line, NO below it', () => {
      expect(outcome('cricket_session', six, 'yes', session(46, 0, 'completed'))).toBe('won');
      expect(outcome('cricket_session', six, 'no', session(46, 0, 'completed'))).toBe('lost');
      expect(outcome('cricket_session', six, 'yes', session(45, 0, 'completed'))).toBe('lost');
      expect(outcome('cricket_session', six, 'no', session(45, 0, 'completed'))).toBe('won');
    });

    it('does not count penalty runs', () => {
      expect(outcome('cricket_session', six, 'yes', session(50, 5, 'completed'))).toBe('lost');
      expect(outcome('cricket_session', six, 'no', session(50, 5, 'completed'))).toBe('won');
      expect(outcome('cricket_session', six, 'yes', session(51, 5, 'completed'))).toBe('won');
      expect(() => outcome('cricket_session', six, 'yes', session(3, 5, 'completed'))).toThrow(RangeError);
    });

    it('deletes a session rain ends, but settles on the score when the team is all out', () => {
      expect(outcome('cricket_session', six, 'yes', session(60, 0, 'rain'))).toBe('void');
      expect(outcome('cricket_session', six, 'no', session(20, 0, 'abandoned'))).toBe('void');
      expect(outcome('cricket_session', six, 'no', session(38, 0, 'all_out'))).toBe('won');
      expect(outcome('cricket_session', six, 'yes', session(38, 0, 'all_out'))).toBe('lost');
    });

    it('settles a line that was suspended and never resumed on the score: the market’s state is not an input', () => {
      // The same result settles whatever happened to the line before; canMoveMarket allows suspended → settled.
      expect(outcome('cricket_session', six, 'yes', session(47, 0, 'completed'))).toBe('won');
    });

    it('refuses a line that is not whole runs', () => {
      expect(() => outcome('cricket_session', { total: '45.5' }, 'yes', session(46, 0, 'completed'))).toThrow(RangeError);
    });
  });
});

describe('e-sports (REFERENCES §2.6)', () => {
  it('match and map winner; a map not completed is void', () => {
    expect(outcome('esports_match_winner', {}, 'home', { kind: 'winner', winner: 'home' })).toBe('won');
    expect(outcome('esports_map_winner', { mapNumber: 2 }, 'home', { kind: 'winner', winner: 'away' })).toBe('lost');
    expect(outcome('esports_map_winner', { mapNumber: 3 }, 'home', { kind: 'void', reason: 'map not completed' })).toBe('void');
  });

  it('map handicap −1.5 needs a 2–0 in a best of three', () => {
    expect(outcome('esports_map_handicap', { handicap: '-1.5' }, 'home', score(2, 0))).toBe('won');
    expect(outcome('esports_map_handicap', { handicap: '-1.5' }, 'home', score(2, 1))).toBe('lost');
    expect(outcome('esports_map_handicap', { handicap: '-1.5' }, 'away', score(2, 1))).toBe('won');
    expect(outcome('esports_map_handicap', { handicap: '+1.5' }, 'home', score(1, 2))).toBe('won');
  });

  it('total maps over/under 2.5', () => {
    expect(outcome('esports_total_maps', { total: '2.5' }, 'over', score(2, 1))).toBe('won');
    expect(outcome('esports_total_maps', { total: '2.5' }, 'under', score(2, 0))).toBe('won');
    expect(outcome('esports_total_maps', { total: '2.5' }, 'over', score(0, 2))).toBe('lost');
  });
});
