import { announcementsAtom, announcementsQuery, defaultLanguage, i18n, isLanguage, isPopupClosed, openPopup, queryClient, sessionKeys, store, type AnnouncementAudience } from '@khela/shared';

interface AnnouncementLoad {
  loggedIn: boolean;
  /** SPEC §2: first login adds the F announcements to the A ones. */
  firstLogin?: boolean;
  /** Whether the popup may open now (not after a logout, for instance). */
  offerPopup: boolean;
}

function audienceOf({ loggedIn, firstLogin }: AnnouncementLoad): AnnouncementAudience {
  return !loggedIn ? 'visitor' : firstLogin ? 'firstLogin' : 'member';
}

/**
 * Announcements (execution A for members, B for visitors) into the store through the one query,
 * so a remote asking at the same time shares the request; popups offered once a session. A failed
 * call leaves what the store had.
 */
export async function loadAnnouncements(load: AnnouncementLoad): Promise<void> {
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const announcements = await queryClient.fetchQuery(announcementsQuery(audienceOf(load), language)).catch(() => null);
  if (!announcements) return;
  store.set(announcementsAtom, announcements);
  if (load.offerPopup) offerAnnouncementPopup(load.loggedIn);
}

/** Opens the announcement popup unless there is nothing to show or it was closed this session. */
export function offerAnnouncementPopup(loggedIn: boolean): void {
  const flag = loggedIn ? sessionKeys.userPopupClosed : sessionKeys.anonymousPopupClosed;
  const items = store.get(announcementsAtom)?.popup ?? [];
  if (items.length === 0 || isPopupClosed(flag)) return;
  openPopup('announcement', { sessionFlag: flag });
}
