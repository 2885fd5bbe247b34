import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../ui/TextField';
import ui from '../ui/ui.module.css';
import { agentLogin } from './agent-login';
import styles from './landing.module.css';

export function AgentLogin() {
  const { t } = useTranslation('agent');
  const headingId = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(t('login.required'));
      return;
    }
    setBusy(true);
    setError(null);
    const result = await agentLogin(username.trim(), password);
    setBusy(false);
    if (!result.ok) setError(result.message);
  };

  return (
    <section className={styles.loginCard} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t('login.title')}
      </h2>
      <form className={ui.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={headingId}>
        <TextField label={t('login.username')} name="username" autoComplete="username" value={username} onChange={(event) => setUsername(event.target.value)} required />
        <TextField label={t('login.password')} name="password" type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} required />
        {error && (
          <p role="alert" className={ui.alert}>
            {error}
          </p>
        )}
        <button type="submit" className={ui.primary} disabled={busy} aria-busy={busy}>
          {busy ? t('login.busy') : t('login.submit')}
        </button>
      </form>
    </section>
  );
}
