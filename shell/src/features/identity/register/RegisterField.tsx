import type { RegisterRule } from '@khela/shared';
import { useId, type ReactNode, type Ref } from 'react';
import popupStyles from '@/components/popups.module.css';
import { fieldInput } from './field-inputs';
import styles from './register.module.css';

interface RegisterFieldProps {
  rule: RegisterRule;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The rules engine's message for this field, already in the reader's language. */
  message: string | null;
  /** What the rule asks for, shown before anything is wrong (the username hint of SPEC §5). */
  hint?: string;
  /** Shown before the input (the dialling code). */
  prefix?: string;
  /** Shown after the input (the SMS code button, the captcha image). */
  after?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** One rules-driven field: labelled, marked required, its hint and message tied to the input. */
export function RegisterField({ rule, label, value, onChange, onBlur, message, hint, prefix, after, ref }: RegisterFieldProps) {
  const id = useId();
  const input = fieldInput(rule);
  // The hint gives way to the message, which says the same and more.
  const showHint = Boolean(hint) && !message;
  const describedBy = [prefix ? `${id}-prefix` : null, showHint ? `${id}-hint` : null, message ? `${id}-message` : null].filter(Boolean).join(' ');
  return (
    <div className={popupStyles.field} data-field={rule.field}>
      {/* The star is drawn by CSS: the input's own `required` is what assistive technology reads. */}
      <label htmlFor={id} className={`${popupStyles.label} ${rule.required ? styles.required : ''}`}>
        {label}
      </label>
      <div className={styles.row}>
        {prefix && (
          <span id={`${id}-prefix`} className={styles.prefix}>
            +{prefix}
          </span>
        )}
        <input
          ref={ref}
          id={id}
          name={rule.field}
          className={`${popupStyles.input} ${message ? styles.invalid : ''}`}
          type={input.type}
          autoComplete={input.autoComplete}
          inputMode={input.inputMode}
          autoCapitalize="off"
          spellCheck={false}
          required={rule.required}
          aria-required={rule.required}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy || undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        {after}
      </div>
      {showHint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <p id={`${id}-message`} className={styles.message} aria-live="polite">
        {message ?? ''}
      </p>
    </div>
  );
}
