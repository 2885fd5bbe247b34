import { DataTable, lastDays } from '@khela/shared/reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentPageId } from '../center/agent-pages';
import { PageFrame } from '../ui/PageFrame';
import { ReportDateRange } from '../ui/ReportDateRange';
import { TextField } from '../ui/TextField';
import styles from '../ui/ui.module.css';
import { useToday } from '../ui/use-today';
import type { ReportSpec } from './report-pages';

export function ReportPage({ id, spec }: { id: AgentPageId; spec: ReportSpec }) {
  const { t } = useTranslation('agent');
  const today = useToday();
  const [range, setRange] = useState(() => lastDays(7, today));
  const [account, setAccount] = useState('');
  return (
    <PageFrame title={t(`pages.${id}.title`)} intro={t(`pages.${id}.intro`)} testId={`agent-page-${id}`}>
      <form className={styles.filters} aria-label={t('filters.label')} onSubmit={(event) => event.preventDefault()}>
        {spec.accountFilter && <TextField label={t('filters.account')} value={account} onChange={(event) => setAccount(event.target.value)} autoComplete="off" />}
        {spec.dateRange && <ReportDateRange value={range} onChange={setRange} today={today} />}
      </form>
      <DataTable
        caption={t(`pages.${id}.title`)}
        columns={spec.columns.map((column) => ({ ...column, label: t(`columns.${column.key}`) }))}
        rows={[]}
        emptyText={t('empty')}
      />
    </PageFrame>
  );
}
