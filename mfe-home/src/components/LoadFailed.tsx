import { useTranslation } from 'react-i18next';
import styles from './sections.module.css';

/** A section whose call failed: what happened (translated) and a way to try again. */
export function LoadFailed({ title, detail, onRetry }: { title: string; detail?: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.failed} role="alert" data-testid="load-failed">
      <p className={styles.failedTitle}>{title}</p>
      {detail && <p className={styles.failedDetail}>{detail}</p>}
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </div>
  );
}
