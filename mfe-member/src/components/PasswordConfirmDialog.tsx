import { Popup } from '@khela/shared';
import { callSealed } from '@khela/shared/sealed';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import panelStyles from '@/components/panel.module.css';
import { passwordPrompt } from '@/lib/password-confirmation';

/** POST /wps/member/confirmPassword (sealed): opens sensitive changes for 5 minutes in this session. */
export function confirmPassword(password: string) {
  return callSealed<null>('post', '/wps/member/confirmPassword', { password });
}

/**
 * The popup a sensitive change opens when the api wants the password again: a labelled password
 * field, focus kept inside, Escape or the close button cancel the change. Mounted once by the
 * member center.
 */
export function PasswordConfirmDialog() {
  const open = useSyncExternalStore(passwordPrompt.subscribe, passwordPrompt.isOpen, passwordPrompt.isOpen);
  return open ? <PasswordForm /> : null;
}

function PasswordForm() {
  const { t } = useTranslation('member');
  const fieldId = useId();
  const introId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // The popup first focuses its close button; the one thing to do here is type the password.
  useEffect(() => {
    const later = setTimeout(() => field.current?.focus(), 0);
    return () => clearTimeout(later);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    if (!password) {
      setError(t('security.confirmPassword.required'));
      return;
    }
    setChecking(true);
    setError(null);
    const result = await confirmPassword(password);
    setChecking(false);
    if (result.ok) passwordPrompt.settle(true);
    else setError(result.error.message);
  };

  return (
    <Popup title={t('security.confirmPassword.title')} onClose={() => passwordPrompt.settle(false)} width={360} testId="password-confirm">
      <form onSubmit={(event) => void submit(event)} aria-describedby={introId} noValidate>
        <p id={introId}>{t('security.confirmPassword.intro')}</p>
        <label htmlFor={fieldId}>{t('security.confirmPassword.password')}</label>
        <input
          ref={field}
          id={fieldId}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error !== null}
          maxLength={128}
        />
        <p role="alert" className={panelStyles.error}>
          {error ?? ''}
        </p>
        <div>
          <button type="submit" className={panelStyles.small} disabled={checking}>
            {checking ? t('security.confirmPassword.checking') : t('security.confirmPassword.submit')}
          </button>{' '}
          <button type="button" className={panelStyles.small} onClick={() => passwordPrompt.settle(false)}>
            {t('security.confirmPassword.cancel')}
          </button>
        </div>
      </form>
    </Popup>
  );
}
