import { LOTTERY_KINDS } from './lottery-kinds';
import type { LotteryKind } from './lottery-kinds';
import type { LotteryResult } from './lottery-schemas';
import { deriveLotteryResult } from './lottery-draw';
import { LotteryStream } from './lottery-random';

const seedOf = (i: number) => `chi-square-seed-${i % 7}`;
const draw = (kind: LotteryKind, i: number): LotteryResult => deriveLotteryResult(kind, seedOf(i), `G:${i}`);
const numbersOf = (r: LotteryResult, tier: string): string[] => r.tiers.find((t) => t.tier === tier)?.numbers ?? [];

describe('result shapes', () => {
  const expected: Record<LotteryKind, Array<[string, number, RegExp]>> = {
    wingo: [['number', 1, /^[0-9]$/]],
    d5: [['digits', 5, /^[0-9]$/]],
    k3: [['dice', 3, /^[1-6]$/]],
    vn_north: [['special', 1, /^\d{5}$/], ['first', 1, /^\d{5}$/], ['second', 2, /^\d{5}$/], ['third', 6, /^\d{5}$/], ['fourth', 4, /^\d{4}$/], ['fifth', 6, /^\d{4}$/], ['sixth', 3, /^\d{3}$/], ['seventh', 4, /^\d{2}$/]],
    vn_fast: [['special', 1, /^\d{5}$/], ['first', 1, /^\d{5}$/], ['second', 2, /^\d{5}$/], ['third', 6, /^\d{5}$/], ['fourth', 4, /^\d{4}$/], ['fifth', 6, /^\d{4}$/], ['sixth', 3, /^\d{3}$/], ['seventh', 4, /^\d{2}$/]],
    vn_south: [['special', 1, /^\d{6}$/], ['first', 1, /^\d{5}$/], ['second', 1, /^\d{5}$/], ['third', 2, /^\d{5}$/], ['fourth', 7, /^\d{5}$/], ['fifth', 1, /^\d{4}$/], ['sixth', 3, /^\d{4}$/], ['seventh', 1, /^\d{3}$/], ['eighth', 1, /^\d{2}$/]],
    vn_central: [['special', 1, /^\d{6}$/], ['first', 1, /^\d{5}$/], ['second', 1, /^\d{5}$/], ['third', 2, /^\d{5}$/], ['fourth', 7, /^\d{5}$/], ['fifth', 1, /^\d{4}$/], ['sixth', 3, /^\d{4}$/], ['seventh', 1, /^\d{3}$/], ['eighth', 1, /^\d{2}$/]],
    sea4d: [['first', 1, /^\d{4}$/], ['second', 1, /^\d{4}$/], ['third', 1, /^\d{4}$/], ['starter', 10, /^\d{4}$/], ['consolation', 10, /^\d{4}$/]],
  };

  it.each(LOTTERY_KINDS)('%s has its tiers, counts and digits', (kind) => {
    for (let i = 0; i < 150; i += 1) {
      const result = draw(kind, i);
      expect(result.tiers.map((t) => t.tier)).toEqual(expected[kind].map(([tier]) => tier));
      for (const [tier, count, pattern] of expected[kind]) {
        const numbers = numbersOf(result, tier);
        expect(numbers).toHaveLength(count);
        for (const n of numbers) expect(n).toMatch(pattern);
      }
    }
  });

  it('VN totals: 27 numbers in the North (M2), 18 in the South and Centre (M1)', () => {
    const total = (kind: LotteryKind) => draw(kind, 1).tiers.reduce((s, t) => s + t.numbers.length, 0);
    expect([total('vn_north'), total('vn_fast'), total('vn_south'), total('vn_central')]).toEqual([27, 27, 18, 18]);
  });

  it('SEA 4D draws 23 distinct numbers: a number the stream repeats is skipped', () => {
    let repeats = 0;
    for (let i = 0; i < 400; i += 1) {
      const all = draw('sea4d', i).tiers.flatMap((t) => t.numbers);
      expect(new Set(all).size).toBe(23);
      // The stream read without the skip: where it repeats a number, the result went on to the next one.
      const stream = new LotteryStream(seedOf(i), `G:${i}`);
      const raw = Array.from({ length: 23 }, () => String(stream.nextInt(10_000)).padStart(4, '0'));
      if (new Set(raw).size < 23) {
        repeats += 1;
        expect(all).toEqual(expect.arrayContaining([...new Set(raw)]));
        expect(all).not.toEqual(raw);
      } else {
        expect(all).toEqual(raw);
      }
    }
    expect(repeats).toBeGreaterThan(0);
  });

  it('is deterministic and depends on the seed and on the draw key', () => {
    expect(deriveLotteryResult('vn_north', 's', 'G:1')).toEqual(deriveLotteryResult('vn_north', 's', 'G:1'));
    expect(deriveLotteryResult('vn_north', 's', 'G:1')).not.toEqual(deriveLotteryResult('vn_north', 's', 'G:2'));
    expect(deriveLotteryResult('vn_north', 's', 'G:1')).not.toEqual(deriveLotteryResult('vn_north', 't', 'G:1'));
  });
});

/**
 * Chi-square goodness of fit at 99 %: the statistic of observed counts against a uniform
 * expectation must stay under the 0.99 quantile of χ²(categories − 1). Each check runs on the
 * real draws and on a biased control (the duewin way: when the outcome is one the house dislikes,
 * draw again under another key and keep that), which the same check must reject.
 */
const CHI2_99: Record<number, number> = { 5: 15.086, 9: 21.666, 99: 134.642 };

function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

function uniformAt99(counts: readonly number[]): boolean {
  const critical = CHI2_99[counts.length - 1];
  if (critical === undefined) throw new Error(`no critical value for ${counts.length - 1} degrees of freedom`);
  return chiSquare(counts) < critical;
}

interface Statistic {
  name: string;
  kind: LotteryKind;
  draws: number;
  categories: number;
  /** The categories a result falls in (several for pooled statistics such as every lô). */
  of: (r: LotteryResult) => number[];
}

const STATISTICS: Statistic[] = [
  { name: 'wingo number', kind: 'wingo', draws: 20_000, categories: 10, of: (r) => numbersOf(r, 'number').map(Number) },
  ...[0, 1, 2].map((die) => ({ name: `k3 die ${die + 1}`, kind: 'k3' as const, draws: 12_000, categories: 6, of: (r: LotteryResult) => [Number(numbersOf(r, 'dice')[die]) - 1] })),
  ...['A', 'B', 'C', 'D', 'E'].map((p, i) => ({ name: `d5 digit ${p}`, kind: 'd5' as const, draws: 10_000, categories: 10, of: (r: LotteryResult) => [Number(numbersOf(r, 'digits')[i])] })),
  { name: 'vn_north lô (last two of all 27)', kind: 'vn_north', draws: 2_000, categories: 100, of: (r) => r.tiers.flatMap((t) => t.numbers.map((n) => Number(n.slice(-2)))) },
  { name: 'vn_fast đề (last two of the special)', kind: 'vn_fast', draws: 5_000, categories: 100, of: (r) => numbersOf(r, 'special').map((n) => Number(n.slice(-2))) },
  { name: 'vn_south lô (last two of all 18)', kind: 'vn_south', draws: 3_000, categories: 100, of: (r) => r.tiers.flatMap((t) => t.numbers.map((n) => Number(n.slice(-2)))) },
  { name: 'vn_south special first digit', kind: 'vn_south', draws: 5_000, categories: 10, of: (r) => numbersOf(r, 'special').map((n) => Number(n[0])) },
  { name: 'sea4d first prize last digit', kind: 'sea4d', draws: 5_000, categories: 10, of: (r) => numbersOf(r, 'first').map((n) => Number(n.slice(-1))) },
  { name: 'sea4d all 23 first digits', kind: 'sea4d', draws: 1_000, categories: 10, of: (r) => r.tiers.flatMap((t) => t.numbers.map((n) => Number(n[0]))) },
];

function countsOf(stat: Statistic, categoriesOf: (i: number) => number[]): number[] {
  const counts = new Array<number>(stat.categories).fill(0);
  for (let i = 0; i < stat.draws; i += 1) {
    for (const c of categoriesOf(i)) counts[c] = (counts[c] ?? 0) + 1;
  }
  return counts;
}

const fair = (stat: Statistic) => (i: number) => stat.of(draw(stat.kind, i));

/**
 * The biased control: every outcome in category 0 (a number the house dislikes) is thrown away
 * and replaced by the same place of a second draw under another key.
 */
const biased = (stat: Statistic) => (i: number) => {
  const again = stat.of(deriveLotteryResult(stat.kind, seedOf(i), `G:${i}:again`));
  return stat.of(draw(stat.kind, i)).map((c, at) => (c === 0 ? (again[at] ?? c) : c));
};

describe('outcome distributions (chi-square at 99 %)', () => {
  it.each(STATISTICS.map((s) => [s.name, s] as const))('%s is uniform', (_name, stat) => {
    const counts = countsOf(stat, fair(stat));
    expect(counts.every((c) => c > 0)).toBe(true);
    expect({ chi2: chiSquare(counts), uniform: uniformAt99(counts) }).toMatchObject({ uniform: true });
  });

  it.each(STATISTICS.map((s) => [s.name, s] as const))('%s: the biased control is rejected', (_name, stat) => {
    const counts = countsOf(stat, biased(stat));
    expect({ chi2: chiSquare(counts), uniform: uniformAt99(counts) }).toMatchObject({ uniform: false });
  });

  it('the check itself: an exactly uniform table passes, a skewed one fails', () => {
    expect(uniformAt99([100, 100, 100, 100, 100, 100])).toBe(true);
    expect(uniformAt99([130, 100, 100, 100, 100, 70])).toBe(false);
  });
});
