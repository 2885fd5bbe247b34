import { calls, Popup } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import { AnnouncementList } from './AnnouncementList';
import { LoadStatus } from '@/components/LoadStatus';
import type { PopupViewProps } from '@/lib/popups/popup-view';
import styles from '@/components/popups.module.css';
import { useLoad } from '@/lib/use-load';

/** The notice list (SPEC §2): the announcement list without the promotion button, opened on a chosen item. */
export function NoticePopup({ props, onClose }: PopupViewProps) {
  const { t } = useTranslation('shell');
  const notices = useLoad(calls.notices);
  const index = typeof props.index === 'number' ? props.index : 0;
  return (
    <Popup title={t('popups.notice.title')} onClose={onClose} className={styles.wide} testId="popup-notice">
      {notices.status === 'ready' ? <AnnouncementList key={index} items={notices.value} initialIndex={index} pageRange={1} /> : <LoadStatus state={notices} />}
    </Popup>
  );
}
