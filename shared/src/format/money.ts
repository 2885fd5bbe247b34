import type { Language } from '../bus/event-bus';
import { bengaliDigits } from './digits';
import { numberFormat } from './intl-formatters';

export const hiddenMoney = '****';

/**
 * How each language groups a whole amount, as Intl's bn-BD and en-US do (money.test.ts checks
 * them against Intl): Bengali groups the last three digits and then by two (১২,৩৪,৫৬৭), English
 * by three.
 */
const grouping: Record<Language, { first: number; rest: number; digits: (ascii: string) => string }> = {
  bn: { first: 3, rest: 2, digits: bengaliDigits },
  en: { first: 3, rest: 3, digits: (ascii) => ascii },
};

function groupWhole(whole: string, { first, rest }: { first: number; rest: number }): string {
  if (whole.length <= first) return whole;
  const groups = [whole.slice(-first)];
  let end = whole.length - first;
  for (; end > rest; end -= rest) groups.unshift(whole.slice(end - rest, end));
  groups.unshift(whole.slice(0, end));
  return groups.join(',');
}

export interface MoneyFormat {
  language: Language;
  currencySymbol?: string;
  hidden?: boolean;
}

/**
 * Money arrives as integer minor units (paisa) and is shown with 2 decimals and thousands
 * separators; Bengali gets Bengali digits and its own grouping. Hidden money is asterisks.
 *
 * Written out rather than with Intl.NumberFormat: the first Intl object a page builds costs the
 * browser its ICU start-up, 100–220 ms of main thread on the bench's slow phone (issue 19), and the
 * home's jackpot was the only thing building one before the game tiles. Integer minor units need
 * no rounding, so digits, grouping and the separator are the whole job.
 */
export function formatMoney(minorUnits: number | bigint, format: MoneyFormat): string {
  const symbol = format.currencySymbol ?? '';
  if (format.hidden) return `${symbol}${hiddenMoney}`;
  const minor = BigInt(minorUnits);
  const negative = minor < 0n;
  const absolute = negative ? -minor : minor;
  const style = grouping[format.language];
  const whole = groupWhole((absolute / 100n).toString(), style);
  const cents = (absolute % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${symbol}${style.digits(`${whole}.${cents}`)}`;
}

const locales: Record<Language, string> = { bn: 'bn-BD', en: 'en-US' };

/** Plain numbers (counts, odds) in the reader's digits. */
export function formatNumber(value: number, language: Language, fractionDigits = 0): string {
  return numberFormat(locales[language], {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}
