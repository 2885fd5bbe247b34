import { eventView, scoreText } from './book-view';

const teams = { home: 'Dhaka XI', away: 'Sylhet XI' };

describe('the live score line', () => {
  it('cricket: who won the toss before the first ball, then each innings with its overs, and the target while chasing', () => {
    expect(scoreText({ sport: 'cricket', tossWinner: 'away', innings: [] }, teams, 'en')).toBe('Sylhet XI won the toss');
    expect(scoreText({ sport: 'cricket', tossWinner: 'away', innings: [{ batting: 'home', runs: 45, wickets: 2, overs: '5.3' }] }, teams, 'en')).toBe('Dhaka XI 45/2 (5.3 overs)');
    const chase = { sport: 'cricket', tossWinner: 'home', innings: [{ batting: 'home', runs: 150, wickets: 7, overs: '20.0' }, { batting: 'away', runs: 12, wickets: 0, overs: '1.2' }], target: 151 };
    expect(scoreText(chase, teams, 'en')).toBe('Dhaka XI 150/7 (20.0 overs) · Sylhet XI 12/0 (1.2 overs) · target 151');
    expect(scoreText(chase, teams, 'bn')).toBe('Dhaka XI ১৫০/৭ (২০.০ ওভার) · Sylhet XI ১২/০ (১.২ ওভার) · লক্ষ্য ১৫১');
  });

  it('football: goals and the minute; e-sports: maps; nothing for a shape it does not know', () => {
    expect(scoreText({ sport: 'football', home: 2, away: 1, minute: 67, period: 'second_half' }, teams, 'en')).toBe("2 – 1 · 67'");
    expect(scoreText({ sport: 'esports', home: 1, away: 0, map: 2 }, teams, 'bn')).toBe('ম্যাপ ১ – ০');
    expect(scoreText({ weird: { nested: true } }, teams, 'en')).toBeNull();
    expect(scoreText(null, teams, 'en')).toBeNull();
  });
});

describe('a market as the page lists it', () => {
  it('lists the sides home first and names the standard picks in the reader’s words', () => {
    const market = (type: string, selections: Array<{ code: string; name: string }>) => ({
      id: `m-${type}`, type, period: 'match', specifiers: {}, state: 'open',
      selections: selections.map((s) => ({ ...s, price: '1.90', price_version: 1, rate: null })),
    });
    const event = {
      id: 'e1', sport: 'cricket', competition: 'BPL', ...teams, startsAt: new Date().toISOString(), state: 'scheduled', score: null,
      markets: [market('cricket_match_winner', [{ code: 'away', name: 'Sylhet XI' }, { code: 'home', name: 'Dhaka XI' }]), market('cricket_total_runs', [{ code: 'under', name: 'Under 150.5' }, { code: 'over', name: 'Over 150.5' }])],
    } as unknown as Parameters<typeof eventView>[0];
    const view = eventView(event, 'bn');
    expect(view.markets[0]!.selections.map((s) => s.label)).toEqual(['Dhaka XI', 'Sylhet XI']);
    expect(view.markets[1]!.selections.map((s) => s.label)).toEqual(['ওভার', 'আন্ডার']);
  });
});
