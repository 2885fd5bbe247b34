import { navigate, Popup, popupAnnouncementsAtom } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { memberPaths } from '@/lib/site-paths';
import { AnnouncementList } from './AnnouncementList';
import type { PopupViewProps } from '@/lib/popups/popup-view';
import styles from '@/components/popups.module.css';

/** Public announcements (SPEC §2); an item tied to a promotion leads to the reward center. */
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
                navigate(memberPaths.rewardCenter);
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
