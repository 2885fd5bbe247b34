import { copyWithConfirmation } from '@/lib/copy';
import styles from '@/components/popups.module.css';
import own from './login.module.css';
import { useIdentityTranslation } from '../identity-texts';

interface OneClickCredentialsProps {
  username: string;
  password: string;
  onContinue: () => void;
}

/**
 * The credentials of a one-click account, shown once (the server keeps only the password's hash):
 * each with a copy button, and a button to go on once they are saved.
 */
export function OneClickCredentials({ username, password, onContinue }: OneClickCredentialsProps) {
  const { t } = useIdentityTranslation();
  const entries = [
    { key: 'username', label: t('fields.username'), value: username },
    { key: 'password', label: t('fields.password'), value: password },
  ];
  return (
    <div className={styles.formBody}>
      <p className={own.warning} role="note">
        {t('login.oneClick.saveNow')}
      </p>
      <dl className={own.credentials}>
        {entries.map((entry) => (
          <div key={entry.key} className={own.credential}>
            <div>
              <dt>{entry.label}</dt>
              <dd data-testid={`one-click-${entry.key}`}>{entry.value}</dd>
            </div>
            <button type="button" className="kh-button" aria-label={t('login.oneClick.copy', { what: entry.label })} onClick={() => void copyWithConfirmation(entry.value)}>
              {t('common:actions.copy')}
            </button>
          </div>
        ))}
      </dl>
      <button type="button" className={`kh-button kh-button--primary ${styles.submit}`} onClick={onContinue}>
        {t('login.oneClick.saved')}
      </button>
    </div>
  );
}
