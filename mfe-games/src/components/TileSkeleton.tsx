import { useTranslation } from 'react-i18next';
import styles from './ui.module.css';

/**
 * Grey tiles where the first page will be, so a slow network shows the page's shape at once; a
 * screen reader hears the status instead.
 */
export function TileSkeleton({ count, label }: { count: number; label: string }) {
  const { t } = useTranslation('games');
  return (
    <div data-testid="tile-skeleton" aria-busy="true">
      <p role="status" className={styles.srOnly}>
        {t('loading', { what: label })}
      </p>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={styles.skeletonTile} />
        ))}
      </ul>
    </div>
  );
}
