import { draw } from '@/testing/lottery-fixtures';
import { computeTrends } from './trends';

const wingo = (numbers: number[]) =>
  // newest first, as the results call answers
  numbers.map((n, i) => draw({ id: String(i), status: 'settled', result: { tiers: [{ tier: 'number', numbers: [String(n)] }] } }));

describe('trends', () => {
  it('counts hot and cold wingo numbers over the last N draws, and how long each has been missing', () => {
    const trends = computeTrends('wingo', wingo([7, 7, 3, 0, 7, 3, 5, 9, 9, 1, 1, 1]), 10);
    expect(trends.draws).toBe(10);
    expect(trends.hot.map((t) => [t.value, t.count])).toEqual([['7', 3], ['3', 2], ['9', 2]]);
    // Never seen in the window: 2, 4, 6, 8 (missing the whole window, smallest first).
    expect(trends.cold.map((t) => [t.value, t.count, t.missing])).toEqual([['2', 0, 10], ['4', 0, 10], ['6', 0, 10]]);
    expect(trends.numbers.find((t) => t.value === '0')).toEqual({ value: '0', count: 1, missing: 3 });
    expect(trends.numbers.find((t) => t.value === '1')).toEqual({ value: '1', count: 1, missing: 9 });
  });

  it('lays the big/small and colour roads out oldest first in columns of six, skipping draws without a result', () => {
    const draws = [...wingo([9, 0, 5, 4, 6, 8, 1]), draw({ id: 'x', status: 'cancelled', result: null })];
    const trends = computeTrends('wingo', draws, 50);
    expect(trends.draws).toBe(7);
    expect(trends.sizeRoad).toEqual([['small', 'big', 'big', 'small', 'big', 'small'], ['big']]);
    expect(trends.colourRoad[0]).toEqual([['green'], ['red'], ['red'], ['red'], ['green', 'violet'], ['red', 'violet']]);
    expect(trends.colourRoad[1]).toEqual([['green']]);
  });

  it('uses the sum for 5D and K3 (5D big from 22, K3 from 11) and counts every digit or die', () => {
    const d5 = computeTrends('d5', [draw({ status: 'settled', result: { tiers: [{ tier: 'digits', numbers: ['9', '9', '4', '0', '0'] }] } })], 10);
    expect(d5.sizeRoad).toEqual([['big']]);
    expect(d5.numbers.find((t) => t.value === '9')?.count).toBe(2);
    const k3 = computeTrends('k3', [draw({ status: 'settled', result: { tiers: [{ tier: 'dice', numbers: ['1', '4', '5'] }] } })], 10);
    expect(k3.sizeRoad).toEqual([['small']]);
    expect(k3.numbers.map((t) => t.value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(k3.colourRoad).toEqual([]);
  });
});
