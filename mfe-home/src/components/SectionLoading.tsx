import { useTranslation } from 'react-i18next';
import styles from './sections.module.css';

/** A section's "loading" line: its answer (or the code that draws it) is on its way. */
export function SectionLoading({ texts }: { texts: string }) {
  const { t } = useTranslation('home');
  return (
    <p className={styles.status} role="status">
      {t(`${texts}.loading`)}
    </p>
  );
}
