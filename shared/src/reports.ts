/**
 * `@khela/shared/reports`: the table and date-range kit of the member and agent report pages.
 * A separate entry (shared as its own singleton) so the home page's first load never carries it.
 */
export { addDays, daysBetween, lastDays, shiftRange, type DayRange } from './format/date-range';
export { DataTable, type DataColumn, type DataTableProps } from './ui/page-kit/DataTable';
export { DateRangeFilter, type DateRangeFilterProps, type DateRangeLabels } from './ui/page-kit/DateRangeFilter';
