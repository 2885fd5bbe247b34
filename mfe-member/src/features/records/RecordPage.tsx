import { gameMenusAtom, useToday } from '@khela/shared';
import { lastDays, ReportDateRange, ReportTablePage, SelectFilter } from '@khela/shared/reports';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordPages, requestStatuses, transactionTypes, type RecordPageId, type RecordPageSpec } from './record-pages';

/** A member page that is a filtered table: its filters, its column headers, its (empty) rows. */
export function RecordPage({ id }: { id: RecordPageId }) {
  const spec: RecordPageSpec = recordPages[id];
  const { t } = useTranslation('member');
  const today = useToday();
  const menus = useAtomValue(gameMenusAtom);
  const [range, setRange] = useState(() => lastDays(7, today));
  const [category, setCategory] = useState('');
  const [status, setStatus] = useState('');
  const [type, setType] = useState('');
  const all: [string, string] = ['', t('filters.all')];

  const filters = (
    <>
      {spec.filters.includes('category') && (
        <SelectFilter label={t('filters.category')} value={category} onChange={setCategory} options={[all, ...menus.map((m): [string, string] => [m.gameType, t(`common:categories.${m.gameType}`, { defaultValue: m.gameType })])]} />
      )}
      {spec.filters.includes('type') && (
        <SelectFilter label={t('filters.type')} value={type} onChange={setType} options={[all, ...transactionTypes.map((k): [string, string] => [k, t(`transactionTypes.${k}`)])]} />
      )}
      {spec.filters.includes('status') && (
        <SelectFilter label={t('filters.status')} value={status} onChange={setStatus} options={[all, ...requestStatuses.map((k): [string, string] => [k, t(`statuses.${k}`)])]} />
      )}
      {spec.filters.includes('dateRange') && <ReportDateRange namespace="member" value={range} onChange={setRange} today={today} />}
    </>
  );
  return <ReportTablePage namespace="member" page={id} testId={`member-page-${id}`} columns={spec.columns} filters={spec.filters.length > 0 ? filters : null} />;
}
