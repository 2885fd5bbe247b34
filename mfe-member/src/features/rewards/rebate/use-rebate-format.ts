import { formatNumber, gameMenusAtom } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useWalletLabels } from '@/lib/use-wallet-labels';
import type { RebateLine } from './rebate-calls';

/** How the rebate page shows money, rates ("0.30%"), days and a line's name, in the reader's digits. */
export function useRebateFormat() {
  const { t } = useTranslation('member');
  const { money, dateTime, language } = useWalletLabels();
  const menus = useAtomValue(gameMenusAtom);
  // A vendor with its own rate is named as the menus name it (a code only when the brand no longer lists it).
  const vendorNames = useMemo(() => new Map<string, string>(menus.flatMap((menu) => menu.vendors.map((vendor) => [`${menu.gameType}|${vendor.vassalage}`, vendor.displayName] as const))), [menus]);
  const count = useCallback((value: number) => formatNumber(value, language), [language]);
  const rate = useCallback((ratePpm: number) => `${formatNumber(ratePpm / 10_000, language, 2)}%`, [language]);
  const multiple = useCallback((multipleX100: number) => formatNumber(multipleX100 / 100, language, multipleX100 % 100 === 0 ? 0 : 2), [language]);
  const lineName = useCallback(
    (line: Pick<RebateLine, 'gameType' | 'vendorCode'>) => {
      const category = t(`common:categories.${line.gameType}`, { defaultValue: line.gameType });
      if (!line.vendorCode) return category;
      return t('rebate.lineVendor', { category, vendor: vendorNames.get(`${line.gameType}|${line.vendorCode}`) ?? line.vendorCode });
    },
    [t, vendorNames],
  );
  return { money, dateTime, count, language, rate, multiple, lineName };
}
