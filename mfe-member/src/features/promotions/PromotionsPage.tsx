import { EmptyState, Link, memberInfoAtom } from '@khela/shared';
import { LoadStatus, PageFrame } from '@khela/shared/reports';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/Tabs';
import standalone from '@/components/standalone.module.css';
import { useMemberQuery } from '@/lib/use-api-query';
import { promotionCalls } from './promotion-calls';
import { allPromotions, promotionsIn, promotionTabs } from './promotion-tabs';
import { PromotionAction, StatusChip, usePromotionDates } from './PromotionAction';
import styles from './promotions.module.css';

/** /promotions: the brand's campaigns by translated category, each with the member's status and action. */
export function PromotionsPage() {
  const { t } = useTranslation('member');
  const member = useAtomValue(memberInfoAtom);
  // A member's statuses are theirs: the answer is kept apart from a visitor's.
  const list = useMemberQuery(['promotions', member?.id ?? null], promotionCalls.list, { staleTime: 15_000 });
  const dates = usePromotionDates();
  const [tab, setTab] = useState(allPromotions);
  const tabs = promotionTabs(list.value?.categories ?? []);
  const active = tabs.includes(tab) ? tab : allPromotions;
  const tabName = (category: string) => (category === allPromotions ? t('rewardsPromotions.all') : t(`rewardsPromotions.categories.${category}`, { defaultValue: category }));

  return (
    <div className={standalone.standalone} data-testid="promotions-page">
      <PageFrame title={t('rewardsPromotions.title')}>
        <LoadStatus loading={list.loading && !list.value} error={list.error} onRetry={list.reload} shape="cards" count={3} />
        {list.value && (
          <Tabs label={t('rewardsPromotions.tabsLabel')} tabs={tabs.map((category) => [category, tabName(category)])} selected={active} onSelect={setTab}>
            {list.value.campaigns.length === 0 ? (
              <EmptyState title={t('rewardsPromotions.empty')} />
            ) : (
              <ul className={styles.cards}>
                {promotionsIn(list.value.campaigns, active).map((card) => (
                  <li key={card.code}>
                    <article className={styles.card} data-testid="promotion-card" data-code={card.code}>
                      {card.image && <img src={card.image} alt="" />}
                      <h2>
                        <Link to={`/promotions/${encodeURIComponent(card.code)}`}>{card.title}</Link>
                      </h2>
                      {card.summary && <p>{card.summary}</p>}
                      <p className={styles.meta}>{dates(card)}</p>
                      <StatusChip card={card} />
                      <PromotionAction card={card} onDone={list.reload} />
                    </article>
                  </li>
                ))}
              </ul>
            )}
          </Tabs>
        )}
      </PageFrame>
    </div>
  );
}
