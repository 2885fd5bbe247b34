/**
 * `@khela/shared/reports`: the page, table, filter and date-range kit of the member and agent
 * centers. A separate entry (shared as its own singleton) so the home page's first load never carries it.
 * Only stateless parts belong here: this entry may come from another build than '@khela/shared'
 * itself, so a store atom or the router imported by a relative path would be a second copy (the
 * centers' useToday, which reads the config atom, is exported by '@khela/shared').
 */
export { addDays, daysBetween, lastDays, shiftRange, type DayRange } from './format/date-range';
export { CopyButton } from './ui/page-kit/CopyButton';
export { DataTable, type DataColumn, type DataTableProps } from './ui/page-kit/DataTable';
export { DateRangeFilter, type DateRangeFilterProps, type DateRangeLabels } from './ui/page-kit/DateRangeFilter';
export { LoadStatus } from './ui/page-kit/LoadStatus';
export { PageFrame } from './ui/page-kit/PageFrame';
export { ReportTablePage, type ReportTablePageProps } from './ui/page-kit/ReportTablePage';
export { ReportDateRange } from './ui/page-kit/ReportDateRange';
export { SelectFilter, type SelectFilterProps } from './ui/page-kit/SelectFilter';
export { TextField, type TextFieldProps } from './ui/page-kit/TextField';
/** Class names of the centers' forms, filter rows and buttons (primary, secondary, form, filters…). */
export { default as formStyles } from './ui/page-kit/form-kit.module.css';
/** Class names of the centers' layout: center, nav, navList, navLink, active, content. */
export { default as centerStyles } from './ui/page-kit/center-kit.module.css';
