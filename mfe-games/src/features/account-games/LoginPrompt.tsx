import { EmptyState, openPopup } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import styles from '@/components/ui.module.css';

/** A visitor's account list: these lists are the member's own, so ask for a login (the popup). */
export function LoginPrompt({ title }: { title: string }) {
  const { t } = useTranslation('games');
  return (
    <EmptyState title={title} testId="login-prompt">
      <button type="button" className={styles.primary} onClick={() => openPopup('login')}>
        {t('account.login')}
      </button>
    </EmptyState>
  );
}
