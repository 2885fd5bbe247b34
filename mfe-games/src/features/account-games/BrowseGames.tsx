import { EmptyState, Link } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import styles from '@/components/ui.module.css';

/** An empty account list points to the games. */
export function BrowseGames({ title }: { title: string }) {
  const { t } = useTranslation('games');
  return (
    <EmptyState title={title}>
      <Link to="/" className={styles.primary}>
        {t('browse')}
      </Link>
    </EmptyState>
  );
}
