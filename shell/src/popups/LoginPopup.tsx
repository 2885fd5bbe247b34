import { loading, Popup, whitelabelAtom } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerImage } from '../widgets/BannerImage';
import { FormField } from './FormField';
import { completeLogin, login, type LoginMode } from './identity-calls';
import { IdentityLinks } from './IdentityLinks';
import { LoginTabs } from './LoginTabs';
import type { PopupViewProps } from './popup-view';
import styles from './popups.module.css';

/**
 * Login (SPEC §2): username and password, or mobile number and SMS code when verification-code
 * login is on. The slider check, captcha and SMS code request arrive with the identity issue.
 */
export function LoginPopup({ onClose }: PopupViewProps) {
  const { t } = useTranslation('shell');
  const { showVerCodeLogin } = useAtomValue(whitelabelAtom);
  const modes: LoginMode[] = showVerCodeLogin ? ['username', 'sms'] : ['username'];
  const [mode, setMode] = useState<LoginMode>('username');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const tabId = (option: LoginMode) => `${baseId}-tab-${option}`;
  const sms = mode === 'sms';

  const changeMode = (next: LoginMode) => {
    setMode(next);
    setError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(t(sms ? 'popups.login.smsRequired' : 'popups.login.required'));
      return;
    }
    setError(null);
    const result = await loading.during(login({ username: username.trim(), password, type: mode }));
    if (result.ok) completeLogin(result.value, 'login');
    else setError(result.error.message);
  };

  return (
    <Popup title={t('popups.login.title')} onClose={onClose} className={styles.form} testId="popup-login">
      <BannerImage group="w_login" />
      {modes.length > 1 && <LoginTabs modes={modes} mode={mode} onChange={changeMode} idFor={tabId} panelId={panelId} />}
      <form
        id={panelId}
        role={modes.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={modes.length > 1 ? tabId(mode) : undefined}
        className={styles.formBody}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <FormField
          key={`${mode}-user`}
          label={t(sms ? 'popups.fields.mobile' : 'popups.fields.username')}
          type={sms ? 'tel' : 'text'}
          inputMode={sms ? 'tel' : undefined}
          autoComplete={sms ? 'tel' : 'username'}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <FormField
          key={`${mode}-secret`}
          label={t(sms ? 'popups.fields.verificationCode' : 'popups.fields.password')}
          type={sms ? 'text' : 'password'}
          inputMode={sms ? 'numeric' : undefined}
          autoComplete={sms ? 'one-time-code' : 'current-password'}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <button type="submit" className={`kh-button kh-button--primary ${styles.submit}`}>
          {t('popups.login.submit')}
        </button>
      </form>
      <IdentityLinks from="login" to={['register', 'forgotPassword']} />
    </Popup>
  );
}
