import { currencySymbolAtom, formatMoney, formatNumber, useLanguage } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';

/** Metrics counted in money (minor units); the others are counts. */
const MONEY_METRICS = new Set(['turnover', 'deposit_amount']);

/** How the missions page shows money (the brand's symbol), counts and multiples, in the reader's digits. */
export function useMissionFormat() {
  const language = useLanguage();
  const currencySymbol = useAtomValue(currencySymbolAtom);
  const money = useCallback((minor: number) => formatMoney(minor, { language, currencySymbol }), [language, currencySymbol]);
  const count = useCallback((value: number) => formatNumber(value, language), [language]);
  /** A wagering multiple stored ×100: 300 → "3", 250 → "2.5". */
  const multiple = useCallback((x100: number) => formatNumber(x100 / 100, language, x100 % 100 === 0 ? 0 : x100 % 10 === 0 ? 1 : 2), [language]);
  /** A mission's progress figure: money for turnover and deposits, a count for the rest. */
  const metricValue = useCallback((metric: string, value: number) => (MONEY_METRICS.has(metric) ? money(value) : count(value)), [money, count]);
  return { money, count, multiple, metricValue };
}
