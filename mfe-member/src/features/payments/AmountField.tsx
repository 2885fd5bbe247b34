import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@khela/shared/reports';
import { amountText } from '@/lib/amount-input';
import { parsePaymentAmount } from './amount';
import styles from './payments.module.css';
import { usePaymentFormat } from './use-payment-format';

export interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  hint?: string;
  /** Round amounts to tap (minor units); none when the bounds leave no room. */
  quickAmounts?: readonly number[];
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/** The amount in taka as typed (decimal keypad), with quick-amount chips under it. */
export function AmountField({ value, onChange, error, hint, quickAmounts = [], inputRef, disabled }: AmountFieldProps) {
  const { t } = useTranslation('member');
  const { wholeMoney } = usePaymentFormat();
  const current = parsePaymentAmount(value);
  return (
    <>
      <TextField
        ref={inputRef}
        label={t('payments.amount')}
        hint={hint}
        error={error}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        maxLength={16}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
      {quickAmounts.length > 0 && (
        <div role="group" aria-label={t('payments.quickAmounts')} className={styles.chips}>
          {quickAmounts.map((amount) => (
            <button key={amount} type="button" className={styles.chip} aria-pressed={current === amount} disabled={disabled} onClick={() => onChange(amountText(amount))}>
              {wholeMoney(amount)}
            </button>
          ))}
        </div>
      )}
    </>
  );
}
