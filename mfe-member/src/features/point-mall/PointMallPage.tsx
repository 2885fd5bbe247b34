import { EmptyState } from '@khela/shared';
import { DataTable, PageFrame } from '@khela/shared/reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/Tabs';
import styles from '@/components/standalone.module.css';

const tabs = ['redeem', 'history', 'details', 'rules'] as const;
type PointMallTab = (typeof tabs)[number];
const ruleKeys = ['earn', 'redeem', 'neverExpire', 'review'] as const;

/** /pointMall: redeem, redeem history, points details and rules (points never expire). */
export function PointMallPage() {
  const { t } = useTranslation('member');
  const [tab, setTab] = useState<PointMallTab>('redeem');

  const panel = () => {
    switch (tab) {
      case 'redeem':
        return <EmptyState title={t('pointMall.noItems')} />;
      case 'history':
        return (
          <DataTable
            caption={t('pointMall.tabs.history')}
            columns={[
              { key: 'time', label: t('columns.time') },
              { key: 'item', label: t('columns.item') },
              { key: 'points', label: t('columns.points'), numeric: true },
              { key: 'status', label: t('columns.status') },
            ]}
            rows={[]}
            emptyText={t('empty')}
          />
        );
      case 'details':
        return (
          <DataTable
            caption={t('pointMall.tabs.details')}
            columns={[
              { key: 'time', label: t('columns.time') },
              { key: 'change', label: t('columns.change'), numeric: true },
              { key: 'reason', label: t('columns.reason') },
              { key: 'balanceAfter', label: t('columns.pointsAfter'), numeric: true },
            ]}
            rows={[]}
            emptyText={t('empty')}
          />
        );
      default:
        return (
          <ol className={styles.rules}>
            {ruleKeys.map((key) => (
              <li key={key}>{t(`pointMall.rules.${key}`)}</li>
            ))}
          </ol>
        );
    }
  };

  return (
    <div className={styles.standalone} data-testid="point-mall-page">
      <PageFrame title={t('pointMall.title')}>
        <Tabs label={t('pointMall.title')} tabs={tabs.map((id) => [id, t(`pointMall.tabs.${id}`)])} selected={tab} onSelect={(id) => setTab(id as PointMallTab)}>
          {panel()}
        </Tabs>
      </PageFrame>
    </div>
  );
}
