import { useTranslation } from 'react-i18next';
import styles from './ui.module.css';

/** Page buttons under a grid; nothing when everything fits on one page. */
export function Pager({ page, count, onChange }: { page: number; count: number; onChange: (page: number) => void }) {
  const { t } = useTranslation('games');
  if (count <= 1) return null;
  const pages = Array.from({ length: count }, (_, i) => i + 1);
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <button type="button" className={styles.pageButton} disabled={page <= 1} onClick={() => onChange(page - 1)} aria-label={t('pager.previous')}>
        ‹
      </button>
      {pages.map((n) => (
        <button
          key={n}
          type="button"
          className={styles.pageButton}
          aria-current={n === page ? 'page' : undefined}
          aria-label={t('pager.page', { page: n })}
          onClick={() => onChange(n)}
        >
          {n}
        </button>
      ))}
      <button type="button" className={styles.pageButton} disabled={page >= count} onClick={() => onChange(page + 1)} aria-label={t('pager.next')}>
        ›
      </button>
    </nav>
  );
}
