import { EmptyState, Link } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../ui/PageHeading';
import styles from '../ui/ui.module.css';

/**
 * /favorite (the shell's guard asks for login) and /recent. Their lists come with the games issue
 * (favourites list and recent games calls); until then the page says so plainly.
 */
export function AccountGames({ kind }: { kind: 'favorite' | 'recent' }) {
  const { t } = useTranslation('games');
  return (
    <div className={styles.page} data-testid={`account-games-${kind}`}>
      <PageHeading>{t(`${kind}.title`)}</PageHeading>
      <EmptyState title={t(`${kind}.empty`)}>
        <Link to="/" className={styles.primary}>
          {t('browse')}
        </Link>
      </EmptyState>
    </div>
  );
}
