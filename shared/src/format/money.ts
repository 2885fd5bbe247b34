import type { Language } from '../bus/event-bus';
import { numberFormat } from './intl-formatters';

export const hiddenMoney = '****';

const locales: Record<Language, string> = { bn: 'bn-BD', en: 'en-US' };

export interface MoneyFormat {
  language: Language;
  currencySymbol?: string;
  hidden?: boolean;
}

/**
 * Money arrives as integer minor units (paisa) and is shown with 2 decimals and thousands
 * separators; Bengali gets Bengali digits and its own grouping. Hidden money is asterisks.
 */
export function formatMoney(minorUnits: number | bigint, format: MoneyFormat): string {
  const symbol = format.currencySymbol ?? '';
  if (format.hidden) return `${symbol}${hiddenMoney}`;
  const minor = BigInt(minorUnits);
  const negative = minor < 0n;
  const absolute = negative ? -minor : minor;
  const whole = absolute / 100n;
  const cents = Number(absolute % 100n);
  const locale = locales[format.language];
  const wholeText = numberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(whole);
  const centsText = numberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false }).format(cents);
  const decimal = numberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  return `${negative ? '-' : ''}${symbol}${wholeText}${decimal}${centsText}`;
}

/** Plain numbers (counts, odds) in the reader's digits. */
export function formatNumber(value: number, language: Language, fractionDigits = 0): string {
  return numberFormat(locales[language], {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}
