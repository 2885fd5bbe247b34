import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formStyles, TextField } from '@khela/shared/reports';
import securityStyles from '@/components/panel.module.css';
import { checkAmount, type AmountProblem } from './amount';
import { AmountField } from './AmountField';
import { checkPaymentPasswordEntry, type FieldProblem } from './form-checks';
import { paymentCalls, type PayoutAccount, type WithdrawalLimits } from './payment-calls';
import styles from './payments.module.css';
import { useSubmissionId } from './request-id';
import { usePaymentFormat } from './use-payment-format';

export interface WithdrawFormProps {
  /** Null while they load: the form is there, sending stays off. */
  limits: WithdrawalLimits | null;
  accounts: readonly PayoutAccount[] | null;
  balance: number | null;
  accountId: number | null;
  onAccount: (id: number) => void;
  onDone: (orderNo: string) => void;
}

type Blocked = 'loading' | 'noPaymentPassword' | 'noAccount' | 'dailyLimit' | null;

function blockedBy({ limits, accounts, balance }: WithdrawFormProps): Blocked {
  // The one thing only the member can fix is said first, even while the rest loads.
  if (limits && !limits.hasPaymentPassword) return 'noPaymentPassword';
  if (!limits || !accounts || balance === null) return 'loading';
  if (accounts.length === 0) return 'noAccount';
  return limits.usedToday >= limits.dailyCount ? 'dailyLimit' : null;
}

/**
 * A withdrawal request: to which payout account, how much (within the limits and the balance),
 * and the payment password. The amount is held at once and paid out once an operator approves.
 */
export function WithdrawForm(props: WithdrawFormProps) {
  const { limits, accounts, balance, accountId, onAccount, onDone } = props;
  const { t } = useTranslation('member');
  const { money, count } = usePaymentFormat();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ amount?: AmountProblem; password?: FieldProblem }>({});
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const accountsName = useId();
  const blockedId = useId();
  const submission = useSubmissionId();
  const blocked = blockedBy(props);
  const chosen = accounts?.find((account) => account.id === accountId) ?? accounts?.[0];
  const bounds = limits ? { min: money(limits.min), max: money(limits.max), balance: balance === null ? '' : money(balance) } : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || blocked || !limits || !chosen) return;
    setError(null);
    const amountCheck = checkAmount(amount, { min: limits.min, max: limits.max, balance });
    const passwordProblem = checkPaymentPasswordEntry(password);
    setProblems({ amount: amountCheck.ok ? undefined : amountCheck.problem, password: passwordProblem ?? undefined });
    if (!amountCheck.ok) return amountRef.current?.focus();
    if (passwordProblem) return passwordRef.current?.focus();
    const body = { payoutAccountId: chosen.id, amount: amountCheck.amount, paymentPassword: password };
    setSending(true);
    const result = await paymentCalls.withdraw({ ...body, requestId: submission.idFor(body) });
    setSending(false);
    if (!result.ok) return setError(result.error.message);
    submission.settle();
    setAmount('');
    setPassword('');
    setProblems({});
    onDone(result.value.orderNo);
  };

  return (
    <form className={formStyles.form} aria-label={t('withdrawal.formTitle')} onSubmit={(event) => void submit(event)} noValidate data-testid="withdraw-form">
      {accounts && accounts.length > 0 && (
        <fieldset className={`${styles.choices} ${styles.wideChoices}`}>
          <legend>{t('withdrawal.payTo')}</legend>
          {accounts.map((account) => (
            <label key={account.id} className={styles.choice}>
              <input type="radio" name={accountsName} value={String(account.id)} checked={account.id === chosen?.id} onChange={() => onAccount(account.id)} />
              <span className={styles.choiceName}>{account.channelName}</span>
              <span className={styles.choiceDetail}>{t('withdrawal.accountLine', { name: account.payeeName, number: account.accountNumber })}</span>
            </label>
          ))}
        </fieldset>
      )}
      <AmountField
        inputRef={amountRef}
        value={amount}
        onChange={setAmount}
        hint={limits ? t('withdrawal.amountHint', bounds) : undefined}
        error={problems.amount ? t(`payments.errors.amount.${problems.amount}`, bounds) : null}
      />
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
      {blocked && (
        <p id={blockedId} className={styles.muted} data-testid="withdraw-blocked">
          {t(`withdrawal.blocked.${blocked}`, { count: limits ? count(limits.dailyCount) : '' })}
        </p>
      )}
      <p role="alert" className={securityStyles.error}>
        {error ?? ''}
      </p>
      <button type="submit" className={formStyles.primary} disabled={sending || blocked !== null} aria-describedby={blocked ? blockedId : undefined}>
        {sending ? t('payments.sending') : t('withdrawal.submit')}
      </button>
    </form>
  );
}
