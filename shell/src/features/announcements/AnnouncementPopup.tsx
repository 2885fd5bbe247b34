import { navigate, Popup, popupAnnouncementsAtom } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { sitePaths } from '@/lib/site-paths';
import { AnnouncementList } from './AnnouncementList';
import type { PopupViewProps } from '@/lib/popups/popup-view';
import styles from '@/components/popups.module.css';

/**
 * Public announcements (SPEC §2). An item tied to a promotion opens that promotion's page; the page
 * sends the reader on to the reward center when no campaign has the code (SPEC's default).
 */
export function AnnouncementPopup({ onClose }: PopupViewProps) {
  const { t } = useTranslation('shell');
  const items = useAtomValue(popupAnnouncementsAtom);
  return (
    <Popup title={t('popups.announcement.title')} onClose={onClose} className={styles.wide} testId="popup-announcement">
      <AnnouncementList
        items={items}
        pageRange={5}
        renderAction={(item) =>
          item.promotionType ? (
            <button
              type="button"
              className="kh-button kh-button--primary"
              onClick={() => {
                onClose();
                navigate(`${sitePaths.promotions}/${encodeURIComponent(item.promotionType!)}`);
              }}
            >
              {t('popups.announcement.goToPromotion')}
            </button>
          ) : null
        }
      />
    </Popup>
  );
}
