import { currencySymbolAtom, formatDateTime, formatMoney, formatNumber, useLanguage } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { timeZoneAtom } from '@/lib/brand-settings';

/** Points, money and times in the reader's digits (Bengali digits in Bengali), times in the brand's zone. */
export function usePointsFormat() {
  const language = useLanguage();
  const currencySymbol = useAtomValue(currencySymbolAtom);
  const timeZone = useAtomValue(timeZoneAtom);
  const count = useCallback((value: number) => formatNumber(value, language), [language]);
  /** A signed change: "+১২" / "-৫০০". */
  const signed = useCallback((value: number) => `${value > 0 ? '+' : value < 0 ? '-' : ''}${formatNumber(Math.abs(value), language)}`, [language]);
  const money = useCallback((minor: number) => formatMoney(minor, { language, currencySymbol }), [language, currencySymbol]);
  const dateTime = useCallback((iso: string) => formatDateTime(iso, language, timeZone), [language, timeZone]);
  /** A multiple stored ×100 (150 = 1.5). */
  const multiple = useCallback((x100: number) => formatNumber(x100 / 100, language, x100 % 100 === 0 ? 0 : x100 % 10 === 0 ? 1 : 2), [language]);
  return { language, count, signed, money, dateTime, multiple };
}
