import { openPopup } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import styles from './header.module.css';

/** A visitor's header buttons: both open popups over the current page. */
export function GuestActions() {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.guest}>
      <button type="button" className="kh-button" onClick={() => openPopup('login')}>
        {t('header.login')}
      </button>
      <button type="button" className="kh-button kh-button--primary" onClick={() => openPopup('register')}>
        {t('header.register')}
      </button>
    </div>
  );
}
