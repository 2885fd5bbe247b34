import { formatNumber, type BetTotals } from '@khela/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useWalletLabels } from '@/lib/use-wallet-labels';
import styles from './games.module.css';
import { signedTone } from './signed-tone';

/** The sums over every bet the filters select (the api adds them up, not only this page). */
export function BetTotalsSummary({ totals }: { totals: BetTotals }) {
  const { t } = useTranslation('member');
  const labels = useWalletLabels();
  const headingId = useId();
  return (
    <div className={styles.totals} role="group" aria-labelledby={headingId} data-testid="bet-totals">
      <h3 id={headingId} className={styles.totalsHeading}>
        {t('bets.totals.title')}
      </h3>
      <dl className={styles.totalsList}>
        <div>
          <dt>{t('bets.totals.count')}</dt>
          <dd data-testid="totals-count">{formatNumber(totals.count, labels.language)}</dd>
        </div>
        <div>
          <dt>{t('bets.totals.stake')}</dt>
          <dd data-testid="totals-stake">{labels.money(totals.stake)}</dd>
        </div>
        <div>
          <dt>{t('bets.totals.payout')}</dt>
          <dd data-testid="totals-payout">{labels.money(totals.payout)}</dd>
        </div>
        <div>
          <dt>{t('bets.totals.net')}</dt>
          <dd className={signedTone(totals.net)} data-testid="totals-net">
            {labels.signedMoney(totals.net)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
