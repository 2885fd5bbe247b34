// The member ui kit the payment pages (payments/…) use beyond ui-kit.ts: the import-boundary lint
// rule forbids any '../../' path, so pages one folder down reach src/ui through here.
export { PageFrame } from '../ui/PageFrame';
export { ReportDateRange } from '../ui/ReportDateRange';
export { SelectFilter } from '../ui/SelectFilter';
export { Tabs } from '../ui/Tabs';
