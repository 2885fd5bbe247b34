import styles from '@/components/popups.module.css';
import own from './login.module.css';
import { useIdentityTranslation } from '../identity-texts';

interface RememberedLoginProps {
  username: string;
  onContinue: () => void;
  onOtherAccount: () => void;
}

/** "Continue as …" for a remembered device (docs/identity.md: a remember token, never a password). */
export function RememberedLogin({ username, onContinue, onOtherAccount }: RememberedLoginProps) {
  const { t } = useIdentityTranslation();
  return (
    <div className={styles.formBody}>
      <p className={own.welcome}>{t('login.remembered.welcome', { username })}</p>
      <button type="button" className={`kh-button kh-button--primary ${styles.submit}`} onClick={onContinue}>
        {t('login.remembered.continue', { username })}
      </button>
      <button type="button" className={`kh-button ${own.secondary}`} onClick={onOtherAccount}>
        {t('login.remembered.other')}
      </button>
    </div>
  );
}
