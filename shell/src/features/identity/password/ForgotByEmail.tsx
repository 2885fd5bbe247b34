import { closePopup, loading, modal } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { forgotPassword } from '../identity-calls';
import { fieldRulesAtom } from '../login/identity-config';
import { TextField } from '../login/TextField';
import { PanelForm, type FormPanel } from './PanelForm';
import { FormSubmit } from '../FormSubmit';
import { emailProblem, usernameProblem } from './password-checks';
import { useIdentityTranslation } from '../identity-texts';

interface ForgotByEmailProps {
  panel?: FormPanel;
}

/**
 * Forgot password by e-mail (SPEC §4, §5): username by the username rule and a valid e-mail, sent as
 * a form post; the server answers the same whether or not the account exists, and so does this.
 */
export function ForgotByEmail({ panel }: ForgotByEmailProps) {
  const { t } = useIdentityTranslation();
  const rules = useAtomValue(fieldRulesAtom);
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<{ username?: string | null; email?: string | null }>({});
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { username: usernameProblem(rules, username, t), email: emailProblem(email, t) };
    setProblems(found);
    if (found.username || found.email) return;
    setError(null);
    const result = await loading.during(forgotPassword({ username: username.trim(), email: email.trim() }));
    if (!result.ok) return setError(result.error.message);
    closePopup('forgotPassword');
    modal.open({ icon: 'success', text: t('forgot.in_been_out'), buttons: [{ label: t('common:actions.confirm'), primary: true }] });
  };

  return (
    <PanelForm panel={panel} onSubmit={onSubmit}>
      <TextField label={t('fields.username')} autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} error={problems.username} />
      <TextField label={t('fields.email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={problems.email} />
      <FormSubmit error={error} label={t('forgot.submit')} />
    </PanelForm>
  );
}
