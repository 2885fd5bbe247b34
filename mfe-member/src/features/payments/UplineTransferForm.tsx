import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formStyles, TextField } from '@khela/shared/reports';
import securityStyles from '@/components/panel.module.css';
import { checkAmount, type AmountProblem } from './amount';
import { AmountField } from './AmountField';
import { checkPaymentPasswordEntry, type FieldProblem } from './form-checks';
import { paymentCalls, type UplineTransferBody } from './payment-calls';
import styles from './payments.module.css';
import { RemarkField } from './RemarkField';
import { useSubmissionId } from './request-id';
import { usePaymentFormat } from './use-payment-format';

export interface UplineTransferFormProps {
  balance: number | null;
  /** Null while the member's profile loads. */
  hasPaymentPassword: boolean | null;
  onDone: (orderNo: string) => void;
}

/** Sends money from the main wallet to the upline agent: the amount, the payment password, an optional remark. */
export function UplineTransferForm({ balance, hasPaymentPassword, onDone }: UplineTransferFormProps) {
  const { t } = useTranslation('member');
  const { money } = usePaymentFormat();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [remark, setRemark] = useState('');
  const [problems, setProblems] = useState<{ amount?: AmountProblem; password?: FieldProblem }>({});
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const blockedId = useId();
  const submission = useSubmissionId();
  const blocked = hasPaymentPassword === false ? 'noPaymentPassword' : balance === null || hasPaymentPassword === null ? 'loading' : null;
  const bounds = { balance: balance === null ? '' : money(balance) };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || blocked) return;
    setError(null);
    const amountCheck = checkAmount(amount, { balance });
    const passwordProblem = checkPaymentPasswordEntry(password);
    setProblems({ amount: amountCheck.ok ? undefined : amountCheck.problem, password: passwordProblem ?? undefined });
    if (!amountCheck.ok) return amountRef.current?.focus();
    if (passwordProblem) return passwordRef.current?.focus();
    const body: Omit<UplineTransferBody, 'requestId'> = { amount: amountCheck.amount, paymentPassword: password, ...(remark.trim() ? { remark: remark.trim() } : {}) };
    setSending(true);
    const result = await paymentCalls.transferToUpline({ ...body, requestId: submission.idFor(body) });
    setSending(false);
    if (!result.ok) return setError(result.error.message);
    submission.settle();
    setAmount('');
    setPassword('');
    setRemark('');
    setProblems({});
    onDone(result.value.orderNo);
  };

  return (
    <form className={formStyles.form} aria-label={t('upline.formTitle')} onSubmit={(event) => void submit(event)} noValidate data-testid="upline-form">
      <AmountField inputRef={amountRef} value={amount} onChange={setAmount} error={problems.amount ? t(`payments.errors.amount.${problems.amount}`, bounds) : null} />
      <TextField
        ref={passwordRef}
        label={t('payments.paymentPassword')}
        hint={t('payments.paymentPasswordHint')}
        error={problems.password ? t(`payments.errors.${problems.password}`) : null}
        name="paymentPassword"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <RemarkField label={t('upline.remark')} value={remark} onChange={setRemark} />
      {blocked && (
        <p id={blockedId} className={styles.muted}>
          {t(`upline.blocked.${blocked}`)}
        </p>
      )}
      <p role="alert" className={securityStyles.error}>
        {error ?? ''}
      </p>
      <button type="submit" className={formStyles.primary} disabled={sending || blocked !== null} aria-describedby={blocked ? blockedId : undefined}>
        {sending ? t('payments.sending') : t('upline.submit')}
      </button>
    </form>
  );
}
