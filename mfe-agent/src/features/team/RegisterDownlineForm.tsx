import { Link, useQueryClient, type RuleViolation, type TeamAccountKind, type TeamRegistered } from '@khela/shared';
import { formStyles, SelectFilter, TextField } from '@khela/shared/reports';
import { ruleMessage } from '@khela/shared/rules';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { teamCalls } from './team-calls';
import { contractsPath } from './team-links';
import styles from './team.module.css';

type Field = 'account' | 'password' | 'confirmPassword';
type Values = Record<Field | 'nickname', string>;
const empty: Values = { account: '', nickname: '', password: '', confirmPassword: '' };
/** The api checks the brand's registration rules under their own names. */
const fieldOfRule: Record<string, Field> = { username: 'account', password: 'password', confirmPassword: 'confirmPassword' };

/**
 * Opens a player or a sub-agent account under the agent. The password the agent types is the
 * initial one: the api marks it so the new user must change it at the first login. Empty fields
 * and a confirmation that differs are said at once; the brand's rules and a taken name come back
 * from the api, each under its field.
 */
export function RegisterDownlineForm() {
  const { t } = useTranslation('agent');
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<TeamAccountKind>('member');
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<TeamRegistered | null>(null);
  const [busy, setBusy] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const change = (field: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== 'nickname') setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const show = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = (['account', 'password', 'confirmPassword'] as const).find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setCreated(null);
    const found: Partial<Record<Field, string>> = {};
    for (const field of ['account', 'password', 'confirmPassword'] as const) if (!values[field].trim()) found[field] = t('team.register.required');
    if (!found.confirmPassword && values.password !== values.confirmPassword) found.confirmPassword = t('team.register.mismatch');
    if (Object.keys(found).length > 0) return show(found);
    setBusy(true);
    const result = await teamCalls.register({ kind, account: values.account.trim(), password: values.password, confirmPassword: values.confirmPassword, ...(values.nickname.trim() ? { nickname: values.nickname.trim() } : {}) });
    setBusy(false);
    if (result.ok) {
      setCreated(result.value);
      setValues(empty);
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: ['agent-team'] });
      return;
    }
    const violations = (result.error.value as { violations?: RuleViolation[] } | null)?.violations ?? [];
    const fromRules: Partial<Record<Field, string>> = {};
    for (const violation of violations) {
      const field = fieldOfRule[violation.field];
      if (field && !fromRules[field]) fromRules[field] = ruleMessage(t, violation);
    }
    if (Object.keys(fromRules).length > 0) return show(fromRules);
    if (result.error.code === 'register.account.taken') return show({ account: result.error.message });
    if (result.error.code === 'password.common') return show({ password: result.error.message });
    setFailure(result.error.message);
  };

  const field = (name: Field, type: 'text' | 'password', autoComplete: string, hint?: string) => (
    <TextField
      ref={(input) => {
        inputs.current[name] = input;
      }}
      label={t(`team.register.${name}`)}
      name={name}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => change(name, event.target.value)}
      error={errors[name] ?? null}
      hint={hint}
      required
    />
  );

  return (
    <section className={styles.card} aria-labelledby="agent-register-title">
      <h2 id="agent-register-title" className={styles.cardTitle}>
        {t('team.register.title')}
      </h2>
      <p className={styles.lead}>{t('team.register.lead')}</p>
      <form className={formStyles.form} aria-labelledby="agent-register-title" onSubmit={(event) => void submit(event)} noValidate>
        <SelectFilter
          label={t('team.register.kind')}
          value={kind}
          onChange={(next) => setKind(next as TeamAccountKind)}
          options={[
            ['member', t('team.register.kinds.member')],
            ['agent', t('team.register.kinds.agent')],
          ]}
        />
        {field('account', 'text', 'off', t('team.register.accountHint'))}
        <TextField label={t('team.register.nickname')} name="nickname" autoComplete="off" value={values.nickname} onChange={(event) => change('nickname', event.target.value)} maxLength={50} />
        {field('password', 'password', 'new-password')}
        {field('confirmPassword', 'password', 'new-password')}
        {failure && (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        )}
        <button type="submit" className={formStyles.primary} disabled={busy} aria-busy={busy}>
          {busy ? t('team.register.busy') : t('team.register.submit')}
        </button>
      </form>
      <div role="status" className={styles.done}>
        {created && (
          <>
            <p>{t('team.register.done', { kind: t(`team.register.kinds.${created.kind}`), account: created.account })}</p>
            {created.kind === 'agent' && (
              <Link to={contractsPath(created.id)} className={formStyles.secondary}>
                {t('team.register.offerContract', { account: created.account })}
              </Link>
            )}
          </>
        )}
      </div>
    </section>
  );
}
