import { SafeHtml } from '@khela/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageCount } from './paginate';
import { Paginator } from './Paginator';
import styles from '@/components/popups.module.css';

/** SPEC §9: announcement page size. */
export const announcementPageSize = 9;

export interface ListedItem {
  id: string | number;
  title: string;
  content: string;
}

interface AnnouncementListProps<T extends ListedItem> {
  items: readonly T[];
  /** The item shown first (the notice popup opens on a chosen one). */
  initialIndex?: number;
  pageRange: number;
  renderAction?: (item: T) => ReactNode;
}

/** Titles, 9 a page with a paginator, and a detail pane for the chosen item. */
export function AnnouncementList<T extends ListedItem>({ items, initialIndex = 0, pageRange, renderAction }: AnnouncementListProps<T>) {
  const { t } = useTranslation('shell');
  const [selected, setSelected] = useState(() => Math.min(Math.max(initialIndex, 0), Math.max(items.length - 1, 0)));
  const [page, setPage] = useState(() => Math.floor(selected / announcementPageSize) + 1);
  if (items.length === 0) return <p className={styles.empty}>{t('popups.announcement.empty')}</p>;

  const first = (page - 1) * announcementPageSize;
  const shown = items.slice(first, first + announcementPageSize);
  const current = items[selected];
  const goToPage = (next: number) => {
    setPage(next);
    setSelected((next - 1) * announcementPageSize);
  };

  return (
    <div className={styles.announcements}>
      <div className={styles.listPane}>
        <ul className={styles.titles} data-testid="announcement-titles">
          {shown.map((item, i) => (
            <li key={item.id}>
              <button
                type="button"
                className={styles.titleButton}
                aria-current={first + i === selected ? 'true' : undefined}
                onClick={() => setSelected(first + i)}
              >
                {item.title}
              </button>
            </li>
          ))}
        </ul>
        <Paginator page={page} total={pageCount(items.length, announcementPageSize)} range={pageRange} onChange={goToPage} />
      </div>
      {current && (
        <article className={styles.detail} aria-live="polite" data-testid="announcement-detail">
          <h3 className={styles.detailTitle}>{current.title}</h3>
          <SafeHtml className={styles.html} html={current.content} />
          {renderAction?.(current)}
        </article>
      )}
    </div>
  );
}
