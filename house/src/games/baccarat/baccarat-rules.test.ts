import { type Card, dealCoup } from './baccarat-engine';
import { baccaratPayout, bankerDraws, isTableStake, RANKS, SUITS } from './baccarat-rules';

/** Cards by name ("KH", "10S") dealt in order: P1, B1, P2, B2, then third cards. */
function coupOf(...names: string[]): ReturnType<typeof dealCoup> {
  const cards: Card[] = names.map((name) => ({ rank: RANKS.indexOf(name.slice(0, -1) as (typeof RANKS)[number]), suit: SUITS.indexOf(name.slice(-1) as (typeof SUITS)[number]) }));
  let i = 0;
  const coup = dealCoup(() => {
    const card = cards[i++];
    if (!card) throw new Error('the coup asked for more cards than the test gave');
    return card;
  });
  expect(i).toBe(cards.length);
  return coup;
}

describe('baccarat third-card rules (the tableau)', () => {
  it('stops on a natural 8 or 9 in either hand: nobody draws', () => {
    expect(coupOf('4S', '5H', '4D', 'KC')).toMatchObject({ player: ['4S', '4D'], banker: ['5H', 'KC'], playerTotal: 8, bankerTotal: 5, winner: 'player', natural: true });
    expect(coupOf('KS', '9H', 'QD', 'JC')).toMatchObject({ playerTotal: 0, bankerTotal: 9, winner: 'banker', natural: true });
    expect(coupOf('4S', '6H', '4D', '3C')).toMatchObject({ playerTotal: 8, bankerTotal: 9, winner: 'banker', natural: true });
    expect(coupOf('9S', '8H', '10D', 'KC')).toMatchObject({ playerTotal: 9, bankerTotal: 8, winner: 'player' });
  });

  it('the player draws on 0–5 and stands on 6–7', () => {
    expect(coupOf('2S', '3H', '3D', '4C', 'AS').player).toHaveLength(3); // 5 draws
    expect(coupOf('KS', '3H', 'QD', 'KC', 'AS', '2D').player).toHaveLength(3); // 0 draws
    expect(coupOf('3S', '7H', '3D', 'KC').player).toEqual(['3S', '3D']); // 6 stands, banker 7 stands
    expect(coupOf('4S', '7H', '3D', 'KC')).toMatchObject({ player: ['4S', '3D'], playerTotal: 7, bankerTotal: 7, winner: 'tie' });
  });

  it('when the player stands the banker draws on 0–5 and stands on 6–7', () => {
    expect(coupOf('3S', '2H', '4D', '3C', '9S')).toMatchObject({ player: ['3S', '4D'], banker: ['2H', '3C', '9S'], bankerTotal: 4, winner: 'player' });
    expect(coupOf('3S', '2H', '3D', '4C')).toMatchObject({ banker: ['2H', '4C'], playerTotal: 6, bankerTotal: 6, winner: 'tie' });
  });

  it('when the player drew, the banker follows its total and the value of the player’s third card', () => {
    // Banker 3 stands only on an 8.
    expect(coupOf('AS', '3H', 'AD', 'KC', '8S').banker).toHaveLength(2);
    expect(coupOf('AS', '3H', 'AD', 'KC', '9S', '2H').banker).toHaveLength(3);
    // Banker 4 draws on 2–7.
    expect(coupOf('AS', '4H', 'AD', 'KC', 'AC').banker).toHaveLength(2);
    expect(coupOf('AS', '4H', 'AD', 'KC', '2C', '5H').banker).toHaveLength(3);
    expect(coupOf('AS', '4H', 'AD', 'KC', '7C', '5H').banker).toHaveLength(3);
    expect(coupOf('AS', '4H', 'AD', 'KC', '8C').banker).toHaveLength(2);
    // Banker 5 draws on 4–7; a face card counts 0.
    expect(coupOf('AS', '5H', 'AD', 'KC', '3C').banker).toHaveLength(2);
    expect(coupOf('AS', '5H', 'AD', 'KC', '4C', '5D').banker).toHaveLength(3);
    expect(coupOf('AS', '5H', 'AD', 'KC', 'QC').banker).toHaveLength(2);
    // Banker 6 draws on 6–7 only.
    expect(coupOf('AS', '6H', 'AD', 'KC', '5C').banker).toHaveLength(2);
    expect(coupOf('AS', '6H', 'AD', 'KC', '6C', '5D')).toMatchObject({ banker: ['6H', 'KC', '5D'], playerTotal: 8, bankerTotal: 1, winner: 'player' });
    // Banker 7 always stands; 0–2 always draw.
    expect(coupOf('AS', '7H', 'AD', 'KC', '6C').banker).toHaveLength(2);
    expect(coupOf('AS', '2H', 'AD', 'KC', '8C', 'KD').banker).toHaveLength(3);
  });

  it('matches the standard banker chart cell by cell', () => {
    // Rows: banker total 0–7; columns: the player's third card 0–9, then "player stood". D = draws.
    const chart = ['DDDDDDDDDD D', 'DDDDDDDDDD D', 'DDDDDDDDDD D', 'DDDDDDDDSD D', 'SSDDDDDDSS D', 'SSSSDDDDSS D', 'SSSSSSDDSS S', 'SSSSSSSSSS S'];
    chart.forEach((row, total) => {
      for (let third = 0; third <= 9; third += 1) expect([total, third, bankerDraws(total, third)]).toEqual([total, third, row[third] === 'D']);
      expect([total, 'stood', bankerDraws(total, null)]).toEqual([total, 'stood', row[11] === 'D']);
    });
  });
});

describe('baccarat payouts (total returned, stake included)', () => {
  it('pays player 1:1, banker 0.95:1 and tie 8:1; loses pay 0', () => {
    expect(baccaratPayout('player', 1000, 'player')).toBe(2000);
    expect(baccaratPayout('player', 1000, 'banker')).toBe(0);
    expect(baccaratPayout('banker', 1000, 'banker')).toBe(1950);
    expect(baccaratPayout('banker', 1000, 'player')).toBe(0);
    expect(baccaratPayout('tie', 1000, 'tie')).toBe(9000);
    expect(baccaratPayout('tie', 1000, 'banker')).toBe(0);
  });

  it('pushes player and banker bets on a tie (the stake comes back)', () => {
    expect(baccaratPayout('player', 2500, 'tie')).toBe(2500);
    expect(baccaratPayout('banker', 2500, 'tie')).toBe(2500);
  });

  it('rounds the banker’s commission in the house’s favour: the win is rounded down to the paisa', () => {
    expect(baccaratPayout('banker', 1, 'banker')).toBe(1); // 0.95 → 0
    expect(baccaratPayout('banker', 19, 'banker')).toBe(19 + 18); // 18.05 → 18
    expect(baccaratPayout('banker', 1010, 'banker')).toBe(1010 + 959); // 959.5 → 959
    expect(baccaratPayout('banker', 20, 'banker')).toBe(39); // exact
  });

  it('offers ৳10–৳10,000 in whole taka, where the banker’s 95% is always whole paisa', () => {
    expect([999, 1000, 1050, 1_000_000, 1_000_100, 1500.5].map(isTableStake)).toEqual([false, true, false, true, false, false]);
    const stakes = Array.from({ length: (1_000_000 - 1000) / 100 + 1 }, (_, i) => 1000 + i * 100);
    expect(stakes.filter((stake) => (stake * 95) % 100 !== 0)).toEqual([]);
  });
});
