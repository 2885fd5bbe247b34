import { EmptyState, SafeHtml, useAnnouncements } from '@khela/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formStyles, PageFrame } from '@khela/shared/reports';
import { Tabs } from '@/components/Tabs';
import standalone from '@/components/standalone.module.css';
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
    <div className={standalone.standalone} data-testid="promotions-page">
      <PageFrame title={t('promotions.title')}>
        {!announcements ? (
          <p role="status" className={formStyles.hint}>
            {t('loading')}
          </p>
        ) : (
          <Tabs label={t('promotions.categories')} tabs={categories.map((type) => [type, tabName(type)])} selected={active} onSelect={setCategory}>
            {items.length === 0 ? (
              <EmptyState title={t('promotions.empty')} />
            ) : (
              <ul className={formStyles.list}>
                {promotionsIn(items, active).map((item) => (
                  <li key={item.id}>
                    <article className={formStyles.article}>
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
