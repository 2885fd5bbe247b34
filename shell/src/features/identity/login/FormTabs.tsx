import type { KeyboardEvent } from 'react';
import styles from '@/components/popups.module.css';

interface FormTabsProps<T extends string> {
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  /** The id of each tab; the panel names its tab with aria-labelledby. */
  idFor: (value: T) => string;
  labelFor: (value: T) => string;
  panelId: string;
  label: string;
}

/** Tabs over one form panel; arrow keys, Home and End move between them as the tabs pattern expects. */
export function FormTabs<T extends string>({ options, value, onChange, idFor, labelFor, panelId, label }: FormTabsProps<T>) {
  const select = (next: T) => {
    onChange(next);
    document.getElementById(idFor(next))?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = options.indexOf(value);
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: options.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(options[(target + options.length) % options.length]!);
  };
  return (
    <div role="tablist" className={styles.tabs} aria-label={label}>
      {options.map((option) => (
        <button
          key={option}
          id={idFor(option)}
          type="button"
          role="tab"
          aria-selected={option === value}
          aria-controls={panelId}
          tabIndex={option === value ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(option)}
          onKeyDown={onKeyDown}
        >
          {labelFor(option)}
        </button>
      ))}
    </div>
  );
}
