import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formStyles, TextField } from '@khela/shared/reports';
import { checkPaymentPassword, paymentPasswordBody, type PaymentPasswordForm as FormValues, type PaymentPasswordMode, type PaymentPasswordProblems } from '@/lib/payment-password';
import { securityCalls } from './security-calls';
import { FormFooter } from '@/components/FormFooter';

const fields: ReadonlyArray<keyof FormValues> = ['current', 'next', 'confirm'];
const empty: FormValues = { current: '', next: '', confirm: '' };

/**
 * Sets (with the login password) or changes (with the old one) the 6-digit payment password.
 * Checked here first; the body goes sealed (callSealed) as the api requires.
 */
export function PaymentPasswordForm({ id, mode, onSaved, onCancel }: { id: string; mode: PaymentPasswordMode; onSaved: () => void; onCancel: () => void }) {
  const { t } = useTranslation('member');
  const [values, setValues] = useState<FormValues>(empty);
  const [problems, setProblems] = useState<PaymentPasswordProblems>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const refs = useRef<Partial<Record<keyof FormValues, HTMLInputElement | null>>>({});
  useEffect(() => refs.current.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setError(null);
    const found = checkPaymentPassword(mode, values);
    setProblems(found);
    const firstWrong = fields.find((field) => found[field]);
    if (firstWrong) return refs.current[firstWrong]?.focus();
    setSaving(true);
    const result = await securityCalls.setPaymentPassword(paymentPasswordBody(mode, values));
    setSaving(false);
    if (result.ok) onSaved();
    else setError(result.error.message);
  };

  const digits = { inputMode: 'numeric' as const, maxLength: 6, pattern: '[0-9]*', autoComplete: 'off' };
  const field = (name: keyof FormValues) => ({
    ref: (element: HTMLInputElement | null) => {
      refs.current[name] = element;
    },
    type: 'password',
    value: values[name],
    error: problems[name] ? t(`security.paymentPassword.errors.${problems[name]}`) : null,
    onChange: (event: { target: { value: string } }) => setValues((previous) => ({ ...previous, [name]: event.target.value })),
  });

  return (
    <form id={id} className={formStyles.form} aria-label={t(`security.paymentPassword.${mode}`)} onSubmit={(event) => void submit(event)} noValidate>
      {mode === 'set' ? (
        <TextField label={t('security.paymentPassword.loginPassword')} autoComplete="current-password" maxLength={128} {...field('current')} />
      ) : (
        <TextField label={t('security.paymentPassword.oldPaymentPassword')} {...digits} {...field('current')} />
      )}
      <TextField label={t('security.paymentPassword.newPaymentPassword')} hint={t('security.paymentPassword.hint')} {...digits} {...field('next')} />
      <TextField label={t('security.paymentPassword.confirm')} {...digits} {...field('confirm')} />
      <FormFooter error={error} busy={saving} submitLabel={t('security.paymentPassword.save')} busyLabel={t('security.saving')} onCancel={onCancel} />
    </form>
  );
}
