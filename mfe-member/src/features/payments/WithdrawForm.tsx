import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formStyles } from '@khela/shared/reports';
import { AmountField } from './AmountField';
import { OpenBonusWarning } from './OpenBonusWarning';
import { paymentCalls, type PayoutAccount, type WithdrawalLimits, type WithdrawBody } from './payment-calls';
import { PaymentPasswordField } from './PaymentPasswordField';
import { PaymentSubmit } from './PaymentSubmit';
import styles from './payments.module.css';
import { usePasswordPayment } from './use-password-payment';
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

type Blocked = 'loading' | 'noPaymentPassword' | 'noAccount' | 'dailyLimit' | 'bonusUnconfirmed' | null;

function blockedBy({ limits, accounts, balance }: WithdrawFormProps, bonusConfirmed: boolean): Blocked {
  // The one thing only the member can fix is said first, even while the rest loads.
  if (limits && !limits.hasPaymentPassword) return 'noPaymentPassword';
  if (!limits || !accounts || balance === null) return 'loading';
  if (accounts.length === 0) return 'noAccount';
  if (limits.usedToday >= limits.dailyCount) return 'dailyLimit';
  return limits.openBonus.count > 0 && !bonusConfirmed ? 'bonusUnconfirmed' : null;
}

/**
 * A withdrawal request: to which payout account, how much (within the limits and the balance),
 * and the payment password. The amount is held at once and paid out once an operator approves.
 */
export function WithdrawForm(props: WithdrawFormProps) {
  const { limits, accounts, balance, accountId, onAccount, onDone } = props;
  const { t } = useTranslation('member');
  const { money, count } = usePaymentFormat();
  const form = usePasswordPayment<Omit<WithdrawBody, 'requestId'>>(paymentCalls.withdraw, onDone);
  const accountsName = useId();
  const [bonusConfirmed, setBonusConfirmed] = useState(false);
  const openBonus = limits?.openBonus.count ? limits.openBonus : null;
  const blocked = blockedBy(props, bonusConfirmed);
  const chosen = accounts?.find((account) => account.id === accountId) ?? accounts?.[0];
  const bounds = limits ? { min: money(limits.min), max: money(limits.max), balance: balance === null ? '' : money(balance) } : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked || !limits || !chosen) return;
    form.submit({ min: limits.min, max: limits.max, balance }, (amount, paymentPassword) => ({ payoutAccountId: chosen.id, amount, paymentPassword, ...(openBonus ? { forfeitBonus: true } : {}) }));
  };

  return (
    <form className={formStyles.form} aria-label={t('withdrawal.formTitle')} onSubmit={submit} noValidate data-testid="withdraw-form">
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
        inputRef={form.amountRef}
        value={form.amount}
        onChange={form.setAmount}
        hint={limits ? t('withdrawal.amountHint', bounds) : undefined}
        error={form.problems.amount ? t(`payments.errors.amount.${form.problems.amount}`, bounds) : null}
      />
      <PaymentPasswordField inputRef={form.passwordRef} value={form.password} onChange={form.setPassword} problem={form.problems.password} />
      {openBonus && <OpenBonusWarning openBonus={openBonus} confirmed={bonusConfirmed} onConfirmed={setBonusConfirmed} />}
      <PaymentSubmit
        blockedText={blocked && t(`withdrawal.blocked.${blocked}`, { count: limits ? count(limits.dailyCount) : '' })}
        blockedTestId="withdraw-blocked"
        error={form.error}
        sending={form.sending}
        submitLabel={t('withdrawal.submit')}
      />
    </form>
  );
}
