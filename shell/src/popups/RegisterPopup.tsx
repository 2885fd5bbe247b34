import { loading, Popup } from '@khela/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerImage } from '../widgets/BannerImage';
import { FormField } from './FormField';
import { completeLogin, register } from './identity-calls';
import { IdentityLinks } from './IdentityLinks';
import type { PopupViewProps } from './popup-view';
import styles from './popups.module.css';

/**
 * Registration (SPEC §2): the base fields and the terms tick. The identity issue adds the fields
 * driven by the server's register rules, the mobile variant, captcha and SMS code.
 */
export function RegisterPopup({ onClose }: PopupViewProps) {
  const { t } = useTranslation('shell');
  const [fields, setFields] = useState({ username: '', password: '', confirmPassword: '' });
  const [terms, setTerms] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (name: keyof typeof fields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!terms) return setError(t('popups.register.termsRequired'));
    if (!fields.username.trim() || !fields.password) return setError(t('popups.login.required'));
    if (fields.password !== fields.confirmPassword) return setError(t('popups.register.passwordMismatch'));
    setError(null);
    const result = await loading.during(register({ ...fields, username: fields.username.trim() }));
    if (result.ok) completeLogin(result.value, 'register');
    else setError(result.error.message);
  };

  return (
    <Popup title={t('popups.register.title')} onClose={onClose} className={styles.form} testId="popup-register">
      <BannerImage group="w_register" />
      <form className={styles.formBody} onSubmit={(event) => void onSubmit(event)} noValidate>
        <FormField label={t('popups.fields.username')} autoComplete="username" value={fields.username} onChange={(e) => set('username')(e.target.value)} />
        <FormField label={t('popups.fields.password')} type="password" autoComplete="new-password" value={fields.password} onChange={(e) => set('password')(e.target.value)} />
        <FormField
          label={t('popups.fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          value={fields.confirmPassword}
          onChange={(e) => set('confirmPassword')(e.target.value)}
        />
        <label className={styles.check}>
          <input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} />
          <span>{t('popups.register.acceptTerms')}</span>
        </label>
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <button type="submit" className={`kh-button kh-button--primary ${styles.submit}`}>
          {t('popups.register.submit')}
        </button>
      </form>
      <IdentityLinks from="register" to={['login']} />
    </Popup>
  );
}
