import { formatNumber, type Language } from '@khela/shared';

/**
 * Counts, times and odds in the reader's digits (Bengali digits in Bengali) with the shared
 * formatter, as money and the header balance show them. Lottery numbers, balls and draw numbers
 * stay ASCII: players copy them.
 */
export function localCount(value: number, language: Language): string {
  return formatNumber(value, language);
}

/** '9.88' → '৯.৮৮' in Bengali: the decimals the odds string has, never rounded. */
export function localOdds(odds: string, language: Language): string {
  // A list by prize (SEA 4D iBox/iPerm of a picked number): each value in turn.
  if (odds.includes('/')) return odds.split('/').map((part) => localOdds(part.trim(), language)).join(' / ');
  const value = Number(odds);
  if (!Number.isFinite(value)) return odds;
  const decimals = odds.split('.')[1]?.length ?? 0;
  return formatNumber(value, language, decimals);
}

/** A clock of whole seconds, '01:15' or '1:02:05', in the reader's digits. */
export function localClock(seconds: number, language: Language): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const zero = formatNumber(0, language);
  const two = (n: number) => (n < 10 ? zero : '') + formatNumber(n, language);
  return h > 0 ? `${formatNumber(h, language)}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
