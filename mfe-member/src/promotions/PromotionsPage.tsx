import { EmptyState, SafeHtml, useAnnouncements } from '@khela/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../ui/PageFrame';
import { Tabs } from '../ui/Tabs';
import styles from '../ui/ui.module.css';
import { allPromotions, promotionCategories, promotionsIn } from './promotion-tabs';

/** /promotions: the announcements' promotion items by category, their HTML sanitized again here. */
export function PromotionsPage() {
  const { t } = useTranslation('member');
  const announcements = useAnnouncements();
  const items = announcements?.promotion ?? [];
  const [category, setCategory] = useState(allPromotions);
  const categories = promotionCategories(items);
  const active = categories.includes(category) ? category : allPromotions;
  const tabName = (type: string) => (type === allPromotions ? t('promotions.all') : t(`promotions.types.${type}`, { defaultValue: type }));

  return (
    <div className={styles.standalone} data-testid="promotions-page">
      <PageFrame title={t('promotions.title')}>
        {!announcements ? (
          <p role="status" className={styles.hint}>
            {t('loading')}
          </p>
        ) : (
          <Tabs label={t('promotions.categories')} tabs={categories.map((type) => [type, tabName(type)])} selected={active} onSelect={setCategory}>
            {items.length === 0 ? (
              <EmptyState title={t('promotions.empty')} />
            ) : (
              <ul className={styles.list}>
                {promotionsIn(items, active).map((item) => (
                  <li key={item.id}>
                    <article className={styles.article}>
                      <h2>{item.title}</h2>
                      <SafeHtml html={item.content} />
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
