/** Pearson's statistic: Σ (observed − expected)² / expected. */
export function chiSquareStatistic(observed: ArrayLike<number>, expected: ArrayLike<number>): number {
  let statistic = 0;
  for (let i = 0; i < observed.length; i += 1) {
    const e = expected[i]!;
    statistic += (observed[i]! - e) ** 2 / e;
  }
  return statistic;
}

/** The standard normal's 99% quantile. */
const Z_99 = 2.3263478740408408;

/**
 * The chi-square distribution's 99% quantile with `df` degrees of freedom, by Wilson–Hilferty
 * (χ²/df is close to normal after a cube root); within 0.1% of the tables for df ≥ 3.
 */
export function chiSquareCritical99(df: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + Z_99 * Math.sqrt(a)) ** 3;
}
