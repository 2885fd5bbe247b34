import { currencySymbolAtom, formatDateTime, formatMoney, formatNumber, useLanguage } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { timeZoneAtom } from '@/lib/brand-settings';

/** How the payment pages show money (brand symbol, 2 decimals, the reader's digits), counts and instants. */
export function usePaymentFormat() {
  const language = useLanguage();
  const currencySymbol = useAtomValue(currencySymbolAtom);
  const timeZone = useAtomValue(timeZoneAtom);
  const money = useCallback((minor: number) => formatMoney(minor, { language, currencySymbol }), [language, currencySymbol]);
  /** A round quick amount without the decimals: "৳500". */
  const wholeMoney = useCallback((minor: number) => `${currencySymbol}${formatNumber(Math.floor(minor / 100), language)}`, [language, currencySymbol]);
  const count = useCallback((value: number) => formatNumber(value, language), [language]);
  const dateTime = useCallback((iso: string) => formatDateTime(iso, language, timeZone), [language, timeZone]);
  return { language, money, wholeMoney, count, dateTime };
}
