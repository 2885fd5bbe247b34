import { useId, type InputHTMLAttributes } from 'react';
import styles from '@/components/popups.module.css';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
}

/** A labelled input at touch size. */
export function FormField({ label, ...input }: FormFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input id={id} className={styles.input} {...input} />
    </div>
  );
}
