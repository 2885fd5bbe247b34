import type { ReactNode } from 'react';
import { formStyles } from '@khela/shared/reports';

export interface LabelledFieldProps {
  /** The control's id: the label points at it; the error's id is `${id}-error`, for its aria-describedby. */
  id: string;
  label: string;
  /** Shown under the control, read with it. */
  error?: string | null;
  /** The control, and what stands between it and the error (a counter). */
  children: ReactNode;
}

/** A form field the shared TextField does not cover (a select, a text area): label, control, error. */
export function LabelledField({ id, label, error, children }: LabelledFieldProps) {
  return (
    <div className={formStyles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <small id={`${id}-error`} className={formStyles.fieldError}>
          {error}
        </small>
      )}
    </div>
  );
}
