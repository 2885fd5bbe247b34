import { lazyView } from '@/lib/lazy-view';
import type { PopupViews } from '@/lib/popups/PopupLayer';

/** The announcement and notice popups, fetched when first opened. */
export const announcementPopups: PopupViews = {
  announcement: lazyView(() => import('./AnnouncementPopup').then((m) => m.AnnouncementPopup)),
  notice: lazyView(() => import('./NoticePopup').then((m) => m.NoticePopup)),
};
