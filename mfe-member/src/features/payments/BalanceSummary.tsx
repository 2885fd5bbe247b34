import type { ApiError } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import styles from './payments.module.css';
import { usePaymentFormat } from './use-payment-format';
import { LoadStatus } from '@khela/shared/reports';

export interface BalanceSummaryProps {
  balance: number | null;
  loading: boolean;
  error: ApiError | null;
  onRetry: () => void;
}

/** "Available balance ৳1,250.00" at the top of a page that takes money out of the main wallet. */
export function BalanceSummary({ balance, loading, error, onRetry }: BalanceSummaryProps) {
  const { t } = useTranslation('member');
  const { money } = usePaymentFormat();
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{t('payments.balance')}</p>
      {balance !== null ? (
        <p className={styles.balance} data-testid="payments-balance">
          {money(balance)}
        </p>
      ) : (
        <LoadStatus loading={loading} error={error} onRetry={onRetry} />
      )}
    </div>
  );
}
