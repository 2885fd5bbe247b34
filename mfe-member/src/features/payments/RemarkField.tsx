import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formStyles } from '@khela/shared/reports';
import { textLimits } from './form-checks';
import styles from './payments.module.css';
import { usePaymentFormat } from './use-payment-format';

export interface RemarkFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** A remark of at most 140 characters (SPEC §5) with a counter read along with the field. */
export function RemarkField({ label, value, onChange, error, inputRef }: RemarkFieldProps) {
  const { t } = useTranslation('member');
  const { count } = usePaymentFormat();
  const id = useId();
  const max = textLimits.remark;
  const describedBy = [`${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={formStyles.field}>
      <label htmlFor={id}>{label}</label>
      <textarea
        ref={inputRef}
        id={id}
        name="remark"
        className={formStyles.control}
        maxLength={max}
        rows={3}
        value={value}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <small id={`${id}-count`} className={value.length >= max ? styles.counterFull : styles.counter} data-testid="remark-count">
        {t('payments.remarkCount', { count: count(value.length), max: count(max) })}
      </small>
      {error && (
        <small id={`${id}-error`} className={formStyles.fieldError}>
          {error}
        </small>
      )}
    </div>
  );
}
