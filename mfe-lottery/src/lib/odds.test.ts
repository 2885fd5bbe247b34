import { defaultLotterySettings, describeOdds } from '@khela/shared/lottery';
import { oddsTable, pickedOdds } from './odds';
import { localClock, localOdds } from './local-numbers';

const rule = (kind: Parameters<typeof defaultLotterySettings>[0], betType: string) => defaultLotterySettings(kind).betTypes[betType]!;

describe('odds a player reads', () => {
  it('labels Wingo colour: red or green, red or green on 0 or 5, violet', () => {
    expect(oddsTable('wingo', 'colour', rule('wingo', 'colour'))).toEqual([
      { key: 'redGreen', label: 'odds.redGreen', odds: '2' },
      { key: 'redGreenAlt', label: 'odds.redGreenAlt', odds: '1.5' },
      { key: 'violet', label: 'odds.violet', odds: '4.5' },
    ]);
    expect(pickedOdds('wingo', 'colour', rule('wingo', 'colour'), 'violet')).toEqual({ odds: '4.5', alt: null });
    expect(pickedOdds('wingo', 'colour', rule('wingo', 'colour'), 'red')).toEqual({ odds: '2', alt: '1.5' });
  });

  it('labels K3 sums in pairs 3|18 … 10|11, and gives the odds of a picked sum as the rules settle it', () => {
    const table = oddsTable('k3', 'sum', rule('k3', 'sum'))!;
    expect(table).toHaveLength(8);
    expect(table[0]).toEqual({ key: 'sum3', label: 'odds.sums', values: { low: 3, high: 18 }, odds: '207.36' });
    expect(table[7]).toEqual({ key: 'sum10', label: 'odds.sums', values: { low: 10, high: 11 }, odds: '7.68' });
    const settings = defaultLotterySettings('k3');
    for (let sum = 3; sum <= 18; sum++) {
      expect(pickedOdds('k3', 'sum', rule('k3', 'sum'), String(sum))?.odds).toBe(describeOdds('k3', settings, 'sum', [String(sum)]));
    }
    expect(pickedOdds('k3', 'sum', rule('k3', 'sum'), '8')).toEqual({ odds: '9.88', alt: null });
  });

  it('SEA 4D iBox and iPerm: the prize table as Big/Small; a picked number gets each prize / its orderings, as the rules settle it', () => {
    for (const betType of ['ibox_big', 'iperm_big']) expect(oddsTable('sea4d', betType, rule('sea4d', betType))!.map((e) => e.label)).toEqual(['tiers.first', 'tiers.second', 'tiers.third', 'tiers.starter', 'tiers.consolation']);
    for (const betType of ['ibox_small', 'iperm_small']) expect(oddsTable('sea4d', betType, rule('sea4d', betType))!.map((e) => e.odds)).toEqual(['3500', '2000', '1000']);
    expect(pickedOdds('sea4d', 'iperm_big', rule('sea4d', 'iperm_big'), '1234')).toEqual({ odds: '104.16/41.66/20.83/7.5/2.5', alt: null });
    expect(pickedOdds('sea4d', 'iperm_small', rule('sea4d', 'iperm_small'), '1112')).toEqual({ odds: '875/500/250', alt: null });
    expect(pickedOdds('sea4d', 'ibox_big', rule('sea4d', 'ibox_big'), '1122')?.odds).toBe(describeOdds('sea4d', defaultLotterySettings('sea4d'), 'ibox_big', ['1122']));
    expect(pickedOdds('sea4d', 'iperm_big', rule('sea4d', 'iperm_big'), '7777')).toBeNull();
    expect(pickedOdds('sea4d', 'big', rule('sea4d', 'big'), '1234')).toBeNull();
    expect(localOdds('104.16/7.5', 'en')).toBe('104.16 / 7.5');
  });

  it('labels SEA 4D odds by prize tier; one-value bet types have no table', () => {
    expect(oddsTable('sea4d', 'big', rule('sea4d', 'big'))!.map((e) => [e.label, e.odds])).toEqual([
      ['tiers.first', '2500'],
      ['tiers.second', '1000'],
      ['tiers.third', '500'],
      ['tiers.starter', '180'],
      ['tiers.consolation', '60'],
    ]);
    expect(oddsTable('sea4d', 'abc_3d', rule('sea4d', 'abc_3d'))!.map((e) => [e.label, e.odds])).toEqual([
      ['tiers.first', '250'],
      ['tiers.second', '210'],
      ['tiers.third', '150'],
    ]);
    expect(oddsTable('sea4d', 'a_3d', rule('sea4d', 'a_3d'))).toBeNull();
    expect(pickedOdds('sea4d', 'big', rule('sea4d', 'big'), '1234')).toBeNull();
    expect(oddsTable('vn_north', 'de', rule('vn_north', 'de'))).toBeNull();
  });
});

describe('numbers in the reader\'s digits', () => {
  it('shows the countdown and odds in Bengali digits in Bengali, ASCII in English', () => {
    expect(localClock(75, 'bn')).toBe('০১:১৫');
    expect(localClock(3725, 'bn')).toBe('১:০২:০৫');
    expect(localClock(75, 'en')).toBe('01:15');
    expect(localClock(3725, 'en')).toBe('1:02:05');
    expect(localOdds('9.88', 'bn')).toBe('৯.৮৮');
    expect(localOdds('207.36', 'en')).toBe('207.36');
    expect(localOdds('1.5', 'en')).toBe('1.5');
  });
});
