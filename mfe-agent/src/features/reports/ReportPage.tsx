import { useToday } from '@khela/shared';
import { lastDays, ReportDateRange, ReportTablePage, TextField } from '@khela/shared/reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportPages, type ReportId, type ReportSpec } from './report-pages';

/** An agent report: its filters (an account, a range of days), its column headers, its (empty) rows. */
export function ReportPage({ id }: { id: ReportId }) {
  const spec: ReportSpec = reportPages[id];
  const { t } = useTranslation('agent');
  const today = useToday();
  const [range, setRange] = useState(() => lastDays(7, today));
  const [account, setAccount] = useState('');
  return (
    <ReportTablePage
      namespace="agent"
      page={id}
      testId={`agent-page-${id}`}
      columns={spec.columns}
      filters={
        <>
          {spec.accountFilter && <TextField label={t('filters.account')} value={account} onChange={(event) => setAccount(event.target.value)} autoComplete="off" />}
          {spec.dateRange && <ReportDateRange namespace="agent" value={range} onChange={setRange} today={today} />}
        </>
      }
    />
  );
}
