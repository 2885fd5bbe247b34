import type { ApiError } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import styles from './team.module.css';

/** "Loading…" while a load runs; its translated failure and a retry when it failed; else nothing. */
export function LoadStatus({ loading, error, onRetry }: { loading: boolean; error: ApiError | null; onRetry: () => void }) {
  const { t } = useTranslation('agent');
  if (error && !loading) {
    return (
      <div className={styles.failure}>
        <p role="alert" className={styles.error}>
          {error.message}
        </p>
        <button type="button" className={styles.small} onClick={onRetry}>
          {t('team.retry')}
        </button>
      </div>
    );
  }
  return (
    <p role="status" className={styles.status}>
      {loading ? t('team.loading') : ''}
    </p>
  );
}
