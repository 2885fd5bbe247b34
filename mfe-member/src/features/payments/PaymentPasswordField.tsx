import { TextField } from '@khela/shared/reports';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from './form-checks';

/** The six-digit payment password of a money form, with its hint and its problem. */
export function PaymentPasswordField({ value, onChange, problem, inputRef }: { value: string; onChange: (value: string) => void; problem?: FieldProblem; inputRef: Ref<HTMLInputElement> }) {
  const { t } = useTranslation('member');
  return (
    <TextField
      ref={inputRef}
      label={t('payments.paymentPassword')}
      hint={t('payments.paymentPasswordHint')}
      error={problem ? t(`payments.errors.${problem}`) : null}
      name="paymentPassword"
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
