import { formatNumber } from '@khela/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useWalletLabels } from '@/lib/use-wallet-labels';
import type { RebateLine } from './rebate-calls';

/** How the rebate page shows money, rates ("0.30%"), days and a line's name, in the reader's digits. */
export function useRebateFormat() {
  const { t } = useTranslation('member');
  const { money, dateTime, language } = useWalletLabels();
  const count = useCallback((value: number) => formatNumber(value, language), [language]);
  const rate = useCallback((ratePpm: number) => `${formatNumber(ratePpm / 10_000, language, 2)}%`, [language]);
  const multiple = useCallback((multipleX100: number) => formatNumber(multipleX100 / 100, language, multipleX100 % 100 === 0 ? 0 : 2), [language]);
  const lineName = useCallback(
    (line: Pick<RebateLine, 'gameType' | 'vendorCode'>) => {
      const category = t(`common:categories.${line.gameType}`, { defaultValue: line.gameType });
      return line.vendorCode ? t('rebate.lineVendor', { category, vendor: line.vendorCode }) : category;
    },
    [t],
  );
  return { money, dateTime, count, language, rate, multiple, lineName };
}
