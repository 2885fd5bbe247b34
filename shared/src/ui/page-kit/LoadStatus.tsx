import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/api-error';
import styles from './status-kit.module.css';

/** "Loading…" while a load runs; its translated failure and a retry when it failed; else nothing. */
export function LoadStatus({ loading, error, onRetry }: { loading: boolean; error: ApiError | null; onRetry: () => void }) {
  const { t } = useTranslation('common');
  if (error && !loading) {
    return (
      <div className={styles.failure}>
        <p role="alert" className={styles.error}>
          {error.message}
        </p>
        <button type="button" className={styles.small} onClick={onRetry}>
          {t('actions.retry')}
        </button>
      </div>
    );
  }
  return (
    <p role="status" className={styles.status}>
      {loading ? t('loading') : ''}
    </p>
  );
}
