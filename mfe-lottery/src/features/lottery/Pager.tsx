import { formatNumber, useLanguage } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import styles from './lottery.module.css';

export function Pager({ pageNo, totalPages, busy, onPage }: { pageNo: number; totalPages: number; busy: boolean; onPage: (page: number) => void }) {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <button type="button" className={styles.secondary} disabled={pageNo <= 1 || busy} onClick={() => onPage(pageNo - 1)}>
        {t('pager.previous')}
      </button>
      <span aria-live="polite">{t('pager.pageOf', { page: formatNumber(pageNo, language), pages: formatNumber(totalPages, language) })}</span>
      <button type="button" className={styles.secondary} disabled={pageNo >= totalPages || busy} onClick={() => onPage(pageNo + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
