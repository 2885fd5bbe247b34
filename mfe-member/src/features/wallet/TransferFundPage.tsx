import { balanceAtom, EmptyState, mainWallet, walletCalls, type Wallet } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadStatus, PageFrame } from '@khela/shared/reports';
import { Section } from '@/components/Section';
import panelStyles from '@/components/panel.module.css';
import { type Loaded, useMemberQuery } from '@/lib/use-api-query';
import { WalletList } from './WalletList';
import { WalletTransferForm } from './WalletTransferForm';
import styles from './wallet.module.css';

/**
 * My wallet (transferFund): the main wallet and every game wallet with its balance, and the form
 * that moves money between them. The main wallet follows the live balance while the page is open.
 */
export function TransferFundPage() {
  const { t } = useTranslation('member');
  // Balances move with every bet and transfer: read fresh each time the page opens.
  const loaded = useMemberQuery(['wallets'], walletCalls.wallets, { staleTime: 0 });
  const { setValue } = loaded;
  const wallets = loaded.value?.wallets ?? null;
  const takeWallets = useCallback((next: Wallet[]) => setValue({ wallets: next }), [setValue]);
  useFollowMainBalance(setValue);
  const gameWallets = wallets?.some((wallet) => wallet.code !== mainWallet) ?? false;
  return (
    <PageFrame title={t('pages.transferFund.title')} intro={t('pages.transferFund.intro')} testId="member-page-transferFund">
      <div className={styles.sections}>
        <Section title={t('wallet.wallets')} testId="wallet-list">
          <div className={styles.headingRow}>
            <LoadStatus loading={loaded.loading && !wallets} error={wallets ? null : loaded.error} onRetry={loaded.reload} shape="rows" count={4} />
            {wallets && (
              <button type="button" className={panelStyles.small} aria-disabled={loaded.loading || undefined} onClick={() => !loaded.loading && loaded.reload()}>
                {loaded.loading ? t('loading') : t('wallet.refresh')}
              </button>
            )}
          </div>
          {wallets && <WalletList wallets={wallets} />}
          {wallets && loaded.error && (
            <p role="alert" className={panelStyles.error}>
              {loaded.error.message}
            </p>
          )}
        </Section>
        {wallets && (
          <Section title={t('wallet.move.title')} testId="wallet-move">
            {gameWallets ? <WalletTransferForm wallets={wallets} onWallets={takeWallets} /> : <EmptyState title={t('wallet.noGameWallets')} />}
          </Section>
        )}
      </div>
    </PageFrame>
  );
}

/** A deposit or a game's win arriving while the page is open moves the main wallet's figure too. */
function useFollowMainBalance(setValue: Loaded<{ wallets: Wallet[] }>['setValue']) {
  const balance = useAtomValue(balanceAtom);
  const seen = useRef(balance);
  useEffect(() => {
    if (balance === seen.current) return;
    seen.current = balance;
    if (balance === null) return;
    // Applied to the newest list, not to this render's: a move's answer may have landed since
    // this render, and must not be replaced by the list as it was before the move.
    setValue((current) =>
      current && {
        wallets: current.wallets.map((wallet) => (wallet.code === mainWallet && wallet.balance !== balance ? { ...wallet, balance } : wallet)),
      },
    );
  }, [balance, setValue]);
}
