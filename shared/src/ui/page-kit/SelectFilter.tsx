import { useId, type Ref } from 'react';
import styles from './form-kit.module.css';

export interface SelectFilterProps {
  label: string;
  value: string;
  /** [value, label] pairs. */
  options: ReadonlyArray<[value: string, label: string]>;
  onChange: (value: string) => void;
  /** Shown under the select, read with it, and marks it invalid (a form's choice; a filter has none). */
  error?: string | null;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select: a report's filter, or a form's choice with its error tied to it, like the text fields. */
export function SelectFilter({ label, value, options, onChange, error, ref }: SelectFilterProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select ref={ref} id={id} value={value} onChange={(event) => onChange(event.target.value)} className={styles.control} aria-invalid={error ? true : undefined} aria-describedby={errorId}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
      {error && (
        <small id={errorId} className={styles.fieldError}>
          {error}
        </small>
      )}
    </div>
  );
}
