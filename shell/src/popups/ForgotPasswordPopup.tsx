import { closePopup, loading, modal, Popup } from '@khela/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerImage } from '../widgets/BannerImage';
import { FormField } from './FormField';
import { forgotPassword } from './identity-calls';
import { IdentityLinks } from './IdentityLinks';
import type { PopupViewProps } from './popup-view';
import styles from './popups.module.css';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Forgot password by e-mail (SPEC §4); the reset by phone arrives with the identity issue. */
export function ForgotPasswordPopup({ onClose }: PopupViewProps) {
  const { t } = useTranslation('shell');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !emailPattern.test(email.trim())) return setError(t('popups.forgot.invalid'));
    setError(null);
    const result = await loading.during(forgotPassword({ username: username.trim(), email: email.trim() }));
    if (!result.ok) return setError(result.error.message);
    closePopup('forgotPassword');
    modal.open({ icon: 'success', text: t('popups.forgot.sent'), buttons: [{ label: t('common:actions.confirm'), primary: true }] });
  };

  return (
    <Popup title={t('popups.forgot.title')} onClose={onClose} className={styles.form} testId="popup-forgotPassword">
      <BannerImage group="w_forget" />
      <form className={styles.formBody} onSubmit={(event) => void onSubmit(event)} noValidate>
        <FormField label={t('popups.fields.username')} autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
        <FormField label={t('popups.fields.email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <button type="submit" className={`kh-button kh-button--primary ${styles.submit}`}>
          {t('popups.forgot.submit')}
        </button>
      </form>
      <IdentityLinks from="forgotPassword" to={['login']} />
    </Popup>
  );
}
