import { EmptyState } from '@khela/shared';
import { DataTable, PageFrame } from '@khela/shared/reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/Tabs';
import styles from '@/components/standalone.module.css';

const tabs = ['redeem', 'history', 'details', 'rules'] as const;
type PointMallTab = (typeof tabs)[number];
/** The columns of the two record tabs: key, words (under `columns.`), numbers right-aligned. */
const recordColumns = {
  history: [['time', 'time', false], ['item', 'item', false], ['points', 'points', true], ['status', 'status', false]],
  details: [['time', 'time', false], ['change', 'change', true], ['reason', 'reason', false], ['balanceAfter', 'pointsAfter', true]],
} as const;
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
      case 'details':
        return (
          <DataTable
            caption={t(`pointMall.tabs.${tab}`)}
            columns={recordColumns[tab].map(([key, words, numeric]) => ({ key, label: t(`columns.${words}`), numeric }))}
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
