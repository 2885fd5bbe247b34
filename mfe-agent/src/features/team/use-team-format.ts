import { configAtom, currencySymbolAtom, formatDate, formatDateTime, formatMoney, formatNumber, useLanguage } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';

/** Money, counts and instants as the agent's pages word them: the reader's language, the brand's time zone. */
export function useTeamFormat() {
  const language = useLanguage();
  const currencySymbol = useAtomValue(currencySymbolAtom);
  const timeZone = useAtomValue(configAtom)?.merchant.timeZone || 'Asia/Dhaka';
  const money = useCallback((minor: number) => formatMoney(minor, { language, currencySymbol }), [language, currencySymbol]);
  const count = useCallback((value: number) => formatNumber(value, language), [language]);
  const dateTime = useCallback((value: string) => formatDateTime(value, language, timeZone), [language, timeZone]);
  /** A calendar day (yyyy-MM-dd) as the reader writes dates; the day itself, whatever the zone. */
  const day = useCallback((value: string) => formatDate(`${value}T00:00:00Z`, language, 'UTC'), [language]);
  return { money, count, dateTime, day, language };
}
