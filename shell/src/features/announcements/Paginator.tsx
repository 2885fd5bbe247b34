import { formatNumber, useLanguage } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import { pageItems } from './paginate';
import styles from '@/components/popups.module.css';

interface PaginatorProps {
  page: number;
  total: number;
  range: number;
  margin?: number;
  onChange: (page: number) => void;
}

export function Paginator({ page, total, range, margin = 1, onChange }: PaginatorProps) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  if (total <= 1) return null;
  return (
    <nav aria-label={t('popups.pagination.label')}>
      <ul className={styles.pager}>
        <li>
          <button type="button" className={styles.pageButton} disabled={page <= 1} onClick={() => onChange(page - 1)} aria-label={t('popups.pagination.previous')}>
            ‹
          </button>
        </li>
        {pageItems(page, total, range, margin).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.pageButton}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('popups.pagination.page', { page: formatNumber(item, language) })}
                onClick={() => onChange(item)}
              >
                {formatNumber(item, language)}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className={styles.pageButton} disabled={page >= total} onClick={() => onChange(page + 1)} aria-label={t('popups.pagination.next')}>
            ›
          </button>
        </li>
      </ul>
    </nav>
  );
}
