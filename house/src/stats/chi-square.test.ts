import { chiSquareCritical99, chiSquareStatistic } from './chi-square';

describe('chi-square', () => {
  it('gives the tables’ 99% critical values', () => {
    // Tables: df 5 → 15.086, 10 → 23.209, 27 → 46.963, 100 → 135.807.
    expect(chiSquareCritical99(5)).toBeCloseTo(15.086, 1);
    expect(chiSquareCritical99(10)).toBeCloseTo(23.209, 1);
    expect(chiSquareCritical99(27)).toBeCloseTo(46.963, 1);
    expect(chiSquareCritical99(100)).toBeCloseTo(135.807, 1);
  });

  it('sums (observed − expected)² / expected', () => {
    expect(chiSquareStatistic([10, 20, 30], [20, 20, 20])).toBe(10);
  });
});
