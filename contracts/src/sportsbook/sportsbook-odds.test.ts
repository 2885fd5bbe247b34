import { formatOdds, fromDecimal, overroundPpm, parsePrice, priceToString, pricesFromProbabilities, toDecimal, type OddsFormat } from './sportsbook-odds';

const M = 1_000_000n;

describe('prices', () => {
  it('reads decimal prices exactly and refuses anything not above 1.00', () => {
    expect(parsePrice('1.86')).toBe(1_860_000n);
    expect(parsePrice('2')).toBe(2_000_000n);
    expect(parsePrice('2.063830')).toBe(2_063_830n);
    for (const bad of ['1', '1.00', '0.5', '-2', 'abc', '1.1234567', '']) expect(() => parsePrice(bad)).toThrow(RangeError);
    expect(priceToString(1_860_000n)).toBe('1.86');
    expect(priceToString(2_000_000n)).toBe('2.00');
    expect(priceToString(2_063_830n)).toBe('2.06383');
  });
});

describe('odds formats (REFERENCES §2.3)', () => {
  it('converts the README example: decimal 1.20 → HK 0.2, Malay 0.2, Indonesian −5.0, American −500', () => {
    const d = parsePrice('1.20');
    expect(fromDecimal(d, 'hongkong')).toBe(200_000n);
    expect(fromDecimal(d, 'malay')).toBe(200_000n);
    expect(fromDecimal(d, 'indonesian')).toBe(-5n * M);
    expect(fromDecimal(d, 'american')).toBe(-500n * M);
    expect(formatOdds(d, 'decimal')).toBe('1.20');
    expect(formatOdds(d, 'hongkong')).toBe('0.20');
    expect(formatOdds(d, 'malay')).toBe('0.200');
    expect(formatOdds(d, 'indonesian')).toBe('-5.00');
    expect(formatOdds(d, 'american')).toBe('-500');
  });

  it('uses the other branch above 2.00 and meets at evens', () => {
    const d = parsePrice('2.50');
    expect(formatOdds(d, 'hongkong')).toBe('1.50');
    expect(formatOdds(d, 'malay')).toBe('-0.667');
    expect(formatOdds(d, 'indonesian')).toBe('1.50');
    expect(formatOdds(d, 'american')).toBe('+150');
    const evens = parsePrice('2.00');
    expect(['hongkong', 'malay', 'indonesian'].map((f) => formatOdds(evens, f as OddsFormat))).toEqual(['1.00', '1.000', '1.00']);
    expect(formatOdds(evens, 'american')).toBe('+100');
  });

  it('converts back: SV388’s WALA −0.94 Malay is decimal 2.06383; every format round-trips within a millionth’s rounding', () => {
    expect(toDecimal(-940_000n, 'malay')).toBe(2_063_830n);
    expect(toDecimal(800_000n, 'malay')).toBe(1_800_000n);
    expect(toDecimal(-500n * M, 'american')).toBe(1_200_000n);
    expect(toDecimal(150n * M, 'american')).toBe(2_500_000n);
    expect(toDecimal(-5n * M, 'indonesian')).toBe(1_200_000n);
    for (const price of ['1.01', '1.20', '1.5', '1.86', '1.96', '2', '2.36', '3.75', '11']) {
      const d = parsePrice(price);
      for (const format of ['decimal', 'hongkong', 'malay', 'indonesian', 'american'] as const) {
        const back = toDecimal(fromDecimal(d, format), format);
        // A negative inverse is kept to 6 decimals, so 3.75 → Malay −0.363636 → 3.750003: the same price to the 0.0001.
        expect({ price, format, off: back - d <= 10n && d - back <= 10n }).toEqual({ price, format, off: true });
      }
    }
    expect(() => toDecimal(0n, 'malay')).toThrow(RangeError);
  });
});

describe('prices from probabilities (proportional margin)', () => {
  it('with no margin, prices are the inverse probabilities', () => {
    expect(pricesFromProbabilities([0.5, 0.5], 0)).toEqual([2_000_000n, 2_000_000n]);
    expect(pricesFromProbabilities([0.25, 0.75], 0)).toEqual([4_000_000n, 1_330_000n]);
  });

  it('spreads a 5 % margin in proportion and rounds prices down to 0.01', () => {
    // 1 / (0.5 × 1.05) = 1.90476… → 1.90; 1 / (0.25 × 1.05) = 3.8095… → 3.80
    expect(pricesFromProbabilities([0.5, 0.25, 0.25], 500)).toEqual([1_900_000n, 3_800_000n, 3_800_000n]);
    // Weights need not sum to one.
    expect(pricesFromProbabilities([2, 1, 1], 500)).toEqual([1_900_000n, 3_800_000n, 3_800_000n]);
  });

  it('never gives the book less than its margin and never quotes below 1.01', () => {
    for (const probs of [[0.6, 0.4], [0.45, 0.27, 0.28], [0.9, 0.1], [0.33, 0.33, 0.34]]) {
      const prices = pricesFromProbabilities(probs, 600);
      expect(overroundPpm(prices)).toBeGreaterThanOrEqual(1_059_000n);
    }
    expect(pricesFromProbabilities([0.999, 0.001], 500)[0]).toBe(1_010_000n);
    expect(() => pricesFromProbabilities([1], 500)).toThrow(RangeError);
    expect(() => pricesFromProbabilities([0.5, 0], 500)).toThrow(RangeError);
    expect(() => pricesFromProbabilities([0.5, 0.5], -1)).toThrow(RangeError);
  });
});
