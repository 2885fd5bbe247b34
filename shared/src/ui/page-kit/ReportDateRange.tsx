import { useTranslation } from 'react-i18next';
import type { DayRange } from '../../format/date-range';
import { DateRangeFilter } from './DateRangeFilter';

/**
 * The date range of a center's report, labelled from the remote's own catalogue: each center
 * keeps `filters.dateRange`, `filters.from`, `filters.to` and the four moves in its namespace.
 */
export function ReportDateRange({ namespace, value, onChange, today }: { namespace: string; value: DayRange; onChange: (range: DayRange) => void; today: string }) {
  const { t } = useTranslation(namespace);
  const labels = {
    legend: t('filters.dateRange'),
    from: t('filters.from'),
    to: t('filters.to'),
    previous7: t('filters.previous7'),
    previous30: t('filters.previous30'),
    next7: t('filters.next7'),
    next30: t('filters.next30'),
  };
  return <DateRangeFilter value={value} onChange={onChange} today={today} labels={labels} />;
}
