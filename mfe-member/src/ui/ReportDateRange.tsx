import { DateRangeFilter, type DayRange } from '@khela/shared/reports';
import { useTranslation } from 'react-i18next';

export function ReportDateRange({ value, onChange, today }: { value: DayRange; onChange: (range: DayRange) => void; today: string }) {
  const { t } = useTranslation('member');
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
