import type { LotteryKind } from './lottery-kinds';
import type { LotteryResult } from './lottery-schemas';
import { defaultLotterySettings } from './lottery-settings';
import { checkBetLine, describeOdds, payoutAtOdds, payoutOf, permutationsOf } from './lottery-bets';

/**
 * Settlement of every bet type against tables written by hand from the rules in docs/lottery.md
 * (default odds, stake 1 000 paisa per unit unless a row says otherwise). Each row: bet type,
 * selection, expected payout.
 */
type Row = [betType: string, selection: string[], payout: number, stake?: number];

function settle(kind: LotteryKind, result: LotteryResult, rows: Row[]) {
  const settings = defaultLotterySettings(kind);
  for (const [betType, selection, payout, stake = 1_000] of rows) {
    const check = checkBetLine(kind, settings, betType, selection, stake);
    expect({ betType, selection, ok: check.ok }).toEqual({ betType, selection, ok: true });
    expect({ betType, selection, payout: payoutOf(kind, settings, betType, selection, stake, result) }).toEqual({ betType, selection, payout });
  }
}

const wingo = (n: number): LotteryResult => ({ tiers: [{ tier: 'number', numbers: [String(n)] }] });

describe('wingo', () => {
  //                      0     1     2     3     4     5     6     7     8     9
  const RED = /*       */ [1500, 0, 2000, 0, 2000, 0, 2000, 0, 2000, 0];
  const GREEN = /*     */ [0, 2000, 0, 2000, 0, 1500, 0, 2000, 0, 2000];
  const VIOLET = /*    */ [4500, 0, 0, 0, 0, 4500, 0, 0, 0, 0];
  const BIG = /*       */ [0, 0, 0, 0, 0, 1960, 1960, 1960, 1960, 1960];
  const SMALL = /*     */ [1960, 1960, 1960, 1960, 1960, 0, 0, 0, 0, 0];
  const ODD = /*       */ [0, 1960, 0, 1960, 0, 1960, 0, 1960, 0, 1960];
  const EVEN = /*      */ [1960, 0, 1960, 0, 1960, 0, 1960, 0, 1960, 0];

  it.each([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])('number %i', (n) => {
    settle('wingo', wingo(n), [
      ['number', [String(n)], 9_000],
      ['number', [String((n + 1) % 10)], 0],
      ['colour', ['red'], RED[n] ?? -1],
      ['colour', ['green'], GREEN[n] ?? -1],
      ['colour', ['violet'], VIOLET[n] ?? -1],
      ['size', ['big'], BIG[n] ?? -1],
      ['size', ['small'], SMALL[n] ?? -1],
      ['parity', ['odd'], ODD[n] ?? -1],
      ['parity', ['even'], EVEN[n] ?? -1],
    ]);
  });

  it('floors odd stakes to whole paisa: 1.5 × 1 001 = 1 501.5 → 1 501', () => {
    settle('wingo', wingo(0), [['colour', ['red'], 1_501, 1_001], ['size', ['small'], 1_961, 1_001]]);
  });
});

describe('5D', () => {
  // A=4 B=8 C=1 D=2 E=4, sum 19: small, odd.
  const r: LotteryResult = { tiers: [{ tier: 'digits', numbers: ['4', '8', '1', '2', '4'] }] };
  it('positions and sum', () => {
    settle('d5', r, [
      ['position_digit', ['A', '4'], 9_000],
      ['position_digit', ['E', '4'], 9_000],
      ['position_digit', ['A', '8'], 0],
      ['position_digit', ['B', '8'], 9_000],
      ['position_size', ['A', 'small'], 1_960],
      ['position_size', ['B', 'big'], 1_960],
      ['position_size', ['C', 'big'], 0],
      ['position_parity', ['C', 'odd'], 1_960],
      ['position_parity', ['D', 'odd'], 0],
      ['sum_size', ['small'], 1_960],
      ['sum_size', ['big'], 0],
      ['sum_parity', ['odd'], 1_960],
      ['sum_parity', ['even'], 0],
    ]);
  });
  it('sum 23 is big and 22 small (each exactly half of all outcomes)', () => {
    settle('d5', { tiers: [{ tier: 'digits', numbers: ['9', '9', '5', '0', '0'] }] }, [['sum_size', ['big'], 1_960], ['sum_size', ['small'], 0], ['position_size', ['C', 'big'], 1_960]]);
    settle('d5', { tiers: [{ tier: 'digits', numbers: ['9', '9', '4', '0', '0'] }] }, [['sum_size', ['big'], 0], ['sum_size', ['small'], 1_960], ['position_size', ['C', 'big'], 0]]);
  });
});

describe('K3', () => {
  const dice = (...d: number[]): LotteryResult => ({ tiers: [{ tier: 'dice', numbers: d.map(String) }] });
  it('a triple: any triple, its own triple, pair (at least two), sum', () => {
    settle('k3', dice(3, 3, 3), [
      ['any_triple', [], 34_560],
      ['triple', ['3'], 207_360],
      ['triple', ['4'], 0],
      ['pair', ['3'], 12_960],
      ['pair', ['4'], 0],
      ['sum', ['9'], 8_300],
      ['sum', ['10'], 0],
      ['sum_size', ['small'], 1_960],
      ['sum_parity', ['odd'], 1_960],
      ['straight', [], 0],
      ['two_different', ['3', '4'], 0],
      ['three_different', ['2', '3', '4'], 0],
    ]);
  });
  it('a pair', () => {
    settle('k3', dice(2, 5, 2), [
      ['pair', ['2'], 12_960],
      ['pair', ['5'], 0],
      ['any_triple', [], 0],
      ['triple', ['2'], 0],
      ['two_different', ['5', '2'], 6_910],
      ['two_different', ['2', '3'], 0],
      ['three_different', ['2', '5', '6'], 0],
      ['sum', ['9'], 8_300],
      ['straight', [], 0],
    ]);
  });
  it('a straight and three different', () => {
    settle('k3', dice(4, 2, 3), [
      ['straight', [], 8_640],
      ['three_different', ['2', '3', '4'], 34_560],
      ['three_different', ['3', '4', '2'], 34_560],
      ['three_different', ['1', '2', '3'], 0],
      ['two_different', ['2', '4'], 6_910],
      ['two_different', ['4', '3'], 6_910],
      ['two_different', ['1', '4'], 0],
      ['sum', ['9'], 8_300],
      ['sum_size', ['small'], 1_960],
      ['pair', ['2'], 0],
    ]);
    settle('k3', dice(1, 2, 4), [['straight', [], 0], ['sum', ['7'], 13_830]]);
    settle('k3', dice(6, 5, 4), [['straight', [], 8_640], ['sum', ['15'], 20_740], ['sum_size', ['big'], 1_960], ['sum_parity', ['odd'], 1_960]]);
  });
  it('the sum table, both ends (big from 11, no triple excluded)', () => {
    settle('k3', dice(1, 1, 1), [['sum', ['3'], 207_360], ['sum_size', ['small'], 1_960], ['sum_parity', ['odd'], 1_960]]);
    settle('k3', dice(6, 6, 6), [['sum', ['18'], 207_360], ['sum_size', ['big'], 1_960], ['sum_parity', ['even'], 1_960], ['sum_size', ['small'], 0]]);
    settle('k3', dice(1, 1, 2), [['sum', ['4'], 69_120]]);
    settle('k3', dice(1, 2, 2), [['sum', ['5'], 34_560]]);
    settle('k3', dice(1, 2, 5), [['sum', ['8'], 9_880]]);
    settle('k3', dice(4, 4, 2), [['sum', ['10'], 7_680], ['sum_size', ['small'], 1_960]]);
    settle('k3', dice(5, 5, 1), [['sum', ['11'], 7_680], ['sum_size', ['big'], 1_960], ['sum', ['12'], 0]]);
    settle('k3', dice(6, 6, 5), [['sum', ['17'], 69_120]]);
    settle('k3', dice(6, 5, 5), [['sum', ['16'], 34_560]]);
    settle('k3', dice(6, 6, 2), [['sum', ['14'], 13_830]]);
    settle('k3', dice(6, 6, 1), [['sum', ['13'], 9_880]]);
    settle('k3', dice(6, 5, 1), [['sum', ['12'], 8_300]]);
  });
});

describe('Vietnam North (M2): per-occurrence lô, xiên across duplicates, trượt', () => {
  // Hand-made: '45' ends 5 prizes (special, first, fourth 1345, sixth 345, seventh 45); '01' ends two.
  const r: LotteryResult = {
    tiers: [
      { tier: 'special', numbers: ['12345'] },
      { tier: 'first', numbers: ['67845'] },
      { tier: 'second', numbers: ['11111', '22222'] },
      { tier: 'third', numbers: ['33333', '44444', '55555', '66666', '77777', '88888'] },
      { tier: 'fourth', numbers: ['1345', '9999', '0000', '1212'] },
      { tier: 'fifth', numbers: ['3456', '4567', '5678', '6789', '7890', '8901'] },
      { tier: 'sixth', numbers: ['123', '234', '345'] },
      { tier: 'seventh', numbers: ['01', '02', '03', '45'] },
    ],
  };
  // The 27 lô by hand: 45 45 11 22 33 44 55 66 77 88 45 99 00 12 56 67 78 89 90 01 23 34 45 01 02 03 45.
  it.each(['vn_north', 'vn_fast'] as const)('%s', (kind) => {
    settle(kind, r, [
      ['lo2', ['45'], 17_500], // 5 × 3.5 × 1 000
      ['lo2', ['01'], 7_000], // 2 ×
      ['lo2', ['12'], 3_500], // fourth 1212 (the special 12345 ends 45, not 12)
      ['lo2', ['50'], 0],
      ['lo2', ['45', '01', '50'], 24_500], // three units: (5 + 2 + 0) × 3.5 × 1 000
      ['lo3', ['345'], 123_000], // special, fourth 1345, sixth 345: 3 × 41 × 1 000
      ['lo3', ['845'], 41_000],
      ['lo3', ['901'], 41_000],
      ['lo3', ['045'], 0],
      ['lo3', ['001'], 0], // seventh '01' has no third digit
      ['lo4', ['2345'], 470_000],
      ['lo4', ['1345'], 470_000],
      ['lo4', ['1111'], 470_000],
      ['lo4', ['0345'], 0],
      ['de', ['45'], 95_000],
      ['de', ['45', '54'], 95_000],
      ['de', ['01'], 0],
      ['dau', ['4'], 9_500],
      ['dau', ['5'], 0],
      ['duoi', ['5'], 9_500],
      ['duoi', ['4', '5', '6'], 9_500],
      ['cang3', ['345'], 950_000],
      ['cang3', ['234'], 0],
      ['xien2', ['45', '01'], 17_000], // once, though 45 appears 5 times and 01 twice
      ['xien2', ['45', '50'], 0],
      ['xien3', ['45', '01', '11'], 76_000],
      ['xien4', ['45', '01', '11', '99'], 350_000],
      ['xien4', ['45', '01', '11', '98'], 0],
      ['truot4', ['50', '51', '52', '53'], 2_800],
      ['truot4', ['50', '51', '52', '45'], 0],
      ['truot8', ['50', '51', '52', '53', '54', '55', '57', '58'], 0],
      ['truot8', ['04', '05', '06', '07', '08', '09', '10', '13'], 8_900],
      ['truot10', ['04', '05', '06', '07', '08', '09', '10', '13', '14', '15'], 16_000],
      ['truot10', ['04', '05', '06', '07', '08', '09', '10', '13', '14', '12'], 0],
    ]);
  });
});

describe('Vietnam South / Central (M1)', () => {
  const r: LotteryResult = {
    tiers: [
      { tier: 'special', numbers: ['654321'] },
      { tier: 'first', numbers: ['00021'] },
      { tier: 'second', numbers: ['11111'] },
      { tier: 'third', numbers: ['22222', '33333'] },
      { tier: 'fourth', numbers: ['44444', '55555', '66666', '77777', '88888', '99999', '12345'] },
      { tier: 'fifth', numbers: ['4321'] },
      { tier: 'sixth', numbers: ['5678', '6789', '7890'] },
      { tier: 'seventh', numbers: ['321'] },
      { tier: 'eighth', numbers: ['21'] },
    ],
  };
  // lô: 21 21 11 22 33 44 55 66 77 88 99 45 21 78 89 90 21 21 → '21' five times.
  it.each(['vn_south', 'vn_central'] as const)('%s', (kind) => {
    settle(kind, r, [
      ['lo2', ['21'], 26_250], // 5 × 5.25 × 1 000
      ['lo2', ['45'], 5_250],
      ['lo3', ['321'], 165_000], // special, fifth 4321, seventh 321 (the eighth '21' is too short): 3 × 55
      ['lo3', ['021'], 55_000],
      ['lo4', ['4321'], 1_180_000], // special and fifth: 2 × 590
      ['lo4', ['0021'], 590_000],
      ['de', ['21'], 95_000],
      ['dau', ['2'], 9_500],
      ['duoi', ['1'], 9_500],
      ['cang3', ['321'], 950_000],
      ['xien2', ['21', '45'], 36_000],
      ['xien3', ['21', '45', '90'], 240_000],
      ['xien4', ['21', '45', '90', '11'], 1_700_000],
      ['xien4', ['21', '45', '90', '12'], 0],
      ['truot4', ['01', '02', '03', '04'], 1_950],
      ['truot8', ['01', '02', '03', '04', '05', '06', '07', '08'], 4_200],
      ['truot10', ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'], 6_300],
      ['truot10', ['01', '02', '03', '04', '05', '06', '07', '08', '09', '21'], 0],
    ]);
  });
});

describe('SEA 4D', () => {
  const r: LotteryResult = {
    tiers: [
      { tier: 'first', numbers: ['1234'] },
      { tier: 'second', numbers: ['4321'] },
      { tier: 'third', numbers: ['0999'] },
      { tier: 'starter', numbers: ['1243', '5678', '0001', '0002', '0003', '0004', '0005', '0006', '0007', '9099'] },
      { tier: 'consolation', numbers: ['2134', '8765', '0011', '0012', '0013', '0014', '0015', '0016', '0017', '0018'] },
    ],
  };
  it('big, small, iBox, 3D ABC and A', () => {
    settle('sea4d', r, [
      ['big', ['1234'], 2_500_000],
      ['big', ['4321'], 1_000_000],
      ['big', ['0999'], 500_000],
      ['big', ['5678'], 180_000],
      ['big', ['8765'], 60_000],
      ['big', ['9999'], 0],
      ['small', ['1234'], 3_500_000],
      ['small', ['4321'], 2_000_000],
      ['small', ['0999'], 1_000_000],
      ['small', ['5678'], 0],
      ['small', ['8765'], 0],
      // 24 orderings: first 1234, second 4321, starter 1243, consolation 2134 → (2500 + 1000 + 180 + 60) / 24
      ['ibox_big', ['3412'], 155_833],
      ['ibox_small', ['4123'], 229_166], // (3500 + 2000) / 24
      ['ibox_big', ['9990'], 170_000], // 4 orderings: third 0999 and starter 9099 → (500 + 180) / 4
      ['ibox_big', ['6785'], 10_000], // starter 5678 → 180 / 24 = 7.5; consolation 8765 → 60 / 24 = 2.5
      ['ibox_small', ['0909'], 0],
      ['abc_3d', ['234'], 250_000],
      ['abc_3d', ['321'], 210_000],
      ['abc_3d', ['999'], 150_000],
      ['abc_3d', ['678'], 0],
      ['a_3d', ['234'], 660_000],
      ['a_3d', ['321'], 0],
    ]);
  });
  it('3D ABC pays every prize its number ends', () => {
    const twice: LotteryResult = { tiers: [{ tier: 'first', numbers: ['1555'] }, { tier: 'second', numbers: ['2555'] }, { tier: 'third', numbers: ['3555'] }, { tier: 'starter', numbers: [] }, { tier: 'consolation', numbers: [] }] };
    const settings = defaultLotterySettings('sea4d');
    expect(payoutOf('sea4d', settings, 'abc_3d', ['555'], 1_000, twice)).toBe(610_000);
    expect(payoutOf('sea4d', settings, 'a_3d', ['555'], 1_000, twice)).toBe(660_000);
  });
  // iPerm: each permutation class, and orderings of one number in several tiers (each prize paid).
  const classes: LotteryResult = {
    tiers: [
      { tier: 'first', numbers: ['1123'] }, // AABC, 12 orderings
      { tier: 'second', numbers: ['5566'] }, // AABB, 6
      { tier: 'third', numbers: ['7778'] }, // AAAB, 4
      { tier: 'starter', numbers: ['3211', '6655', '8777', '2468', '0001', '0002', '0003', '0004', '0005', '0006'] },
      { tier: 'consolation', numbers: ['1312', '6565', '7877', '8642', '0011', '0012', '0013', '0014', '0015', '0016'] },
    ],
  };
  it('iPerm: one unit, every prize number that is an ordering pays its straight prize / the orderings', () => {
    settle('sea4d', classes, [
      ['iperm_big', ['2311'], 228_333], // AABC: first 1123, starter 3211, consolation 1312 → (2500 + 180 + 60) / 12
      ['iperm_big', ['2311'], 274_000, 1_200], // the same at 12 BDT: 12 × 2740 / 12
      ['iperm_small', ['2311'], 291_666], // small covers the top three only: 3500 / 12
      ['iperm_big', ['6655'], 206_666], // AABB: second 5566, starter 6655, consolation 6565 → (1000 + 180 + 60) / 6
      ['iperm_small', ['6556'], 333_333], // 2000 / 6
      ['iperm_big', ['8777'], 185_000], // AAAB: third 7778, starter 8777, consolation 7877 → (500 + 180 + 60) / 4
      ['iperm_small', ['7787'], 250_000], // 1000 / 4
      ['iperm_big', ['8246'], 10_000], // ABCD: starter 2468, consolation 8642 → (180 + 60) / 24
      ['iperm_small', ['8246'], 0],
      ['iperm_big', ['1000'], 45_000], // AAAB: starter 0001 → 180 / 4
      ['iperm_big', ['1010'], 10_000], // AABB: consolation 0011 → 60 / 6
      ['iperm_big', ['9876'], 0],
      ['big', ['2311'], 0], // a straight bet needs the very order
      ['big', ['3211'], 180_000],
    ]);
    // The stake is one unit, not one per ordering (that would be a Box).
    const sea = defaultLotterySettings('sea4d');
    for (const n of ['1234', '1123', '1122', '1112']) expect(checkBetLine('sea4d', sea, 'iperm_big', [n], 1_000)).toMatchObject({ ok: true, units: 1, cost: 1_000 });
    expect(describeOdds('sea4d', sea, 'iperm_big', ['1234'])).toBe('104.16/41.66/20.83/7.5/2.5');
    expect(describeOdds('sea4d', sea, 'iperm_small', ['1122'])).toBe('583.33/333.33/166.66');
    expect(describeOdds('sea4d', sea, 'ibox_big', ['1112'])).toBe('625/250/125/45/15');
    expect(describeOdds('sea4d', sea, 'iperm_big', ['1111'])).toBe('2500/1000/500/180/60');
  });

  it('iBox is every ordering bought at stake / orderings, and pays what iPerm pays', () => {
    const orderings = (n: string): string[] =>
      n.length <= 1 ? [n] : [...new Set([...n].flatMap((d, i) => orderings(n.slice(0, i) + n.slice(i + 1)).map((rest) => d + rest)))];
    const settings = defaultLotterySettings('sea4d');
    for (const result of [r, classes]) {
      for (const n of ['3412', '9990', '6785', '2311', '6655', '8777', '8246', '1000', '0909']) {
        const all = orderings(n);
        for (const size of ['big', 'small'] as const) {
          // 24 000 paisa split over the orderings is whole paisa for 24, 12, 6 and 4 orderings.
          const each = 24_000 / all.length;
          const bought = all.reduce((sum, x) => sum + payoutOf('sea4d', settings, size, [x], each, result), 0);
          expect({ n, size, ibox: payoutOf('sea4d', settings, `ibox_${size}`, [n], 24_000, result) }).toEqual({ n, size, ibox: bought });
          expect(payoutOf('sea4d', settings, `iperm_${size}`, [n], 24_000, result)).toBe(bought);
        }
      }
    }
  });

  it('counts orderings', () => {
    expect([permutationsOf('1234'), permutationsOf('1123'), permutationsOf('1122'), permutationsOf('1112'), permutationsOf('1111')]).toEqual([24, 12, 6, 4, 1]);
  });
});

describe('odds as accepted', () => {
  it('payoutAtOdds settles at the odds a bet was taken at, whatever the settings say now', () => {
    expect(payoutAtOdds('wingo', { odds: '8.5', oddsAlt: null }, 'number', ['3'], 1_000, wingo(3))).toBe(8_500);
    expect(payoutAtOdds('wingo', { odds: '2/4.5', oddsAlt: null }, 'colour', ['red'], 1_000, wingo(0))).toBe(2_000);
    expect(payoutAtOdds('wingo', { odds: '2/4.5', oddsAlt: '1.25' }, 'colour', ['red'], 1_000, wingo(0))).toBe(1_250);
  });
  it('describeOdds picks the one value a selection gets', () => {
    expect(describeOdds('k3', defaultLotterySettings('k3'), 'sum', ['7'])).toBe('13.83');
    expect(describeOdds('k3', defaultLotterySettings('k3'), 'sum', ['14'])).toBe('13.83');
    expect(describeOdds('k3', defaultLotterySettings('k3'), 'sum', ['18'])).toBe('207.36');
    expect(describeOdds('wingo', defaultLotterySettings('wingo'), 'colour', ['violet'])).toBe('4.5');
    expect(describeOdds('wingo', defaultLotterySettings('wingo'), 'colour', ['red'])).toBe('2');
    expect(describeOdds('vn_north', defaultLotterySettings('vn_north'), 'de', ['45'])).toBe('95');
    expect(describeOdds('sea4d', defaultLotterySettings('sea4d'), 'big', ['1234'])).toBe('2500/1000/500/180/60');
    expect(describeOdds('wingo', defaultLotterySettings('wingo'), 'lo2', ['45'])).toBeNull();
  });
});
