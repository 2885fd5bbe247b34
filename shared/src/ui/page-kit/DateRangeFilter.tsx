import { useId } from 'react';
import { shiftRange, type DayRange } from '../../format/date-range';
import styles from './page-kit.module.css';

export interface DateRangeLabels {
  legend: string;
  from: string;
  to: string;
  previous7: string;
  previous30: string;
  next7: string;
  next30: string;
}

export interface DateRangeFilterProps {
  value: DayRange;
  onChange: (range: DayRange) => void;
  /** Today in the merchant's time zone (calendarDay), the last day a record can have. */
  today: string;
  labels: DateRangeLabels;
}

/** The report date pickers of SPEC §9: two dates plus moves of 7 and 30 days back or forward. */
export function DateRangeFilter({ value, onChange, today, labels }: DateRangeFilterProps) {
  const id = useId();
  const shifts: Array<[number, string]> = [
    [-30, labels.previous30],
    [-7, labels.previous7],
    [7, labels.next7],
    [30, labels.next30],
  ];
  return (
    <fieldset className={styles.dateRange}>
      <legend className={styles.legend}>{labels.legend}</legend>
      <div className={styles.dateInputs}>
        <label htmlFor={`${id}-from`}>{labels.from}</label>
        <input
          id={`${id}-from`}
          className={styles.dateInput}
          type="date"
          value={value.from}
          max={value.to}
          onChange={(event) => event.target.value && onChange({ from: event.target.value, to: value.to })}
        />
        <label htmlFor={`${id}-to`}>{labels.to}</label>
        <input
          id={`${id}-to`}
          className={styles.dateInput}
          type="date"
          value={value.to}
          min={value.from}
          max={today}
          onChange={(event) => event.target.value && onChange({ from: value.from, to: event.target.value })}
        />
      </div>
      <div className={styles.shifts}>
        {shifts.map(([days, label]) => (
          <button
            key={days}
            type="button"
            className={styles.chip}
            disabled={days > 0 && value.to >= today}
            onClick={() => onChange(shiftRange(value, days, today))}
          >
            {label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
