import { EmptyState, SafeHtml, Skeleton, useAnnouncements } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import { formStyles, PageFrame } from '@khela/shared/reports';

/** The announcements for players and agents (the announcements' `player` items). */
export function AnnouncementPage() {
  const { t } = useTranslation('agent');
  const announcements = useAnnouncements();
  const items = announcements?.player ?? [];
  return (
    <PageFrame title={t('pages.agentAnnouncement.title')} intro={t('pages.agentAnnouncement.intro')} testId="agent-page-agentAnnouncement">
      {!announcements ? (
        <Skeleton shape="rows" count={3} label={t('loading')} />
      ) : items.length === 0 ? (
        <EmptyState title={t('announcements.empty')} />
      ) : (
        <ul className={formStyles.list}>
          {items.map((item) => (
            <li key={item.id}>
              <details className={formStyles.article}>
                <summary className={formStyles.summary}>{item.title}</summary>
                <SafeHtml html={item.content} />
              </details>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
