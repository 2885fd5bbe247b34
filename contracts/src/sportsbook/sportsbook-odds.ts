/**
 * Odds: decimal prices as integer millionths, the Asian display formats (REFERENCES §2.3, after
 * `1player/oddslib`), and prices from probabilities with the brand's margin. Prices are exact
 * integers so payouts (sportsbook-payout.ts) are floored once, as the lottery's payoutOf does.
 */

/** One decimal price unit in millionths: '1.86' → 1 860 000n. */
export const PRICE_SCALE = 1_000_000n;

export const ODDS_FORMATS = ['decimal', 'hongkong', 'malay', 'indonesian', 'american'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

/** The lowest price the book quotes: below it a bet returns less than a rounding step. */
export const MIN_PRICE = 1_010_000n;

/** A decimal price string ('1.86', up to 6 decimals, above 1) as millionths. */
export function parsePrice(price: string): bigint {
  const match = /^(\d{1,6})(?:\.(\d{1,6}))?$/.exec(price.trim());
  if (!match) throw new RangeError(`bad price "${price}"`);
  const value = BigInt(match[1] ?? '0') * PRICE_SCALE + BigInt((match[2] ?? '').padEnd(6, '0'));
  if (value <= PRICE_SCALE) throw new RangeError(`a price must be above 1.00, got "${price}"`);
  return value;
}

/** A signed millionths value as a decimal string with `places` decimals, rounded half away from zero. */
export function formatMillionths(value: bigint, places: number): string {
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const step = 10n ** BigInt(6 - places);
  const rounded = (magnitude + step / 2n) / step;
  const unit = 10n ** BigInt(places);
  const whole = rounded / unit;
  const fraction = places > 0 ? `.${(rounded % unit).toString().padStart(places, '0')}` : '';
  return `${negative && rounded !== 0n ? '-' : ''}${whole}${fraction}`;
}

/** The price as a decimal string, shortest of 2…6 decimals that shows it exactly ('1.86', '2.063830'→'2.06383'). */
export function priceToString(price: bigint): string {
  const text = formatMillionths(price, 6).replace(/0+$/, '');
  const [whole, fraction = ''] = text.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

/** Round a signed quotient to the nearest integer, halves away from zero. */
function divRound(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (2n * n + d) / (2n * d);
  return negative ? -q : q;
}

/**
 * A decimal price in another format, as signed millionths (REFERENCES §2.3). With p = d − 1:
 * Hong Kong p; Malay p if d ≤ 2 else −1/p; Indonesian p if d ≥ 2 else −1/p; American 100·p if
 * d ≥ 2 else −100/p.
 */
export function fromDecimal(price: bigint, format: OddsFormat): bigint {
  const profit = price - PRICE_SCALE;
  if (profit <= 0n) throw new RangeError('a price must be above 1.00');
  const negativeInverse = (scale: bigint) => -divRound(scale * PRICE_SCALE * PRICE_SCALE, profit);
  switch (format) {
    case 'decimal':
      return price;
    case 'hongkong':
      return profit;
    case 'malay':
      return price <= 2n * PRICE_SCALE ? profit : negativeInverse(1n);
    case 'indonesian':
      return price >= 2n * PRICE_SCALE ? profit : negativeInverse(1n);
    case 'american':
      return price >= 2n * PRICE_SCALE ? 100n * profit : negativeInverse(100n);
  }
}

/** The decimal price of a value in another format (signed millionths), the inverse of fromDecimal. */
export function toDecimal(value: bigint, format: OddsFormat): bigint {
  if (format === 'decimal') {
    if (value <= PRICE_SCALE) throw new RangeError('a price must be above 1.00');
    return value;
  }
  if (value === 0n) throw new RangeError(`${format} odds of 0 have no price`);
  const scale = format === 'american' ? 100n : 1n;
  if (value > 0n) return PRICE_SCALE + divRound(value, scale);
  // Negative: risk |value| to win one unit (100 for American).
  return PRICE_SCALE + divRound(scale * PRICE_SCALE * PRICE_SCALE, -value);
}

/** Decimals shown per format: American is whole numbers, Malay and Indonesian three (−0.943), the rest two. */
const DISPLAY_PLACES: Record<OddsFormat, number> = { decimal: 2, hongkong: 2, malay: 3, indonesian: 2, american: 0 };

/** A price as the player reads it in their chosen format ('1.20' → HK '0.20', Malay '0.200', Indonesian '-5.00', American '-500'). */
export function formatOdds(price: bigint, format: OddsFormat): string {
  const text = formatMillionths(fromDecimal(price, format), DISPLAY_PLACES[format]);
  return format === 'american' && !text.startsWith('-') ? `+${text}` : text;
}

/** 1 / price as parts per million, rounded: the implied probability a price quotes. */
export function impliedProbabilityPpm(price: bigint): bigint {
  return divRound(PRICE_SCALE * PRICE_SCALE, price);
}

/** The book's overround of a market's prices, in parts per million (1 000 000 = no margin). */
export function overroundPpm(prices: readonly bigint[]): bigint {
  return prices.reduce((sum, price) => sum + impliedProbabilityPpm(price), 0n);
}

/** Quoted prices step by 0.01. */
const PRICE_STEP = 10_000n;

/**
 * Prices from the trader's probabilities and the brand's margin, by the proportional (overround)
 * method: probabilities are first normalised to sum to one, then each is scaled by (1 + margin), so
 * price_i = 1 / (p_i × (1 + margin)) and the book's overround is 1 + margin spread in proportion to
 * each outcome's chance. Prices are rounded DOWN to 0.01 (rounding only ever adds to the margin) and
 * never below 1.01. `probabilities` are weights (any positive numbers); `marginBasisPoints` 500 = 5 %.
 */
export function pricesFromProbabilities(probabilities: readonly number[], marginBasisPoints: number): bigint[] {
  if (probabilities.length < 2) throw new RangeError('a market needs at least two outcomes');
  if (!Number.isInteger(marginBasisPoints) || marginBasisPoints < 0 || marginBasisPoints > 5_000) {
    throw new RangeError('the margin is whole basis points from 0 to 5000');
  }
  const weights = probabilities.map((p) => {
    if (!Number.isFinite(p) || p <= 0) throw new RangeError('every probability must be above 0');
    return BigInt(Math.round(p * 1_000_000_000));
  });
  if (weights.some((w) => w === 0n)) throw new RangeError('a probability is too small to price');
  const total = weights.reduce((a, b) => a + b, 0n);
  return weights.map((weight) => {
    const exact = (PRICE_SCALE * total * 10_000n) / (weight * (10_000n + BigInt(marginBasisPoints)));
    const stepped = (exact / PRICE_STEP) * PRICE_STEP;
    return stepped < MIN_PRICE ? MIN_PRICE : stepped;
  });
}
