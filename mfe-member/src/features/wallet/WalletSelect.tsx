import { useId, type Ref } from 'react';
import { formStyles } from '@khela/shared/reports';
import { LabelledField } from '@/components/LabelledField';

export interface WalletSelectProps {
  label: string;
  value: string;
  options: ReadonlyArray<[code: string, label: string]>;
  onChange: (value: string) => void;
  /** Shown under the select, read with it, and marks it invalid. */
  error?: string | null;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled wallet choice with its error tied to it (aria-describedby), like the text fields. */
export function WalletSelect({ label, value, options, onChange, error, ref }: WalletSelectProps) {
  const id = useId();
  return (
    <LabelledField id={id} label={label} error={error}>
      <select
        ref={ref}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={formStyles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map(([code, optionLabel]) => (
          <option key={code} value={code}>
            {optionLabel}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
