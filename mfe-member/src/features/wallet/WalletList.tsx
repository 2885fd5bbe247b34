import { Icon, type Wallet } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import { useWalletLabels } from '@/lib/use-wallet-labels';
import styles from './wallet.module.css';

/** Every wallet with its balance, a locked one marked (word and padlock), then the total. */
export function WalletList({ wallets }: { wallets: readonly Wallet[] }) {
  const { t } = useTranslation('member');
  const labels = useWalletLabels();
  const total = wallets.reduce((sum, wallet) => sum + wallet.balance, 0);
  return (
    <>
      <ul className={styles.wallets} aria-label={t('wallet.wallets')}>
        {wallets.map((wallet) => (
          <li key={wallet.code} className={styles.wallet} data-testid={`wallet-${wallet.code}`}>
            <span className={styles.walletName}>
              {labels.walletName(wallet)}
              {wallet.locked && (
                <span className={styles.locked} data-testid="wallet-locked">
                  <Icon name="lock" />
                  {t('wallet.locked')}
                </span>
              )}
            </span>
            <span className={styles.amount}>{labels.money(wallet.balance)}</span>
            {wallet.locked && <p className={styles.walletHint}>{t('wallet.lockedHint')}</p>}
          </li>
        ))}
      </ul>
      <p className={styles.total} data-testid="wallet-total">
        <span>{t('wallet.total')}</span>
        <span className={styles.amount}>{labels.money(total)}</span>
      </p>
    </>
  );
}
