import { useTranslation } from 'react-i18next';
import styles from './status.module.css';

/** The config call itself failed (offline, server down): say so and offer a reload. */
export function StartupFailure({ message }: { message: string }) {
  const { t } = useTranslation('shell');
  return (
    <main className={styles.page} data-testid="startup-failure">
      <div className={styles.card} role="alert">
        <h1>{t('status.startupFailedTitle')}</h1>
        <p>{message}</p>
        <div className={styles.actions}>
          <button type="button" className="kh-button kh-button--primary" onClick={() => window.location.reload()}>
            {t('common:actions.retry')}
          </button>
        </div>
      </div>
    </main>
  );
}
