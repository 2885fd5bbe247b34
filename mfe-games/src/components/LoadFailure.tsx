import type { ApiError } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import styles from './ui.module.css';

/** A failed call in the reader's language (the api client translates it), with a retry. */
export function LoadFailure({ error, message, onRetry }: { error?: ApiError | null; message?: string; onRetry: () => void }) {
  const { t } = useTranslation('games');
  return (
    <div className={styles.failure} data-testid="load-failure">
      <p role="alert" className={styles.failureText}>
        {message ?? error?.message ?? t('errors.loadFailed')}
      </p>
      <button type="button" className={styles.secondary} onClick={onRetry}>
        {t('common:actions.retry')}
      </button>
    </div>
  );
}
