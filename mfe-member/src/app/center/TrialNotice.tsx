import { openPopup } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import styles from './center.module.css';

/** SPEC §4/§8: a trial account may not use the member center; it is asked for a real account. */
export function TrialNotice() {
  const { t } = useTranslation('member');
  return (
    <section className={styles.trial} role="alert" data-testid="trial-notice">
      <h1 className={styles.title}>{t('trial.title')}</h1>
      <p>{t('trial.body')}</p>
      <button type="button" className={styles.primary} onClick={() => openPopup('register')}>
        {t('trial.upgrade')}
      </button>
    </section>
  );
}
