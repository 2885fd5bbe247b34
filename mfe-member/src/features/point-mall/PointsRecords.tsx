import { DataTable, LoadStatus } from '@khela/shared/reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/Pager';
import { useMemberQuery } from '@/lib/use-api-query';
import { pointMallCalls } from './point-mall-calls';
import { usePointsFormat } from './use-points-format';

/** Redeem history: the member's redemptions, newest first, with their status (In Process, Approved, Rejected). */
export function RedeemHistory() {
  const { t } = useTranslation('member');
  const { count, dateTime, language } = usePointsFormat();
  const [page, setPage] = useState(1);
  // Read again each time it is shown: an operator may have decided goods meanwhile.
  const records = useMemberQuery(['mall-redemptions', page], () => pointMallCalls.redemptions(page), { staleTime: 0 });
  const rows = (records.value?.records ?? []).map((record) => ({
    key: record.id,
    cells: {
      time: dateTime(record.createdAt),
      item: record.item,
      quantity: count(record.quantity),
      points: count(record.points),
      status: (
        <span data-status={record.status}>
          {t(`pointsMall.status.${record.status}`)}
          {record.status === 'REJECTED' && record.reason ? ` — ${t('pointsMall.history.rejectedBecause', { reason: record.reason })}` : ''}
        </span>
      ),
    },
  }));
  return (
    <>
      <LoadStatus loading={records.loading} error={records.error} onRetry={records.reload} shown={Boolean(records.value)} shape="rows" count={5} />
      <DataTable
        caption={t('pointsMall.history.caption')}
        columns={(['time', 'item', 'quantity', 'points', 'status'] as const).map((key) => ({ key, label: t(`pointsMall.columns.${key}`), numeric: key === 'quantity' || key === 'points' }))}
        rows={rows}
        emptyText={t('pointsMall.empty')}
      />
      <Pager label={t('pointsMall.pager')} page={page} totalPages={records.value?.totalPages ?? 1} language={language} busy={records.loading} onChange={setPage} />
    </>
  );
}

/** Points details: every change of the member's points with its reason and the points after. */
export function PointsDetails() {
  const { t } = useTranslation('member');
  const { count, signed, dateTime, language } = usePointsFormat();
  const [page, setPage] = useState(1);
  const records = useMemberQuery(['points-details', page], () => pointMallCalls.details(page), { staleTime: 0 });
  const rows = (records.value?.records ?? []).map((entry) => ({
    key: entry.id,
    cells: {
      time: dateTime(entry.time),
      change: signed(entry.change),
      reason: [t(`pointsMall.details.kinds.${entry.kind}`), entry.detail].filter(Boolean).join(': '),
      balanceAfter: count(entry.balanceAfter),
    },
  }));
  return (
    <>
      <LoadStatus loading={records.loading} error={records.error} onRetry={records.reload} shown={Boolean(records.value)} shape="rows" count={5} />
      <DataTable
        caption={t('pointsMall.details.caption')}
        columns={(['time', 'change', 'reason', 'balanceAfter'] as const).map((key) => ({ key, label: t(`pointsMall.columns.${key}`), numeric: key === 'change' || key === 'balanceAfter' }))}
        rows={rows}
        emptyText={t('pointsMall.empty')}
      />
      <Pager label={t('pointsMall.pager')} page={page} totalPages={records.value?.totalPages ?? 1} language={language} busy={records.loading} onChange={setPage} />
    </>
  );
}
