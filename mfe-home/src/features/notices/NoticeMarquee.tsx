import { Icon, openPopup } from '@khela/shared';
import type { NoticePopularValue } from '@khela/shared';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './notices.module.css';
import { useNoticePopular } from '@/lib/use-notice-popular';

const selectNotices = (value: NoticePopularValue) => value.notices;

/**
 * The notice marquee: titles scroll by, pause under the pointer or keyboard focus, stand still
 * (and scroll by hand) for reduced motion; a title opens the notice popup at that item.
 */
export function NoticeMarquee() {
  const { t } = useTranslation('home');
  // The titles are in the asked language, from the notice-and-popular call (the popular row reads the same answer).
  // They change seldom: reused for 5 minutes of browsing. A failure shows nothing: the marquee is
  // an extra, the notice popup has the same news.
  const { data: notices = [], isPending } = useNoticePopular(selectNotices);

  // Its height is kept while the titles load: arriving, they push nothing below (layout shift).
  if (isPending) return <div className={styles.marquee} aria-hidden="true" data-testid="notice-marquee-pending" />;
  if (notices.length === 0) return null;
  // Longer text scrolls longer, so the reading speed stays the same.
  const characters = notices.reduce((sum, notice) => sum + notice.title.length, 0);
  const duration = { '--marquee-duration': `${Math.max(12, Math.round(characters * 0.3))}s` } as CSSProperties;
  return (
    <section className={styles.marquee} aria-label={t('notices.label')} data-testid="notice-marquee">
      <span className={styles.icon} aria-hidden="true">
        <Icon name="megaphone" />
      </span>
      <div className={styles.viewport}>
        <ul className={styles.track} style={duration}>
          {notices.map((notice, index) => (
            <li key={notice.id}>
              <button type="button" className={styles.item} onClick={() => openPopup('notice', { index })} aria-label={t('notices.open', { title: notice.title })}>
                {notice.title}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
