import { balanceAtom, balanceHiddenAtom, bus, currencySymbolAtom, formatMoney, NavLink, openBonusAtom, useLanguage } from '@khela/shared';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { balanceFailedAtom, balanceLoadingAtom } from './live-balance';
import { Icon } from '@/components/Icon';
import { memberPaths } from '@/lib/site-paths';
import iconStyles from '@/components/icon-button.module.css';
import styles from './balance.module.css';

/**
 * The member's balance with show/hide (remembered on the device) and refresh. The figure comes
 * from the live balance (live-balance.ts); refresh asks for it through `balance:changed`. Open bonus
 * money shows beneath it (from the rewards summary and its pushes), linking to bonusDetails.
 */
export function BalanceDisplay() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const balance = useAtomValue(balanceAtom);
  const currencySymbol = useAtomValue(currencySymbolAtom);
  const loading = useAtomValue(balanceLoadingAtom);
  const failed = useAtomValue(balanceFailedAtom);
  const [hidden, setHidden] = useAtom(balanceHiddenAtom);
  const bonus = useAtomValue(openBonusAtom);
  const text =
    balance === null && !hidden ? t('header.balancePending') : formatMoney(balance ?? 0, { language, currencySymbol, hidden });
  // aria-disabled, not disabled: the button keeps the focus while the load runs.
  const refresh = () => {
    if (!loading) bus.emit('balance:changed', { reason: 'refresh' });
  };
  const status = loading ? t('header.balanceLoading') : failed ? t('header.balanceFailed') : '';
  return (
    <div className={styles.balance} role="group" aria-label={t('header.balance')} data-testid="header-balance">
      <span className={styles.amounts}>
        <span className={styles.balanceAmount} data-testid="balance-amount">
          {text}
        </span>
        {/* Bonus money is not in the balance: it waits on its grant until wagered (docs/rewards.md). */}
        {bonus.open > 0 && (
          <NavLink to={memberPaths.bonusDetails} className={styles.bonusLine} data-testid="header-bonus">
            {t('header.bonusLine', { amount: formatMoney(bonus.amount, { language, currencySymbol, hidden }) })}
          </NavLink>
        )}
      </span>
      <button type="button" className={iconStyles.iconButton} aria-pressed={hidden} aria-label={t('header.hideBalance')} onClick={() => setHidden(!hidden)}>
        <Icon name={hidden ? 'eyeOff' : 'eye'} />
      </button>
      <button
        type="button"
        className={`${iconStyles.iconButton} ${loading ? styles.spinning : ''} ${failed && !loading ? styles.refreshFailed : ''}`}
        aria-label={t('header.refreshBalance')}
        aria-disabled={loading || undefined}
        onClick={refresh}
      >
        <Icon name="refresh" />
      </button>
      <span role="status" className="kh-visually-hidden">
        {status}
      </span>
    </div>
  );
}
