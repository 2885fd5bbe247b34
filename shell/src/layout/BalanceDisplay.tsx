import { balanceAtom, balanceHiddenAtom, bus, currencySymbolAtom, formatMoney, useLanguage } from '@khela/shared';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styles from './header.module.css';
import { Icon } from './icons';

/** Balance with show/hide and refresh; the wallet side answers `balance:changed` by fetching again. */
export function BalanceDisplay() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const balance = useAtomValue(balanceAtom);
  const currencySymbol = useAtomValue(currencySymbolAtom);
  const [hidden, setHidden] = useAtom(balanceHiddenAtom);
  const text =
    balance === null && !hidden ? t('header.balancePending') : formatMoney(balance ?? 0, { language, currencySymbol, hidden });
  return (
    <div className={styles.balance} role="group" aria-label={t('header.balance')}>
      <span className={styles.balanceAmount} data-testid="balance-amount">
        {text}
      </span>
      <button type="button" className={styles.iconButton} aria-pressed={hidden} aria-label={t('header.hideBalance')} onClick={() => setHidden(!hidden)}>
        <Icon name={hidden ? 'eyeOff' : 'eye'} />
      </button>
      <button type="button" className={styles.iconButton} aria-label={t('header.refreshBalance')} onClick={() => bus.emit('balance:changed', { reason: 'refresh' })}>
        <Icon name="refresh" />
      </button>
    </div>
  );
}
