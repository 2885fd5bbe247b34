import { closePopup, loading, navigate, Popup } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { endSession } from '@/lib/session/end-session';
import { sitePaths } from '@/lib/site-paths';
import { finishLogin } from './login/finish-login';
import { fieldRulesAtom } from './login/identity-config';
import { TextField } from './login/TextField';
import own from './login/login.module.css';
import { changePassword } from './password/password-calls';
import { confirmationProblem, newPasswordProblem, requiredProblem } from './password/password-checks';
import type { PopupViewProps } from '@/lib/popups/popup-view';
import styles from '@/components/popups.module.css';
import { FormSubmit } from './FormSubmit';
import { useIdentityTranslation } from './identity-texts';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

/**
 * Change password (SPEC §4, §5). Opened by a login whose password must change (`forced`, with the
 * password just typed as `oldPassword`), or by a member from the security center. When forced it
 * cannot be dismissed: the member changes the password or logs out.
 */
export function ChangePasswordPopup({ props, onClose }: PopupViewProps) {
  const { t } = useIdentityTranslation();
  const rules = useAtomValue(fieldRulesAtom);
  const forced = props.forced === true;
  const knownOld = typeof props.oldPassword === 'string' && props.oldPassword !== '' ? props.oldPassword : null;
  const agentPortal = props.agentPortal === true;
  const [values, setValues] = useState<Record<Field, string>>({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string | null>>>({});
  const [error, setError] = useState<string | null>(null);

  const set = (field: Field) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      oldPassword: knownOld ? null : requiredProblem(values.oldPassword, t),
      newPassword: newPasswordProblem(rules, values.newPassword, t),
      confirmNewPassword: confirmationProblem(values.newPassword, values.confirmNewPassword, t),
    };
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    setError(null);
    const result = await loading.during(
      changePassword({ oldPassword: knownOld ?? values.oldPassword, newPassword: values.newPassword, confirmNewPassword: values.confirmNewPassword }),
    );
    if (!result.ok) return setError(result.error.message);
    // A fresh session: logged in again, popup closed, home (SPEC §4); an agent goes on to its center.
    await finishLogin(result.value, { popup: 'changePassword', agentPortal, goTo: sitePaths.home });
  };

  const logOut = async () => {
    await loading.during(endSession());
    closePopup('changePassword');
    navigate(sitePaths.home);
  };

  // The old password is asked for unless the login that led here already gave it.
  const passwordFields = [
    ...(knownOld ? [] : [{ name: 'oldPassword', autoComplete: 'current-password' } as const]),
    { name: 'newPassword', autoComplete: 'new-password' } as const,
    { name: 'confirmNewPassword', autoComplete: 'new-password' } as const,
  ];

  return (
    <Popup title={t('changePassword.title')} onClose={onClose} closable={!forced} className={styles.form} testId="popup-changePassword">
      <form className={styles.formBody} onSubmit={(event) => void onSubmit(event)} noValidate>
        {forced && <p className={own.note}>{t('changePassword.forcedNote')}</p>}
        {passwordFields.map(({ name, autoComplete }) => (
          <TextField key={name} label={t(`changePassword.${name}`)} type="password" autoComplete={autoComplete} value={values[name]} onChange={set(name)} error={problems[name]} />
        ))}
        <FormSubmit error={error} label={t('changePassword.submit')} />
        {forced && (
          <button type="button" className={`kh-button ${own.secondary}`} onClick={() => void logOut()}>
            {t('changePassword.logOut')}
          </button>
        )}
      </form>
    </Popup>
  );
}
