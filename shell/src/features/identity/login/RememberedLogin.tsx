import { useTranslation } from 'react-i18next';
import styles from '@/components/popups.module.css';
import own from './login.module.css';

interface RememberedLoginProps {
  username: string;
  onContinue: () => void;
  onOtherAccount: () => void;
}

/** "Continue as …" for a remembered device (docs/identity.md: a remember token, never a password). */
export function RememberedLogin({ username, onContinue, onOtherAccount }: RememberedLoginProps) {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.formBody}>
      <p className={own.welcome}>{t('popups.login.remembered.welcome', { username })}</p>
      <button type="button" className={`kh-button kh-button--primary ${styles.submit}`} onClick={onContinue}>
        {t('popups.login.remembered.continue', { username })}
      </button>
      <button type="button" className={`kh-button ${own.secondary}`} onClick={onOtherAccount}>
        {t('popups.login.remembered.other')}
      </button>
    </div>
  );
}
