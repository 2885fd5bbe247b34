import { currencySymbolAtom, formatDateTime, formatMoney, formatNumber, useLanguage } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { timeZoneAtom } from '@/lib/brand-settings';

/** How the reward center shows money (brand symbol, the reader's digits), points, multiples and instants in the brand's zone. */
export function useRewardFormat() {
  const language = useLanguage();
  const currencySymbol = useAtomValue(currencySymbolAtom);
  const timeZone = useAtomValue(timeZoneAtom);
  const money = useCallback((minor: number) => formatMoney(minor, { language, currencySymbol }), [language, currencySymbol]);
  const count = useCallback((value: number) => formatNumber(value, language), [language]);
  /** A wagering multiple stored ×100: 300 → "3", 250 → "2.5". */
  const multiple = useCallback((x100: number) => formatNumber(x100 / 100, language, x100 % 100 === 0 ? 0 : x100 % 10 === 0 ? 1 : 2), [language]);
  const dateTime = useCallback((iso: string) => formatDateTime(iso, language, timeZone), [language, timeZone]);
  return { money, count, multiple, dateTime };
}
