import { DelayedProgress } from '@khela/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formStyles, TextField } from '@khela/shared/reports';
import panelStyles from '@/components/panel.module.css';
import { checkAmount, quickAmounts } from './amount';
import { AmountField } from './AmountField';
import {
  checkName,
  checkPayerAccount,
  checkReference,
  cleanAccountNumber,
  firstProblem,
  normalizeName,
  normalizeReference,
  refusedField,
  textLimits,
  type FieldProblem,
} from './form-checks';
import { openPaymentPage } from './open-payment-page';
import { paymentCalls, type DepositBody, type DepositChannel, type DepositField } from './payment-calls';
import { PayeeDetails } from './PayeeDetails';
import { useSubmissionId } from '@/lib/submission-id';
import { usePaymentFormat } from './use-payment-format';

type FormField = 'amount' | DepositField;
/** What each field shows wrong, already in words: a check of ours or the api's refusal. */
type Problems = Partial<Record<FormField, string>>;

const fieldRules: Record<DepositField, { check: (value: string) => FieldProblem | null; clean: (value: string) => string; maxLength: number }> = {
  payerAccount: { check: checkPayerAccount, clean: cleanAccountNumber, maxLength: 30 },
  payerName: { check: checkName, clean: normalizeName, maxLength: textLimits.name },
  reference: { check: checkReference, clean: normalizeReference, maxLength: 50 },
};

/** A recorded manual deposit, as the page shows it next. */
export interface SubmittedDeposit {
  orderNo: string;
  /** The code the payer writes in the payment's reference (null from an api older than it). */
  depositCode: string | null;
  channel: DepositChannel;
}

export interface DepositFormProps {
  channel: DepositChannel;
  /** A manual deposit was recorded: the page shows its order number and the code to write in the payment's reference. */
  onSubmitted: (submitted: SubmittedDeposit) => void;
}

/**
 * One channel's deposit form: the amount within the channel's bounds (quick amounts to tap), the
 * fields the channel asks for, and for a manual channel the payee to send the money to. A gateway
 * deposit continues on the gateway's payment page.
 */
export function DepositForm({ channel, onSubmitted }: DepositFormProps) {
  const { t } = useTranslation('member');
  const { money } = usePaymentFormat();
  const [amount, setAmount] = useState('');
  const [values, setValues] = useState<Record<DepositField, string>>({ payerAccount: '', payerName: '', reference: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [sending, setSending] = useState(false);
  const refs = useRef<Partial<Record<FormField, HTMLInputElement | null>>>({});
  const submission = useSubmissionId();
  const bounds = { min: money(channel.min), max: money(channel.max) };
  const order: readonly FormField[] = ['amount', ...channel.fields];
  // Back from the gateway, a phone may restore this page as it was left: let it be used again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => event.persisted && setLeaving(false);
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || leaving) return;
    setError(null);
    const amountCheck = checkAmount(amount, { min: channel.min, max: channel.max });
    const found: Problems = amountCheck.ok ? {} : { amount: t(`payments.errors.amount.${amountCheck.problem}`, bounds) };
    for (const field of channel.fields) {
      const problem = fieldRules[field].check(values[field]);
      if (problem) found[field] = t(`payments.errors.${problem}`, { max: fieldRules[field].maxLength });
    }
    setProblems(found);
    const wrong = firstProblem(order, found);
    if (wrong || !amountCheck.ok) return refs.current[wrong ?? 'amount']?.focus();

    const body: Omit<DepositBody, 'requestId'> = { channel: channel.code, amount: amountCheck.amount };
    for (const field of channel.fields) body[field] = fieldRules[field].clean(values[field]);
    setSending(true);
    const result = await paymentCalls.deposit({ ...body, requestId: submission.idFor(body) });
    setSending(false);
    if (!result.ok) {
      // A refused field is marked where it is, and takes the focus to be corrected.
      const field = refusedField(result.error.value, channel.fields);
      if (!field) return setError(result.error.message);
      setProblems({ [field]: result.error.message });
      return refs.current[field]?.focus();
    }
    submission.settle();
    if (channel.kind === 'gateway') {
      if (result.value.payUrl && openPaymentPage(result.value.payUrl)) return setLeaving(true);
      return setError(t('deposit.noPaymentPage'));
    }
    onSubmitted({ orderNo: result.value.orderNo, depositCode: result.value.depositCode ?? null, channel });
  };

  const ref = (field: FormField) => (element: HTMLInputElement | null) => {
    refs.current[field] = element;
  };
  return (
    <form className={formStyles.form} aria-label={t('deposit.formTitle', { channel: channel.name })} onSubmit={(event) => void submit(event)} noValidate data-testid="deposit-form">
      {channel.kind === 'manual' && <PayeeDetails channel={channel} />}
      <AmountField inputRef={ref('amount')} value={amount} onChange={setAmount} hint={t('deposit.amountHint', bounds)} error={problems.amount ?? null} quickAmounts={quickAmounts(channel.min, channel.max)} />
      {channel.fields.map((field) => (
        <TextField
          key={field}
          ref={ref(field)}
          label={t(`deposit.fields.${field}.label`)}
          hint={t(`deposit.fields.${field}.hint`, { channel: channel.name })}
          error={problems[field] ?? null}
          name={field}
          inputMode={field === 'payerAccount' ? 'tel' : 'text'}
          autoComplete={field === 'payerName' ? 'name' : 'off'}
          autoCapitalize={field === 'reference' ? 'characters' : undefined}
          maxLength={fieldRules[field].maxLength}
          value={values[field]}
          onChange={(event) => setValues((previous) => ({ ...previous, [field]: event.target.value }))}
        />
      ))}
      <p role="alert" className={panelStyles.error}>
        {error ?? ''}
      </p>
      <p role="status" className={panelStyles.status}>
        {leaving ? t('deposit.leaving') : ''}
      </p>
      {/* A gateway's order and its payment page can take seconds on a phone network: a bar after one. */}
      <DelayedProgress active={channel.kind === 'gateway' && (sending || leaving)} label={t('deposit.toGateway')} testId="deposit-progress" />
      <button type="submit" className={formStyles.primary} disabled={sending || leaving}>
        {sending ? t('payments.sending') : t(channel.kind === 'gateway' ? 'deposit.submitGateway' : 'deposit.submitManual')}
      </button>
    </form>
  );
}
