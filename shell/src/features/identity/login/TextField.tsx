import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from '@/components/popups.module.css';
import own from './login.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix'> {
  label: string;
  /** Shown before the input and read with it, e.g. the country dialing code of a mobile number. */
  prefix?: string;
  /** Beside the input, e.g. the send-code button. */
  action?: ReactNode;
  /** This field's own message; the field is marked invalid while it shows. */
  error?: string | null;
}

/** A labelled input at touch size, with an optional prefix, action and message of its own. */
export function TextField({ label, prefix, action, error, ...input }: TextFieldProps) {
  const id = useId();
  const prefixId = `${id}-prefix`;
  const errorId = `${id}-error`;
  const describedBy = [prefix ? prefixId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={own.inputRow}>
        {prefix && (
          <span id={prefixId} className={own.prefix}>
            {prefix}
          </span>
        )}
        <input id={id} className={`${styles.input} ${own.grow}`} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
        {action}
      </div>
      {error && (
        <p id={errorId} className={own.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
