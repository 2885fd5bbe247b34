import { calls, Popup, unwrap, useLanguage, useQuery } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import { AnnouncementList } from './AnnouncementList';
import { LoadStatus } from '@/components/LoadStatus';
import type { PopupViewProps } from '@/lib/popups/popup-view';
import styles from '@/components/popups.module.css';

/** The notice list (SPEC §2): the announcement list without the promotion button, opened on a chosen item. */
export function NoticePopup({ props, onClose }: PopupViewProps) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  // Notices are asked again on each open after a minute: a new one must not wait for a reload.
  const notices = useQuery({ queryKey: ['notices', language], queryFn: () => unwrap(calls.notices()), staleTime: 60_000 });
  const index = typeof props.index === 'number' ? props.index : 0;
  return (
    <Popup title={t('popups.notice.title')} onClose={onClose} className={styles.wide} testId="popup-notice">
      {notices.isSuccess ? <AnnouncementList key={index} items={notices.data} initialIndex={index} pageRange={1} /> : <LoadStatus query={notices} />}
    </Popup>
  );
}
