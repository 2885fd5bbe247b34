// The member ui kit for pages/wallet/: the import-boundary lint rule forbids any '../../' path,
// so the wallet pages reach src/ui through here (as security/ does through ui-kit.ts).
export { PageFrame } from '../ui/PageFrame';
export { ReportDateRange } from '../ui/ReportDateRange';
export { SelectFilter } from '../ui/SelectFilter';
