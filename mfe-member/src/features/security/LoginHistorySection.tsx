import { DataTable, LoadStatus } from '@khela/shared/reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSecurityLabels } from './labels';
import { Pager } from '@/components/Pager';
import { Section } from '@/components/Section';
import { securityCalls } from './security-calls';
import styles from './security.module.css';
import { useMemberQuery } from '@/lib/use-api-query';

export const historyPageSize = 10;

/** Logins and failed attempts, newest first, a page at a time (GET /wps/member/loginHistory). */
export function LoginHistorySection() {
  const { t } = useTranslation('member');
  const labels = useSecurityLabels();
  const [page, setPage] = useState(1);
  // Every login adds a row: read again each time the page opens.
  const history = useMemberQuery(['loginHistory', page, historyPageSize], () => securityCalls.loginHistory(page, historyPageSize), { staleTime: 0 });
  const rows = (history.value?.list ?? []).map((record, index) => ({
    key: `${record.at}-${index}`,
    cells: {
      time: labels.dateTime(record.at),
      ip: record.ip ?? '—',
      device: <span title={record.userAgent ?? undefined}>{labels.device(record.userAgent)}</span>,
      method: labels.method(record.method),
      result: <span className={record.success ? styles.ok : styles.failed}>{t(record.success ? 'security.history.success' : 'security.history.failure')}</span>,
    },
  }));
  const totalPages = Math.max(1, history.value?.totalPages ?? 1);
  return (
    <Section title={t('security.loginHistory')} wide testId="security-history">
      <LoadStatus loading={history.loading} error={history.error} onRetry={history.reload} shown={Boolean(history.value)} shape="rows" count={4} />
      {history.value && (
        <div aria-busy={history.loading}>
          <DataTable
            caption={t('security.loginHistory')}
            columns={[
              { key: 'time', label: t('columns.time') },
              { key: 'ip', label: t('columns.ip') },
              { key: 'device', label: t('columns.device') },
              { key: 'method', label: t('security.history.method') },
              { key: 'result', label: t('security.history.result') },
            ]}
            rows={rows}
            emptyText={t('security.history.empty')}
          />
        </div>
      )}
      {history.value && totalPages > 1 && (
        <Pager label={t('security.history.pages')} page={page} totalPages={totalPages} language={labels.language} busy={history.loading} onChange={setPage} />
      )}
    </Section>
  );
}
