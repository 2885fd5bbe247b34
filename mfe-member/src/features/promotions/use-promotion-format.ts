import { currencySymbolAtom, formatDateTime, formatMoney, formatNumber, useLanguage } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { timeZoneAtom } from '@/lib/brand-settings';

/** How the promotion pages show money (brand symbol, the reader's digits), counts and instants (the brand's zone). */
export function usePromotionFormat() {
  const language = useLanguage();
  const currencySymbol = useAtomValue(currencySymbolAtom);
  const timeZone = useAtomValue(timeZoneAtom);
  const money = useCallback((minor: number) => formatMoney(minor, { language, currencySymbol }), [language, currencySymbol]);
  const dateTime = useCallback((iso: string) => formatDateTime(iso, language, timeZone), [language, timeZone]);
  const count = useCallback((value: number) => formatNumber(value, language), [language]);
  return { money, dateTime, count };
}
