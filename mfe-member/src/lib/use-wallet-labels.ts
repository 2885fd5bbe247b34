import { currencySymbolAtom, formatDateTime, formatMoney, mainWallet, useLanguage, type Wallet } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { timeZoneAtom } from './brand-settings';

/** How the wallet pages word money, wallets and instants (in the merchant's time zone). */
export function useWalletLabels() {
  const { t } = useTranslation('member');
  const language = useLanguage();
  const currencySymbol = useAtomValue(currencySymbolAtom);
  const timeZone = useAtomValue(timeZoneAtom);
  const money = useCallback((minor: number) => formatMoney(minor, { language, currencySymbol }), [language, currencySymbol]);
  /** A change of money: '+' for money in, '-' for money out, so the sign never rests on colour alone. */
  const signedMoney = useCallback((minor: number) => (minor > 0 ? `+${money(minor)}` : money(minor)), [money]);
  /** The main wallet in the reader's language; game wallets by the vendor's own name. */
  const walletName = useCallback((wallet: Pick<Wallet, 'code' | 'name'> | undefined) => (!wallet || wallet.code === mainWallet ? t('wallet.main') : wallet.name), [t]);
  const dateTime = useCallback((value: string) => formatDateTime(value, language, timeZone), [language, timeZone]);
  return { money, signedMoney, walletName, dateTime, language };
}
