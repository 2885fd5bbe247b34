import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formStyles } from '@khela/shared/reports';
import { AmountField } from './AmountField';
import { OpenBonusWarning } from './OpenBonusWarning';
import { type OpenBonus, paymentCalls, type UplineTransferBody } from './payment-calls';
import { PaymentPasswordField } from './PaymentPasswordField';
import { PaymentSubmit } from './PaymentSubmit';
import { RemarkField } from './RemarkField';
import { usePasswordPayment } from './use-password-payment';
import { usePaymentFormat } from './use-payment-format';

export interface UplineTransferFormProps {
  balance: number | null;
  /** Null while the member's profile loads. */
  hasPaymentPassword: boolean | null;
  /** The member's open bonuses, which sending gives up (null while unknown or none). */
  openBonus: OpenBonus | null;
  onDone: (orderNo: string) => void;
}

/** Sends money from the main wallet to the upline agent: the amount, the payment password, an optional remark. */
export function UplineTransferForm({ balance, hasPaymentPassword, openBonus, onDone }: UplineTransferFormProps) {
  const { t } = useTranslation('member');
  const { money } = usePaymentFormat();
  const [remark, setRemark] = useState('');
  const form = usePasswordPayment<Omit<UplineTransferBody, 'requestId'>>(paymentCalls.transferToUpline, onDone);
  const [bonusConfirmed, setBonusConfirmed] = useState(false);
  const bonus = openBonus && openBonus.count > 0 ? openBonus : null;
  const blocked = hasPaymentPassword === false ? 'noPaymentPassword' : balance === null || hasPaymentPassword === null ? 'loading' : bonus && !bonusConfirmed ? 'bonusUnconfirmed' : null;
  const bounds = { balance: balance === null ? '' : money(balance) };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    form.submit({ balance }, (amount, paymentPassword) => ({ amount, paymentPassword, ...(remark.trim() ? { remark: remark.trim() } : {}), ...(bonus ? { forfeitBonus: true } : {}) }), () => setRemark(''));
  };

  return (
    <form className={formStyles.form} aria-label={t('upline.formTitle')} onSubmit={submit} noValidate data-testid="upline-form">
      <AmountField inputRef={form.amountRef} value={form.amount} onChange={form.setAmount} error={form.problems.amount ? t(`payments.errors.amount.${form.problems.amount}`, bounds) : null} />
      <PaymentPasswordField inputRef={form.passwordRef} value={form.password} onChange={form.setPassword} problem={form.problems.password} />
      <RemarkField label={t('upline.remark')} value={remark} onChange={setRemark} />
      {bonus && <OpenBonusWarning kind="upline" openBonus={bonus} confirmed={bonusConfirmed} onConfirmed={setBonusConfirmed} />}
      <PaymentSubmit blockedText={blocked && t(`upline.blocked.${blocked}`)} error={form.error} sending={form.sending} submitLabel={t('upline.submit')} />
    </form>
  );
}
