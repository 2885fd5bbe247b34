import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styles from './form-kit.module.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
  /** Shown under the field, read with it, and marks it invalid. */
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and its error read with it. */
export function TextField({ label, hint, error, ref, ...input }: TextFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input ref={ref} id={id} className={styles.control} aria-describedby={describedBy} aria-invalid={error ? true : undefined} {...input} />
      {hint && (
        <small id={`${id}-hint`} className={styles.hint}>
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className={styles.fieldError}>
          {error}
        </small>
      )}
    </div>
  );
}
