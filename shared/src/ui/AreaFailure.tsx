import { useTranslation } from 'react-i18next';
import styles from './ui.module.css';

/** What a part of the page shows when it cannot load or render: the rest of the site goes on. */
export function AreaFailure({ onRetry, area }: { onRetry: () => void; area: string }) {
  const { t } = useTranslation('common');
  return (
    <section className={styles.failure} role="alert" data-testid="area-failure" data-area={area}>
      <h2>{t('remote.failedTitle')}</h2>
      <p>{t('remote.failedBody')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </section>
  );
}

export function AreaPending() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.pending} role="status" aria-live="polite">
      {t('remote.loading')}
    </div>
  );
}
