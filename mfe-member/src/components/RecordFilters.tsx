import { formStyles, ReportDateRange, type DayRange } from '@khela/shared/reports';
import type { ReactNode } from 'react';

export interface RecordFiltersProps {
  /** Names the filter row (a form landmark). */
  label: string;
  range: DayRange;
  today: string;
  onRange: (range: DayRange) => void;
  /** The list's select filters, before the days. */
  children: ReactNode;
}

/** The filter row of a member record list: its selects, then the range of days. */
export function RecordFilters({ label, range, today, onRange, children }: RecordFiltersProps) {
  return (
    <form className={formStyles.filters} aria-label={label} onSubmit={(event) => event.preventDefault()}>
      {children}
      <ReportDateRange namespace="member" value={range} today={today} onChange={onRange} />
    </form>
  );
}
