import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formStyles, TextField } from '@khela/shared/reports';
import { checkName, checkPaymentPasswordEntry, checkPayoutAccount, cleanAccountNumber, firstProblem, normalizeName, textLimits, type FieldProblem } from './form-checks';
import { paymentCalls, type PayoutAccount, type PayoutChannel } from './payment-calls';
import { FormFooter } from '@/components/FormFooter';

type Field = 'payeeName' | 'accountNumber' | 'paymentPassword';
const order: readonly Field[] = ['payeeName', 'accountNumber', 'paymentPassword'];

export interface BindPayoutFormProps {
  id: string;
  channels: readonly PayoutChannel[];
  onBound: (account: PayoutAccount) => void;
  onCancel: () => void;
}

/** Binds a payout account: its channel, the payee's name, the account number, proved with the payment password. */
export function BindPayoutForm({ id, channels, onBound, onCancel }: BindPayoutFormProps) {
  const { t } = useTranslation('member');
  const channelId = useId();
  const [channel, setChannel] = useState(channels[0]?.code ?? '');
  const [values, setValues] = useState<Record<Field, string>>({ payeeName: '', accountNumber: '', paymentPassword: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, FieldProblem>>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const channelRef = useRef<HTMLSelectElement>(null);
  const channelName = channels.find((option) => option.code === channel)?.name ?? '';
  useEffect(() => channelRef.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setError(null);
    const found: Partial<Record<Field, FieldProblem>> = {};
    const pattern = channels.find((option) => option.code === channel)?.accountPattern;
    const checks: Record<Field, FieldProblem | null> = {
      payeeName: checkName(values.payeeName),
      accountNumber: checkPayoutAccount(values.accountNumber, pattern),
      paymentPassword: checkPaymentPasswordEntry(values.paymentPassword),
    };
    for (const field of order) if (checks[field]) found[field] = checks[field]!;
    setProblems(found);
    const wrong = firstProblem(order, found);
    if (wrong) return refs.current[wrong]?.focus();
    setSaving(true);
    const result = await paymentCalls.bindPayoutAccount({
      channel,
      payeeName: normalizeName(values.payeeName),
      accountNumber: cleanAccountNumber(values.accountNumber),
      paymentPassword: values.paymentPassword,
    });
    setSaving(false);
    if (result.ok) onBound(result.value);
    else setError(result.error.message);
  };

  const field = (name: Field) => ({
    ref: (element: HTMLInputElement | null) => {
      refs.current[name] = element;
    },
    name,
    value: values[name],
    error: problems[name] ? t(`payments.errors.${problems[name]}`, { max: textLimits.name, channel: channelName }) : null,
    onChange: (event: { target: { value: string } }) => setValues((previous) => ({ ...previous, [name]: event.target.value })),
  });

  return (
    <form id={id} className={formStyles.form} aria-label={t('payout.bind.title')} onSubmit={(event) => void submit(event)} noValidate>
      <div className={formStyles.field}>
        <label htmlFor={channelId}>{t('payout.bind.channel')}</label>
        <select ref={channelRef} id={channelId} className={formStyles.control} value={channel} onChange={(event) => setChannel(event.target.value)}>
          {channels.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <TextField label={t('payout.bind.payeeName')} hint={t('payout.bind.payeeNameHint')} autoComplete="name" maxLength={textLimits.name} {...field('payeeName')} />
      <TextField label={t('payout.bind.accountNumber')} hint={t('payout.bind.accountNumberHint')} inputMode="numeric" autoComplete="off" maxLength={40} {...field('accountNumber')} />
      <TextField label={t('payments.paymentPassword')} hint={t('payments.paymentPasswordHint')} type="password" inputMode="numeric" autoComplete="off" maxLength={6} {...field('paymentPassword')} />
      <FormFooter error={error} busy={saving} submitLabel={t('payout.bind.submit')} busyLabel={t('payments.sending')} onCancel={onCancel} />
    </form>
  );
}
