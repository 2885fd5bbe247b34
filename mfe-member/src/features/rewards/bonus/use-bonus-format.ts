import { currencySymbolAtom, formatDateTime, formatMoney, formatNumber, useLanguage } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { timeZoneAtom } from '@/lib/brand-settings';

/** How bonusDetails shows money (brand symbol, 2 decimals, the reader's digits), counts and instants in the brand's zone. */
export function useBonusFormat() {
  const language = useLanguage();
  const currencySymbol = useAtomValue(currencySymbolAtom);
  const timeZone = useAtomValue(timeZoneAtom);
  const money = useCallback((minor: number) => formatMoney(minor, { language, currencySymbol }), [language, currencySymbol]);
  const count = useCallback((value: number) => formatNumber(value, language), [language]);
  const dateTime = useCallback((iso: string) => formatDateTime(iso, language, timeZone), [language, timeZone]);
  return { money, count, dateTime };
}
