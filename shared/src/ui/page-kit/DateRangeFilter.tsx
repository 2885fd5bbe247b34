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
        <DateField id={`${id}-from`} label={labels.from} value={value.from} max={value.to} onPick={(from) => onChange({ from, to: value.to })} />
        <DateField id={`${id}-to`} label={labels.to} value={value.to} min={value.from} max={today} onPick={(to) => onChange({ from: value.from, to })} />
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

interface DateFieldProps {
  id: string;
  label: string;
  value: string;
  min?: string;
  max: string;
  /** Called with the picked day; clearing the field changes nothing (a range always has both ends). */
  onPick: (day: string) => void;
}

/** One end of the range: its label and date input, side by side in the filter's row. */
function DateField({ id, label, value, min, max, onPick }: DateFieldProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} className={styles.dateInput} type="date" value={value} min={min} max={max} onChange={(event) => event.target.value && onPick(event.target.value)} />
    </>
  );
}
