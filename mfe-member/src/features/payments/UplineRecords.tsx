import { useLanguage } from '@khela/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/Pager';
import { useMemberQuery } from '@/lib/use-api-query';
import { paymentCalls, type UplineRecord, type UplineRole } from './payment-calls';
import styles from './payments.module.css';
import { recordsPageSize } from './RequestRecords';
import { UplineRecordCard } from './UplineRecordCard';
import { Tabs } from '@/components/Tabs';
import { LoadStatus } from '@khela/shared/reports';

export interface UplineRecordsProps {
  role: UplineRole;
  onRole: (role: UplineRole) => void;
  /** Changed by the page after a transfer of its own, to show it. */
  refreshKey: number;
}

/** Transfers the member sent to the upline, or received from downlines: one tab each. */
export function UplineRecords({ role, onRole, refreshKey }: UplineRecordsProps) {
  const { t } = useTranslation('member');
  const roles: Array<[UplineRole, string]> = [
    ['sent', t('upline.records.sent')],
    ['received', t('upline.records.received')],
  ];
  return (
    <Tabs label={t('upline.records.title')} tabs={roles} selected={role} onSelect={(next) => onRole(next as UplineRole)}>
      {/* Keyed by role: the other tab's records (and their buttons) are never shown under this one;
          and by the transfers sent here, so a new one shows at once. */}
      <RoleRecords key={`${role}:${refreshKey}`} role={role} />
    </Tabs>
  );
}

function RoleRecords({ role }: { role: UplineRole }) {
  const { t } = useTranslation('member');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  // Transfers change state on both sides (received, disputed): read again each time they are shown.
  const records = useMemberQuery(['uplineTransfers', role, page, recordsPageSize], () => paymentCalls.uplineTransfers(role, page, recordsPageSize), { staleTime: 0 });
  const totalPages = Math.max(1, records.value?.totalPages ?? 1);
  const replace = (next: UplineRecord) => {
    if (records.value) records.setValue({ ...records.value, records: records.value.records.map((record) => (record.orderNo === next.orderNo ? next : record)) });
  };
  return (
    <>
      <LoadStatus loading={records.loading} error={records.error} onRetry={records.reload} shown={Boolean(records.value)} shape="rows" count={4} />
      {records.value && (
        <div aria-busy={records.loading} data-testid={`upline-records-${role}`}>
          {records.value.records.length === 0 ? (
            <p className={styles.empty}>{t(`upline.records.empty.${role}`)}</p>
          ) : (
            <ul className={styles.records} aria-label={t(role === 'sent' ? 'upline.records.sent' : 'upline.records.received')}>
              {records.value.records.map((record) => (
                <UplineRecordCard key={record.orderNo} record={record} role={role} onChange={replace} />
              ))}
            </ul>
          )}
        </div>
      )}
      {records.value && totalPages > 1 && (
        <Pager label={t('payments.records.pages', { list: t('upline.records.title') })} page={page} totalPages={totalPages} language={language} busy={records.loading} onChange={setPage} />
      )}
    </>
  );
}
