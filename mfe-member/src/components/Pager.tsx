import { formatNumber, type Language } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import styles from '@/components/panel.module.css';

export interface PagerProps {
  label: string;
  page: number;
  totalPages: number;
  language: Language;
  busy?: boolean;
  onChange: (page: number) => void;
}

/**
 * Previous / "page 2 of 5" / next. An end button is marked aria-disabled rather than disabled so
 * the focus stays on it when the last page arrives.
 */
export function Pager({ label, page, totalPages, language, busy = false, onChange }: PagerProps) {
  const { t } = useTranslation('member');
  const move = (to: number) => {
    if (busy || to < 1 || to > totalPages) return;
    onChange(to);
  };
  const end = (off: boolean) => ({ 'aria-disabled': off || busy ? true : undefined });
  return (
    <nav className={styles.pager} aria-label={label}>
      <button type="button" className={styles.small} {...end(page <= 1)} onClick={() => move(page - 1)}>
        {t('security.history.previous')}
      </button>
      <p className={styles.pageLabel} aria-live="polite">
        {t('security.history.page', { page: formatNumber(page, language), total: formatNumber(totalPages, language) })}
      </p>
      <button type="button" className={styles.small} {...end(page >= totalPages)} onClick={() => move(page + 1)}>
        {t('security.history.next')}
      </button>
    </nav>
  );
}
